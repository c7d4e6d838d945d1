import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoginFailure } from '../auth';
import { HumanCheckUse } from '../human-check';
import { ReleasedHandle, Reservation } from '../reservations';
import { MailEvent, MailEventSignature } from '../suppressions';
import { WebhookDelivery } from '../webhooks';
import { PageViewCount, VisitorDay } from '../analytics';
import { AuditEntry } from '../audit';
import { ManageLink } from '../manage';
import { SecurityViolation } from '../security';
import { HousekeepingService } from './housekeeping.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      Reservation,
      HumanCheckUse,
      LoginFailure,
      MailEvent,
      VisitorDay,
      PageViewCount,
      SecurityViolation,
      AuditEntry,
      ReleasedHandle,
      ManageLink,
      MailEventSignature,
      WebhookDelivery,
    ]),
  ],
  providers: [HousekeepingService],
})
export class HousekeepingModule {}

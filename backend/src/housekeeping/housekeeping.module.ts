import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoginFailure } from '../auth/login-failure.entity';
import { HumanCheckUse } from '../human-check';
import { Reservation } from '../reservations/reservation.entity';
import { MailEvent } from '../suppressions/mail-event.entity';
import { MailEventSignature } from '../suppressions/mail-event-signature.entity';
import { WebhookDelivery } from '../webhooks/webhook-delivery.entity';
import { PageViewCount } from '../analytics/page-view-count.entity';
import { VisitorDay } from '../analytics/visitor-day.entity';
import { AuditEntry } from '../audit/audit-entry.entity';
import { ManageLink } from '../manage/manage-link.entity';
import { ReleasedHandle } from '../reservations/released-handle.entity';
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

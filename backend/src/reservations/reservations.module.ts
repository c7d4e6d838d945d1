import { Module } from '@nestjs/common';
import { HumanCheckModule } from '../human-check/human-check.module';
import { MailModule } from '../mail/mail.module';
import { SecurityModule } from '../security/security.module';
import { ClaimsService } from './claims.service';
import { ReservationsController } from './reservations.controller';
import { ReservationsService } from './reservations.service';
import { VerificationMailer } from './verification-mailer.service';

@Module({
  imports: [HumanCheckModule, SecurityModule, MailModule],
  controllers: [ReservationsController],
  providers: [ReservationsService, ClaimsService, VerificationMailer],
  exports: [ClaimsService, VerificationMailer],
})
export class ReservationsModule {}

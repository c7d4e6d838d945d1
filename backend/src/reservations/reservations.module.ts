import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AbuseModule } from '../abuse';
import { AuditModule } from '../audit';
import { HumanCheckModule } from '../human-check';
import { MailModule } from '../mail';
import { ManageModule } from '../manage';
import { ArticlesModule } from '../articles';
import { SecurityModule } from '../security';
import { WebhooksModule } from '../webhooks';
import { AdminOperationsController } from './admin/admin-operations.controller';
import { AdminReservationsController } from './admin/admin-reservations.controller';
import { AdminReservationsService } from './admin/admin-reservations.service';
import { ReservationLifecycle } from './confirm/reservation-lifecycle.service';
import { ResendService } from './confirm/resend.service';
import { VerificationController } from './confirm/verification.controller';
import { VerificationMailer } from './confirm/verification-mailer.service';
import { VerificationService } from './confirm/verification.service';
import { Reservation } from './reservation.entity';
import { ClaimsService } from './reserve/claims.service';
import { ReservationsController } from './reserve/reservations.controller';
import { ReservationsService } from './reserve/reservations.service';
import { EmailRule } from './rules/email.rule';
import { EMAIL_RULES, serverEmailRules } from './rules/email-rules';
import { HandleRule } from './rules/handle.rule';

@Module({
  imports: [
    TypeOrmModule.forFeature([Reservation]),
    HumanCheckModule,
    SecurityModule,
    MailModule,
    AuditModule,
    AbuseModule,
    WebhooksModule,
    ManageModule,
    ArticlesModule,
  ],
  controllers: [ReservationsController, VerificationController, AdminReservationsController, AdminOperationsController],
  providers: [
    ReservationsService,
    VerificationService,
    ResendService,
    AdminReservationsService,
    ClaimsService,
    VerificationMailer,
    ReservationLifecycle,
    HandleRule,
    EmailRule,
    { provide: EMAIL_RULES, inject: [APP_CONFIG], useFactory: (config: AppConfig) => serverEmailRules(config.disposableEmail) },
  ],
  exports: [ClaimsService, EMAIL_RULES],
})
export class ReservationsModule {}

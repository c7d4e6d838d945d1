import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AbuseModule } from '../abuse/abuse.module';
import { AuditModule } from '../audit/audit.module';
import { HumanCheckModule } from '../human-check/human-check.module';
import { MailModule } from '../mail/mail.module';
import { SecurityModule } from '../security/security.module';
import { AdminOperationsController, AdminReservationsController } from './admin-reservations.controller';
import { AdminReservationsService } from './admin-reservations.service';
import { ClaimsService } from './claims.service';
import { ResendEmailRule } from './dto/resend.dto';
import { EmailRule, HandleRule } from './dto/reservation-rules';
import { EMAIL_RULES, serverEmailRules } from './email-rules';
import { ReservationLifecycle } from './reservation-lifecycle.service';
import { Reservation } from './reservation.entity';
import { ReservationsController } from './reservations.controller';
import { ReservationsService } from './reservations.service';
import { VerificationController } from './verification.controller';
import { VerificationService } from './verification.service';
import { VerificationMailer } from './verification-mailer.service';

@Module({
  imports: [TypeOrmModule.forFeature([Reservation]), HumanCheckModule, SecurityModule, MailModule, AuditModule, AbuseModule],
  controllers: [ReservationsController, VerificationController, AdminReservationsController, AdminOperationsController],
  providers: [
    ReservationsService,
    VerificationService,
    AdminReservationsService,
    ClaimsService,
    VerificationMailer,
    ReservationLifecycle,
    HandleRule,
    EmailRule,
    ResendEmailRule,
    { provide: EMAIL_RULES, inject: [APP_CONFIG], useFactory: (config: AppConfig) => serverEmailRules(config.disposableEmail) },
  ],
  exports: [ClaimsService, EMAIL_RULES],
})
export class ReservationsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntry } from '../audit/audit-entry.entity';
import { AuditModule } from '../audit/audit.module';
import { MailModule } from '../mail/mail.module';
import { AdminInsightsService } from './admin-insights.service';
import { AdminController } from './admin.controller';
import { Reservation } from '../reservations/reservation.entity';
import { SecurityViolation } from '../security';

@Module({
  imports: [TypeOrmModule.forFeature([Reservation, SecurityViolation, AuditEntry]), AuditModule, MailModule],
  controllers: [AdminController],
  providers: [AdminInsightsService],
})
export class AdminModule {}

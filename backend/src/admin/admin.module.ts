import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntry, AuditModule } from '../audit';
import { MailModule } from '../mail';
import { AdminInsightsService } from './admin-insights.service';
import { AdminController } from './admin.controller';
import { Reservation } from '../reservations';
import { SecurityViolation } from '../security';

@Module({
  imports: [TypeOrmModule.forFeature([Reservation, SecurityViolation, AuditEntry]), AuditModule, MailModule],
  controllers: [AdminController],
  providers: [AdminInsightsService],
})
export class AdminModule {}

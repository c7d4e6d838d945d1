import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ReservationsModule } from '../reservations/reservations.module';
import { AdminInsightsService } from './admin-insights.service';
import { AdminController, AdminOperationsController } from './admin.controller';
import { AdminReservationsService } from './admin-reservations.service';

@Module({
  imports: [ReservationsModule, AuditModule],
  controllers: [AdminController, AdminOperationsController],
  providers: [AdminReservationsService, AdminInsightsService],
})
export class AdminModule {}

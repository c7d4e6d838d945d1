import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AdminInsightsService } from './admin-insights.service';
import { AdminController } from './admin.controller';

@Module({
  imports: [AuditModule],
  controllers: [AdminController],
  providers: [AdminInsightsService],
})
export class AdminModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit';
import { Reservation } from '../reservations';
import { SuppressionsModule } from '../suppressions';
import { AdminEraseController } from './admin-erase.controller';
import { ErasureService } from './erasure.service';
import { ManageLink } from './manage-link.entity';
import { ManageLinks } from './manage-links';
import { ManageMailer } from './manage-mailer.service';
import { ManageController } from './manage.controller';
import { ManageService } from './manage.service';
import { WebhooksModule } from '../webhooks';

/** A person's own data: the manage links every mail carries, what they open, and erasure. */
@Module({
  imports: [TypeOrmModule.forFeature([ManageLink, Reservation]), SuppressionsModule, AuditModule, WebhooksModule],
  controllers: [ManageController, AdminEraseController],
  providers: [ManageLinks, ManageMailer, ManageService, ErasureService],
  exports: [ManageLinks],
})
export class ManageModule {}

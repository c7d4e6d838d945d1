import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArticlesModule } from '../articles';
import { ManageModule } from '../manage';
import { AuditModule } from '../audit';
import { Admin } from '../auth';
import { GameApiModule } from '../game-api';
import { SuppressionsModule } from '../suppressions';
import { AdminAnnouncementsController } from './admin-announcements.controller';
import { AnnouncementConsumer } from './announcement.consumer';
import { AnnouncementRecipient } from './announcement-recipient.entity';
import { Announcement } from './announcement.entity';
import { AnnouncementsService } from './announcements.service';

/** The launch announcement: drafts, test copies, the send and its consumer. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Announcement, AnnouncementRecipient, Admin]),
    AuditModule,
    SuppressionsModule,
    GameApiModule,
    ManageModule,
    ArticlesModule,
  ],
  controllers: [AdminAnnouncementsController],
  providers: [AnnouncementsService, AnnouncementConsumer],
})
export class AnnouncementsModule {}

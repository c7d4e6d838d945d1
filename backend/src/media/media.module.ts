import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit';
import { AdminMediaController } from './admin-media.controller';
import { MediaFile } from './media-file.entity';
import { MediaService } from './media.service';
import { MediaUploadsController } from './media-uploads.controller';

/**
 * Media an editor uploads for articles (hero and body images, the Listen player's audio), judged by
 * their bytes, stripped of photo metadata, and served under their content's hash.
 * Kept in PostgreSQL, not on disk: every instance serves them without a shared disk, backups carry them, and their sizes are bounded.
 */
@Module({
  imports: [TypeOrmModule.forFeature([MediaFile]), AuditModule],
  controllers: [AdminMediaController, MediaUploadsController],
  providers: [MediaService],
})
export class MediaModule {}

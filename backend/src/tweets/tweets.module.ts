import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArticlesModule } from '../articles';
import { PostCacheEntry } from './post-cache-entry.entity';
import { PostUpstream } from './post-upstream';
import { TweetsController } from './tweets.controller';
import { TweetsService } from './tweets.service';

@Module({
  imports: [TypeOrmModule.forFeature([PostCacheEntry]), ArticlesModule],
  controllers: [TweetsController],
  providers: [TweetsService, PostUpstream],
})
export class TweetsModule {}

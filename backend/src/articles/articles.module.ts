import { Module } from '@nestjs/common';
import { ArticlesController } from './articles.controller';
import { ArticlesService } from './articles.service';
import { CONTENT_DIR, resolveContentDir } from './content-dir';
import { MediaController } from './media.controller';

@Module({
  controllers: [ArticlesController, MediaController],
  providers: [ArticlesService, { provide: CONTENT_DIR, useFactory: () => resolveContentDir() }],
  exports: [ArticlesService, CONTENT_DIR],
})
export class ArticlesModule {}

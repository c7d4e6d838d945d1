import { Module } from '@nestjs/common';
import { ArticlesController, SitePagesController } from './articles.controller';
import { ArticlesService } from './articles.service';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CONTENT_DIR } from '../config/content-dir';
import { MediaController } from './media.controller';
import { AdminArticlesController } from './admin-articles.controller';
import { ArticleEditorService } from './article-editor.service';
import { AuditModule } from '../audit';

@Module({
  imports: [AuditModule],
  controllers: [ArticlesController, SitePagesController, MediaController, AdminArticlesController],
  providers: [
    ArticlesService,
    ArticleEditorService,
    { provide: CONTENT_DIR, inject: [APP_CONFIG], useFactory: (config: AppConfig) => config.contentDir },
  ],
  exports: [ArticlesService, ArticleEditorService, CONTENT_DIR],
})
export class ArticlesModule {}

import type { Article, ArticleSummary } from '@gameshift/contracts';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CONTENT_DIR } from '../config/content-dir';
import { loadContent, summary } from './content-loader';
import type { MediaFile } from './media-file';

/** The built-in article list (SPEC §3): markdown files with front matter, plus their media. */
@Injectable()
export class ArticlesService implements OnModuleInit {
  private readonly logger = new Logger(ArticlesService.name);
  private articles: Article[] = [];
  private media = new Map<string, MediaFile>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CONTENT_DIR) private readonly contentDir: string,
  ) {}

  onModuleInit(): void {
    const content = loadContent(this.contentDir, this.config.productName);
    this.articles = content.articles;
    this.media = content.media;
    this.logger.log({ articles: this.articles.length, published: this.published().length, media: this.media.size }, 'articles loaded');
  }

  /** Published articles, newest first, without their bodies. */
  published(): ArticleSummary[] {
    return this.articles.filter((a) => a.status === 'published').map(summary);
  }

  /** A published article by slug; drafts are as absent as unknown slugs. */
  publishedArticle(slug: string): Article | undefined {
    return this.articles.find((a) => a.slug === slug && a.status === 'published');
  }

  mediaFile(name: string): MediaFile | undefined {
    return this.media.get(name);
  }
}

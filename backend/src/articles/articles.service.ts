import { DEFAULT_LOCALE, LOCALES, SITE_PAGES, type Article, type ArticleSummary, type Locale, type SitePage } from '@gameshift/contracts';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CONTENT_DIR } from '../config/content-dir';
import { loadContent, summary, translationKey } from './content-loader';
import type { MediaFile } from './media-file';
import { loadSitePage } from './site-page-file';

/** The built-in article list: markdown files with front matter, plus their media. */
@Injectable()
export class ArticlesService implements OnModuleInit {
  private readonly logger = new Logger(ArticlesService.name);
  private readonly noticeHashes = new WeakMap<SitePage, string>();
  private articles: Article[] = [];
  private translations = new Map<string, Article>();
  private media = new Map<string, MediaFile>();
  private sitePages = new Map<string, SitePage>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CONTENT_DIR) private readonly contentDir: string,
  ) {}

  onModuleInit(): void {
    const content = loadContent(this.contentDir, this.config.productName);
    this.articles = content.articles;
    this.translations = content.translations;
    this.media = content.media;
    this.logger.log({ articles: this.articles.length, published: this.published().length, media: this.media.size }, 'articles loaded');
    const values = {
      product: this.config.productName,
      purgeDays: String(this.config.purgeUnverifiedAfterDays),
      contact: this.config.privacyContact,
      holdDays: String(this.config.retention.releasedHandleHoldDays),
      analyticsDays: String(this.config.retention.analyticsDays),
      violationDays: String(this.config.retention.violationDays),
      auditDays: String(this.config.retention.auditDays),
    };
    for (const slug of SITE_PAGES) {
      const page = loadSitePage(this.contentDir, slug, values);
      if (page) this.sitePages.set(slug, page);
      else this.logger.warn({ slug }, `${slug}.md is missing from the content folder: /${slug} answers 404`);
      // A translation (<slug>.<locale>.md) is shown only where the English page is.
      for (const locale of page ? LOCALES.filter((l) => l !== DEFAULT_LOCALE) : []) {
        const translation = loadSitePage(this.contentDir, `${slug}.${locale}`, values, locale);
        if (translation) this.sitePages.set(translationKey(slug, locale), { ...translation, slug, locale });
      }
    }
  }

  /** A site page (content/<slug>.md) with the site's values filled in, in `locale` when it has that translation. */
  sitePage(slug: string, locale: Locale = DEFAULT_LOCALE): SitePage | undefined {
    return (locale === DEFAULT_LOCALE ? undefined : this.sitePages.get(translationKey(slug, locale))) ?? this.sitePages.get(slug);
  }

  /**
   * The version of the privacy notice a visitor is shown now, which a reservation records as its
   * consent: the notice's date, a hash of its text as rendered, and its language, the one the
   * visitor reads (`locale`'s translation when there is one, English otherwise). Null when the site
   * has no privacy page.
   */
  privacyNotice(locale: Locale = DEFAULT_LOCALE): { date: string; hash: string; language: Locale } | null {
    const page = this.sitePage('privacy', locale);
    if (!page?.updated) return null;
    // Every reservation asks: the hash is made once a page, not once a claim.
    let hash = this.noticeHashes.get(page);
    if (hash === undefined) {
      hash = createHash('sha256').update(`${page.title}\n${page.description}\n${page.content}`).digest('hex');
      this.noticeHashes.set(page, hash);
    }
    return { date: page.updated, hash, language: page.locale ?? DEFAULT_LOCALE };
  }

  /** Published articles, newest first, without their bodies; each in `locale` when it has that translation. */
  published(locale: Locale = DEFAULT_LOCALE): ArticleSummary[] {
    return this.articles.filter((a) => a.status === 'published').map((a) => summary(this.publishedArticle(a.slug, locale) ?? a));
  }

  /**
   * A published article by slug, in `locale` when it has that translation and in English otherwise;
   * drafts are as absent as unknown slugs, whatever their translations.
   */
  publishedArticle(slug: string, locale: Locale = DEFAULT_LOCALE): Article | undefined {
    const article = this.articles.find((a) => a.slug === slug && a.status === 'published');
    if (!article || locale === DEFAULT_LOCALE) return article;
    const translation = this.translations.get(translationKey(slug, locale));
    return translation?.status === 'published' ? translation : article;
  }

  mediaFile(name: string): MediaFile | undefined {
    return this.media.get(name);
  }
}

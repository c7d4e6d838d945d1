import { DEFAULT_LOCALE, LOCALES, SITE_PAGES, type Article, type ArticleSummary, type Locale, type SitePage } from '@gameshift/contracts';
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CONTENT_DIR } from '../config/content-dir';
import { importArticles } from './article-import';
import { publicView, type PublicView } from './article-snapshot';
import { ARTICLES_CHANGED, loadArticles } from './articles.queries';
import { ChangeListener } from './change-listener';
import { loadContent, translationKey } from './content-loader';
import type { MediaFile } from './media-file';
import { loadSitePage } from './site-page-file';

/** The longest a view is kept past a scheduled publish time it did not foresee (a timer is not exact). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The news as visitors see it, from the database, where the portal writes it: every instance keeps
 * the published articles in memory and reloads them when any instance changes one (NOTIFY, heard on
 * a connection of its own), and when a scheduled article's time comes. The content folder's
 * articles seed an empty database; its media and site pages (privacy) are served from the files.
 */
@Injectable()
export class ArticlesService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ArticlesService.name);
  private readonly noticeHashes = new WeakMap<SitePage, string>();
  private media = new Map<string, MediaFile>();
  private sitePages = new Map<string, SitePage>();
  private view: PublicView = publicView([], [], '', 0);
  private loaded: Promise<void> = Promise.resolve();
  private reloadAgain = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly listeners: Array<() => void> = [];
  private listener: ChangeListener | null = null;
  private rows: Awaited<ReturnType<typeof loadArticles>> = { rows: [], redirects: [] };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CONTENT_DIR) private readonly contentDir: string,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    this.media = loadContent(this.contentDir, this.config.productName).media;
    const seeded = await importArticles(this.dataSource, this.contentDir, { firstStart: true });
    if (seeded) this.logger.log({ imported: seeded.imported }, "the content folder's articles imported into an empty database");
    await this.reload();
    this.listener = new ChangeListener(this.config.database.url, ARTICLES_CHANGED, () => void this.reload(), this.logger);
    await this.listener.start();
    this.logger.log({ published: this.published().length, media: this.media.size }, 'articles loaded');
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

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    await this.listener?.stop();
  }

  /** Calls `listener` after each change of what visitors see (an edit heard, a scheduled time come). */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Published articles, newest first, without their bodies; each in `locale` when it has that translation. */
  published(locale: Locale = DEFAULT_LOCALE): ArticleSummary[] {
    return this.current().list(locale);
  }

  /**
   * A published article by slug, in `locale` when it has that translation and in English otherwise;
   * drafts and scheduled articles are as absent as unknown slugs, whatever their translations.
   */
  publishedArticle(slug: string, locale: Locale = DEFAULT_LOCALE): Article | undefined {
    return this.current().article(slug, locale);
  }

  /** The current slug of a published article that answered at `slug` before it was renamed. */
  movedTo(slug: string): string | undefined {
    return this.current().movedTo(slug);
  }

  /**
   * Reloads the articles from the database; a call while one runs makes one more run after it, so
   * the last change is never missed and a burst of changes costs two loads, not one each.
   */
  reload(): Promise<void> {
    if (this.reloadAgain) return this.loaded;
    this.reloadAgain = true;
    this.loaded = this.loaded.then(async () => {
      this.reloadAgain = false;
      try {
        this.rows = await loadArticles(this.dataSource.manager);
      } catch (err) {
        // The articles already served stay; the next change or reconnection tries again.
        this.logger.error({ err }, 'reloading the articles failed');
        return;
      }
      this.refresh();
    });
    return this.loaded;
  }

  /** The view at the clock's time, made again once a scheduled publish time has passed. */
  private current(): PublicView {
    if (this.clock.now().getTime() >= this.view.validUntil) this.refresh();
    return this.view;
  }

  private refresh(): void {
    const now = this.clock.now().getTime();
    this.view = publicView(this.rows.rows, this.rows.redirects, this.config.productName, now);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.view.validUntil !== Infinity) {
      // The time a scheduled article appears: the view is made again then, and cached pages dropped.
      this.timer = setTimeout(() => this.refresh(), Math.min(this.view.validUntil - now, LONGEST_TIMER_MS));
      this.timer.unref();
    }
    for (const listener of this.listeners) listener();
  }

  mediaFile(name: string): MediaFile | undefined {
    return this.media.get(name);
  }
}

import {
  ARTICLE_PREVIEW_ROUTE,
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  readingMinutes,
  slugFromTitle,
  type ArticleCategory,
  type ArticlePublishRequest,
  type ArticleRecord,
  type ArticleRevisionRecord,
  type ArticleState,
  type ArticleTextInput,
  type ArticleTextRecord,
  type ArticleWrite,
  type Locale,
} from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit';
import type { AdminIdentity } from '../common/admin-identity';
import { ListPage, ListQuery, type ListSpec } from '../common/admin-api/list-query';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { toArticle, type ArticleFields, type ArticleTextRow } from './article-snapshot';
import {
  articleIds,
  deleteArticle,
  deleteText,
  insertArticle,
  moveArticle,
  revisionFields,
  revisionsOf,
  setCategory,
  slugOwner,
  storedText,
  storedTexts,
  writeText,
  type StoredText,
} from './articles.queries';
import { refusedLink } from './markdown-links';

export const ARTICLES_LIST = {
  sortable: ['saved_at', 'date', 'title', 'slug', 'state'],
  defaultSort: 'saved_at',
  fields: { id: 'text' },
  search: { columns: ['title', 'slug', 'excerpt'], notText: 'refuse' },
  special: { state: ['draft', 'scheduled', 'published'], locale: LOCALES },
} as const satisfies ListSpec;

/** How long a preview link opens the draft: long enough to show a colleague, short enough to leak little. */
const PREVIEW_MS = 30 * 60 * 1000;
const TRANSLATED: readonly Locale[] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
const OPTIONAL_FIELDS = ['image', 'ogImage', 'audioFile', 'audioNote', 'metaTitle', 'metaDescription'] as const;

/** A date as YYYY-MM-DD in `timeZone`. */
function dayIn(instant: Date, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/**
 * The news as the portal edits it: the one owner of an article's lifecycle (write, publish,
 * schedule, unpublish, delete, restore), each change a new revision of the language it touches,
 * refused when it was made from a revision that is no longer the latest. Every instance hears each
 * commit (the tables' NOTIFY) and serves it within moments (ArticlesService).
 */
@Injectable()
export class ArticleEditorService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async list(query: ListQuery<typeof ARTICLES_LIST>): Promise<ListPage<ArticleRecord>> {
    let records = await Promise.all((await articleIds(this.dataSource.manager)).map((id) => this.get(id)));
    const { state, locale } = query.filter;
    if (state) records = records.filter((r) => r.state === state);
    if (locale) records = records.filter((r) => locale === DEFAULT_LOCALE || r.translations[locale] !== undefined);
    const only = query.fields.find((f) => f.column === 'id');
    if (only) records = records.filter((r) => only.values.includes(r.id));
    if (query.search) {
      const text = query.search.text.toLowerCase();
      records = records.filter((r) => [r.title, r.slug, r.excerpt].some((field) => field.toLowerCase().includes(text)));
    }
    const key = query.sortField as (typeof ARTICLES_LIST.sortable)[number];
    const sign = query.sortOrder === 'ASC' ? 1 : -1;
    records.sort((a, b) => sign * String(a[key]).localeCompare(String(b[key])) || a.id.localeCompare(b.id));
    return { rows: records.slice(query.offset, query.offset + query.limit), total: records.length };
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<ArticleRecord> {
    const texts = await storedTexts(manager, id);
    const english = texts.find((t) => t.locale === DEFAULT_LOCALE);
    if (!english) throw new AppError('not_found', { subject: 'record' });
    const translations: ArticleRecord['translations'] = {};
    for (const text of texts) if (text.locale !== DEFAULT_LOCALE && isLocale(text.locale)) translations[text.locale] = this.record(text);
    return {
      ...this.record(english),
      id,
      slug: english.slug,
      category: english.category as ArticleCategory,
      translations,
      missing: TRANSLATED.filter((locale) => translations[locale] === undefined),
    };
  }

  /** A new article, a draft; its slug proposed from the title when not given. */
  async create(write: ArticleWrite, admin: AdminIdentity): Promise<ArticleRecord> {
    checkLinks(write);
    const id = randomUUID();
    return this.dataSource.transaction(async (manager) => {
      const slug = write.slug ?? (await this.freeSlug(manager, write.title));
      const owner = await slugOwner(manager, slug);
      if (owner) throw new AppError('article_slug_taken', { slug });
      await insertArticle(manager, id, slug, write.category);
      await writeText(manager, {
        articleId: id,
        locale: DEFAULT_LOCALE,
        fields: { ...fieldsOf(write), date: dayIn(this.clock.now()) },
        status: 'draft',
        publishAt: null,
        savedBy: admin.email,
        source: 'portal',
      });
      await this.audit.record(admin, 'article.create', id, { slug, title: write.title }, manager);
      return this.get(id, manager);
    });
  }

  /** Saves the English text, the slug and the category; a changed slug keeps the old address as a redirect. */
  async save(id: string, write: ArticleWrite, admin: AdminIdentity): Promise<ArticleRecord> {
    checkLinks(write);
    return this.dataSource.transaction(async (manager) => {
      const current = await this.latest(manager, id, DEFAULT_LOCALE, write.revision ?? null);
      const slug = write.slug ?? current.slug;
      if (slug !== current.slug) {
        const owner = await slugOwner(manager, slug);
        if (owner && owner.article_id !== id) throw new AppError('article_slug_taken', { slug });
        await moveArticle(manager, id, current.slug, slug);
      }
      if (write.category !== current.category) await setCategory(manager, id, write.category);
      await this.rewrite(manager, current, fieldsOf(write), admin);
      await this.audit.record(
        admin,
        'article.update',
        id,
        { locale: DEFAULT_LOCALE, ...(slug !== current.slug && { slug, from: current.slug }) },
        manager,
      );
      return this.get(id, manager);
    });
  }

  /** Saves one translation, a draft when new; `revision` null writes the first. */
  async saveTranslation(
    id: string,
    locale: Locale,
    write: ArticleTextInput & { revision: number | null },
    admin: AdminIdentity,
  ): Promise<ArticleRecord> {
    checkLinks(write);
    return this.dataSource.transaction(async (manager) => {
      const english = await storedText(manager, id, DEFAULT_LOCALE, true);
      if (!english) throw new AppError('not_found', { subject: 'record' });
      const current = await storedText(manager, id, locale, true);
      if (current || write.revision !== null) {
        await this.rewrite(manager, await this.latest(manager, id, locale, write.revision), fieldsOf(write), admin);
      } else {
        await writeText(manager, {
          articleId: id,
          locale,
          fields: { ...fieldsOf(write), date: english.fields.date },
          status: 'draft',
          publishAt: null,
          savedBy: admin.email,
          source: 'portal',
        });
      }
      await this.audit.record(admin, 'article.update', id, { locale }, manager);
      return this.get(id, manager);
    });
  }

  async removeTranslation(id: string, locale: Locale, admin: AdminIdentity): Promise<ArticleRecord> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await deleteText(manager, id, locale))) throw new AppError('not_found', { subject: 'record' });
      await this.audit.record(admin, 'article.delete', id, { locale }, manager);
      return this.get(id, manager);
    });
  }

  /**
   * Publishes now, or from `publish_at`: the language asked, or every language the article has. The
   * publish date pages show is the day of that time in the editor's time zone.
   */
  async publish(id: string, request: ArticlePublishRequest, admin: AdminIdentity): Promise<ArticleRecord> {
    const now = this.clock.now();
    const at = request.publish_at === undefined ? now : new Date(request.publish_at);
    const date = dayIn(at, request.time_zone);
    return this.dataSource.transaction(async (manager) => {
      const texts = await this.textsToChange(manager, id, request.locale);
      for (const text of texts) {
        const fields = { ...text.fields, date };
        // Published again after an unpublish, or moved: a new date; once published, later saves say when they were made.
        delete fields.lastUpdated;
        await writeText(manager, {
          articleId: id,
          locale: text.locale,
          fields,
          status: 'published',
          publishAt: at,
          savedBy: admin.email,
          source: 'portal',
        });
      }
      const scheduled = at.getTime() > now.getTime();
      await this.audit.record(
        admin,
        scheduled ? 'article.schedule' : 'article.publish',
        id,
        { slug: texts[0].slug, languages: texts.map((t) => t.locale), ...(scheduled && { publish_at: at.toISOString() }) },
        manager,
      );
      return this.get(id, manager);
    });
  }

  /** Back to a draft: the language asked, or the whole article (every language). */
  async unpublish(id: string, locale: Locale | undefined, admin: AdminIdentity): Promise<ArticleRecord> {
    return this.dataSource.transaction(async (manager) => {
      const texts = await this.textsToChange(manager, id, locale);
      for (const text of texts.filter((t) => t.status === 'published')) {
        await writeText(manager, {
          articleId: id,
          locale: text.locale,
          fields: text.fields,
          status: 'draft',
          publishAt: null,
          savedBy: admin.email,
          source: 'portal',
        });
      }
      await this.audit.record(admin, 'article.unpublish', id, { slug: texts[0].slug, languages: texts.map((t) => t.locale) }, manager);
      return this.get(id, manager);
    });
  }

  /** Deletes an article with every language and revision; its addresses answer 404 from then on. */
  async remove(id: string, admin: AdminIdentity): Promise<ArticleRecord> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.get(id, manager);
      await deleteArticle(manager, id);
      await this.audit.record(admin, 'article.delete', id, { slug: before.slug, title: before.title }, manager);
      return before;
    });
  }

  /** Every saved revision of one language (newest first), or of every language. */
  async revisions(id: string, locale?: Locale): Promise<ArticleRevisionRecord[]> {
    await this.get(id);
    const rows = await revisionsOf(this.dataSource.manager, id, locale ?? null);
    return rows.map((row) => ({
      ...inputOf(row.fields),
      id: `${row.locale}:${row.revision}`,
      locale: row.locale as Locale,
      revision: row.revision,
      slug: row.slug,
      state: row.status,
      date: row.fields.date,
      publish_at: row.publish_at?.toISOString() ?? null,
      saved_by: row.saved_by,
      saved_at: row.saved_at.toISOString(),
      current: row.current === true,
    }));
  }

  /** Makes an earlier revision's text the current one, as a new revision; where the text stands (draft, published) is kept. */
  async restore(id: string, revisionId: string, expected: number | undefined, admin: AdminIdentity): Promise<ArticleRecord> {
    const [locale, number] = revisionId.split(':');
    return this.dataSource.transaction(async (manager) => {
      const old = await revisionFields(manager, id, locale, Number(number));
      if (!old) throw new AppError('not_found', { subject: 'record' });
      const current = await this.latest(manager, id, locale, expected ?? null);
      checkLinks(old);
      await this.rewrite(manager, current, inputOf(old), admin);
      await this.audit.record(admin, 'article.restore', id, { locale, revision: Number(number) }, manager);
      return this.get(id, manager);
    });
  }

  /** A link to the article's page as it stands in `locale`, draft or not, that works for a while without a sign-in (a frame, a colleague). */
  async previewLink(id: string, locale: Locale = DEFAULT_LOCALE): Promise<{ url: string }> {
    const text = await storedText(this.dataSource.manager, id, locale);
    if (!text) throw new AppError('not_found', { subject: 'record' });
    // Short enough for a path segment (the router takes at most 100 characters): id, language, expiry in seconds, signature.
    const payload = `${id}.${locale}.${Math.ceil((this.clock.now().getTime() + PREVIEW_MS) / 1000).toString(36)}`;
    return { url: ARTICLE_PREVIEW_ROUTE.replace(':token', `${payload}.${this.sign(payload)}`) };
  }

  /** The article a preview token opens, as its page will show it; undefined for a token that is forged, expired or names nothing. */
  async previewArticle(
    token: string,
    draft?: Partial<ArticleTextInput>,
  ): Promise<{ article: ReturnType<typeof toArticle>; locale: Locale } | undefined> {
    const parts = token.split('.');
    if (parts.length !== 4) return undefined;
    const [id, locale, expiry, signature] = parts;
    const expected = Buffer.from(this.sign(`${id}.${locale}.${expiry}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (!isLocale(locale) || parseInt(expiry, 36) * 1000 < this.clock.now().getTime()) return undefined;
    const text = await storedText(this.dataSource.manager, id, locale);
    if (!text) return undefined;
    // Unsaved words from the editor's form stand in for the saved ones, so the frame follows the typing.
    const fields = draft ? { ...text.fields, ...draft } : text.fields;
    const row: ArticleTextRow = { ...text, fields, category: text.category as ArticleCategory };
    return { article: toArticle(row, this.config.productName), locale };
  }

  private sign(payload: string): string {
    // 128 bits of the MAC: past guessing, and short.
    return createHmac('sha256', `article-preview:${this.config.auth.jwtSecret}`).update(payload).digest('base64url').slice(0, 22);
  }

  /** The text of `locale`, locked, when `revision` is the latest; else the save is refused naming who saved since. */
  private async latest(manager: EntityManager, id: string, locale: string, revision: number | null): Promise<StoredText> {
    const current = await storedText(manager, id, locale, true);
    if (!current) throw new AppError('not_found', { subject: 'record' });
    if (revision === null || revision !== current.revision) {
      throw new AppError('article_changed_since', {
        saved_by: current.saved_by,
        saved_at: current.saved_at.toISOString(),
        revision: current.revision,
      });
    }
    return current;
  }

  /** A text's new words, where it stands kept; a published one notes the day of the change. */
  private async rewrite(manager: EntityManager, current: StoredText, input: ArticleTextInput, admin: AdminIdentity): Promise<void> {
    const fields: ArticleFields = { ...input, date: current.fields.date };
    const now = this.clock.now();
    if (current.status === 'published' && current.publish_at !== null && current.publish_at <= now) {
      const today = dayIn(now);
      if (today > fields.date) fields.lastUpdated = today;
    } else if (current.fields.lastUpdated !== undefined) {
      fields.lastUpdated = current.fields.lastUpdated;
    }
    await writeText(manager, {
      articleId: current.article_id,
      locale: current.locale,
      fields,
      status: current.status,
      publishAt: current.publish_at,
      savedBy: admin.email,
      source: 'portal',
    });
  }

  private async textsToChange(manager: EntityManager, id: string, locale: Locale | undefined): Promise<StoredText[]> {
    const texts = (await storedTexts(manager, id)).filter((t) => locale === undefined || t.locale === locale);
    if (texts.length === 0) throw new AppError('not_found', { subject: 'record' });
    return texts;
  }

  /** The title's slug, or the first of `<slug>-2`, `<slug>-3`… that no article has had. */
  private async freeSlug(manager: EntityManager, title: string): Promise<string> {
    const base = slugFromTitle(title) || 'article';
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base.slice(0, 95)}-${n}`;
      if (!(await slugOwner(manager, slug))) return slug;
    }
  }

  private record(text: StoredText): ArticleTextRecord {
    const now = this.clock.now();
    const state: ArticleState = text.status === 'draft' ? 'draft' : text.publish_at! > now ? 'scheduled' : 'published';
    return {
      ...inputOf(text.fields),
      locale: text.locale as Locale,
      state,
      date: text.fields.date,
      ...(text.fields.lastUpdated !== undefined && { lastUpdated: text.fields.lastUpdated }),
      publish_at: text.publish_at?.toISOString() ?? null,
      revision: text.revision,
      saved_by: text.saved_by,
      saved_at: text.saved_at.toISOString(),
      readingTime: readingMinutes(text.fields.content.replaceAll('{product}', this.config.productName)),
    };
  }
}

/** The editor's texts as the database keeps them: optional fields left out when blank. */
function fieldsOf(input: ArticleTextInput): Omit<ArticleFields, 'date'> {
  const fields: Omit<ArticleFields, 'date'> = {
    title: input.title.trim(),
    excerpt: input.excerpt.trim(),
    author: input.author.trim(),
    tags: input.tags.map((tag) => tag.trim()),
    content: input.content.trim(),
  };
  for (const field of OPTIONAL_FIELDS) {
    const value = input[field]?.trim();
    if (value) fields[field] = value;
  }
  return fields;
}

function inputOf(fields: ArticleFields): ArticleTextInput {
  const { date: _date, lastUpdated: _lastUpdated, ...input } = fields;
  return input;
}

/** A text whose markdown links somewhere the article page would not is refused, naming the address. */
function checkLinks(input: Pick<ArticleTextInput, 'content'>): void {
  const address = refusedLink(input.content);
  if (address !== undefined) throw new AppError('article_link_scheme', { address });
}

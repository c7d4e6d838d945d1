import {
  ARTICLE_CATEGORIES,
  isArticleCategory,
  isArticleSlug,
  LOCALES,
  type ApiErrorField,
  type ArticleCategory,
  type ArticlePublishRequest,
  type ArticleRecord,
  type ArticleRevisionRecord,
  type ArticleState,
  type ArticleTextInput,
  type ArticleTextRecord,
  type ArticleTranslationWrite,
  type ArticleWrite,
  type Locale,
} from '@gameshift/contracts';
import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import type { EdgeFailure } from '../../common/edge-rules';
import { EdgeRule } from '../../common/edge-rules';
import { EdgeInput } from '../../common/validation';
import { MISSING_RECORD } from '../../common/path-params';

/** The longest article body: far beyond any news post, far below what a request should carry. */
export const MAX_CONTENT = 200_000;
/** The body limit of the routes that take an article's text (the app's is 32 KB). */
export const ARTICLE_BODY_LIMIT = 512 * 1024;
const MAX_TEXT = 500;
const MAX_TAGS = 20;
const MAX_TAG = 50;
const TRANSLATED: readonly Locale[] = LOCALES.filter((locale) => locale !== 'en');

/** Addresses of media: a path on this site or an https:// address. */
const MEDIA_ADDRESS = /^(\/(?!\/)[^\s"'<>\\]*|https:\/\/[^\s"'<>\\]+)$/;

function failure(field: string, rule: string, errorField?: ApiErrorField): EdgeFailure {
  return { code: 'invalid_body', details: { body: { problem: 'field_rule', field, rule }, ...(errorField && { field: errorField }) } };
}

const isText = (max: number) => (value: unknown) => typeof value === 'string' && value.trim() !== '' && value.length <= max;
const optional = (check: (value: unknown) => boolean) => (value: unknown) =>
  value === undefined || value === null || value === '' || check(value);

/** A property checked by `check`, answering `must …` (the rule in words) naming the field. */
function Rule(field: string, check: (value: unknown) => boolean, rule: string, errorField?: ApiErrorField): PropertyDecorator {
  return EdgeRule(`article_${field}`, 'shape', (value) => (check(value) ? null : failure(field, rule, errorField)));
}

const TEXT_RULE = `must be text of 1 to ${MAX_TEXT} characters`;
const MEDIA_RULE = 'must be a path on this site (/media/…) or an https:// address';

/** The texts of one language of an article, as the editor writes them. */
@EdgeInput({ unknownFields: 'ignore', notAnObject: 'refuse' })
export class ArticleTextInputDto implements ArticleTextInput {
  @ApiProperty({ maxLength: MAX_TEXT, example: 'Season one starts on 1 March' })
  @Rule('title', isText(MAX_TEXT), TEXT_RULE)
  title!: string;

  @ApiProperty({ maxLength: MAX_TEXT })
  @Rule('excerpt', isText(MAX_TEXT), TEXT_RULE)
  excerpt!: string;

  @ApiProperty({ maxLength: MAX_TEXT, example: 'The {product} Team' })
  @Rule('author', isText(MAX_TEXT), TEXT_RULE)
  author!: string;

  @ApiProperty({ type: [String], maxItems: MAX_TAGS })
  @Rule(
    'tags',
    (value) => Array.isArray(value) && value.length <= MAX_TAGS && value.every(isText(MAX_TAG)),
    `must be a list of at most ${MAX_TAGS} texts of 1 to ${MAX_TAG} characters`,
  )
  tags!: string[];

  @ApiProperty({ maxLength: MAX_CONTENT, description: 'Markdown; `{product}` stands for the product’s name' })
  @Rule('content', isText(MAX_CONTENT), `must be markdown of 1 to ${MAX_CONTENT} characters`, 'content')
  content!: string;

  @ApiPropertyOptional({ description: 'The hero image' })
  @Rule('image', optional((v) => typeof v === 'string' && MEDIA_ADDRESS.test(v)), MEDIA_RULE)
  image?: string;

  @ApiPropertyOptional({ description: 'The link preview’s image; the hero image when left out' })
  @Rule('ogImage', optional((v) => typeof v === 'string' && MEDIA_ADDRESS.test(v)), MEDIA_RULE)
  ogImage?: string;

  @ApiPropertyOptional({ description: 'The narration Listen plays; the browser reads the text aloud when left out' })
  @Rule('audioFile', optional((v) => typeof v === 'string' && MEDIA_ADDRESS.test(v)), MEDIA_RULE)
  audioFile?: string;

  @ApiPropertyOptional({ maxLength: MAX_TEXT, description: 'What the narration is when it is not the whole article' })
  @Rule('audioNote', optional(isText(MAX_TEXT)), TEXT_RULE)
  audioNote?: string;

  @ApiPropertyOptional({ maxLength: MAX_TEXT })
  @Rule('metaTitle', optional(isText(MAX_TEXT)), TEXT_RULE)
  metaTitle?: string;

  @ApiPropertyOptional({ maxLength: MAX_TEXT })
  @Rule('metaDescription', optional(isText(MAX_TEXT)), TEXT_RULE)
  metaDescription?: string;
}

/** A new article, or a save of its English text. */
export class ArticleWriteDto extends ArticleTextInputDto implements ArticleWrite {
  @ApiPropertyOptional({
    maxLength: 100,
    example: 'season-one-starts',
    description: 'Proposed from the title when left out of a new article',
  })
  @Rule(
    'slug',
    optional(isArticleSlug),
    'must be lowercase words of letters and digits joined by single dashes, at most 100 characters',
    'slug',
  )
  slug?: string;

  @ApiProperty({ enum: ARTICLE_CATEGORIES })
  @Rule('category', isArticleCategory, `must be one of ${ARTICLE_CATEGORIES.join(', ')}`)
  category!: ArticleCategory;

  @ApiPropertyOptional({ description: 'Required on a save: the revision the editor started from' })
  @Rule(
    'revision',
    optional((v) => Number.isSafeInteger(v) && (v as number) >= 1),
    'must be the revision number the text was edited from',
    'revision',
  )
  revision?: number;
}

/** A save of one translation. */
export class ArticleTranslationWriteDto extends ArticleTextInputDto implements ArticleTranslationWrite {
  @ApiProperty({ type: Number, nullable: true, description: 'The revision the translation was edited from; null for a first one' })
  @Rule(
    'revision',
    (v) => v === null || (Number.isSafeInteger(v) && (v as number) >= 1),
    'must be the revision the text was edited from, or null for a new translation',
    'revision',
  )
  revision!: number | null;
}

const OFFSET_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function isTimeZone(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

@EdgeInput({ unknownFields: 'reject', notAnObject: 'empty' })
export class ArticlePublishDto implements ArticlePublishRequest {
  @ApiPropertyOptional({ example: '2026-12-01T09:00:00+01:00', description: 'ISO 8601 with its offset; leave out to publish now' })
  @Rule(
    'publish_at',
    optional((v) => typeof v === 'string' && OFFSET_TIME.test(v) && !Number.isNaN(Date.parse(v))),
    'must be a date and time with its offset, like 2026-12-01T09:00:00+01:00',
    'publish_at',
  )
  publish_at?: string;

  @ApiPropertyOptional({
    example: 'Europe/Paris',
    description: 'The editor’s time zone, which decides the publish date shown; UTC when left out',
  })
  @Rule('time_zone', optional(isTimeZone), 'must be a time zone such as Europe/Paris')
  time_zone?: string;

  @ApiPropertyOptional({ enum: LOCALES, description: 'One language; every language the article has when left out' })
  @Rule('locale', optional((v) => (LOCALES as readonly unknown[]).includes(v)), `must be one of ${LOCALES.join(', ')}`, 'locale')
  locale?: Locale;
}

@EdgeInput({ unknownFields: 'reject', notAnObject: 'empty' })
export class ArticleUnpublishDto {
  @ApiPropertyOptional({ enum: LOCALES, description: 'One language; the whole article (every language) when left out' })
  @Rule('locale', optional((v) => (LOCALES as readonly unknown[]).includes(v)), `must be one of ${LOCALES.join(', ')}`, 'locale')
  locale?: Locale;
}

/** An article's id in the path: letters, digits, - and _; anything else names no article. */
export class ArticleIdParamsDto {
  @ApiProperty({ example: 'season-one-roadmap-3f2a' })
  @EdgeRule('articleId', 'shape', (value) => (typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? null : MISSING_RECORD))
  id!: string;
}

export class ArticleTranslationParamsDto extends ArticleIdParamsDto {
  @ApiProperty({ enum: TRANSLATED })
  @EdgeRule('articleLocale', 'shape', (value) => ((TRANSLATED as readonly unknown[]).includes(value) ? null : MISSING_RECORD))
  locale!: Locale;
}

export class ArticleRevisionParamsDto extends ArticleIdParamsDto {
  @ApiProperty({ example: 'en:3', description: '<locale>:<revision>' })
  @EdgeRule('articleRevision', 'shape', (value) =>
    typeof value === 'string' && /^[a-z]{2}(-[a-z]{2})?:\d{1,9}$/.test(value) ? null : MISSING_RECORD,
  )
  revision!: string;
}

export class ArticleTextRecordDto extends ArticleTextInputDto implements ArticleTextRecord {
  @ApiProperty({ enum: LOCALES })
  locale!: Locale;

  @ApiProperty({ enum: ['draft', 'scheduled', 'published'] })
  state!: ArticleState;

  @ApiProperty({ example: '2026-12-01' })
  date!: string;

  @ApiPropertyOptional({ example: '2026-12-03' })
  lastUpdated?: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  publish_at!: string | null;

  @ApiProperty()
  revision!: number;

  @ApiProperty()
  saved_by!: string;

  @ApiProperty({ format: 'date-time' })
  saved_at!: string;

  @ApiProperty()
  readingTime!: number;
}

export class ArticleRecordDto extends ArticleTextRecordDto implements ArticleRecord {
  @ApiProperty()
  id!: string;

  @ApiProperty()
  slug!: string;

  @ApiProperty({ enum: ARTICLE_CATEGORIES })
  category!: ArticleCategory;

  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(ArticleTextRecordDto) },
    description: 'Each other language’s text, by language',
  })
  translations!: Partial<Record<Locale, ArticleTextRecord>>;

  @ApiProperty({ enum: LOCALES, isArray: true })
  missing!: Locale[];
}

export class ArticleRevisionRecordDto extends ArticleTextInputDto implements ArticleRevisionRecord {
  @ApiProperty({ example: 'en:3' })
  id!: string;

  @ApiProperty({ enum: LOCALES })
  locale!: Locale;

  @ApiProperty()
  revision!: number;

  @ApiProperty()
  slug!: string;

  @ApiProperty({ enum: ['draft', 'published'] })
  state!: 'draft' | 'published';

  @ApiProperty()
  date!: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  publish_at!: string | null;

  @ApiProperty()
  saved_by!: string;

  @ApiProperty({ format: 'date-time' })
  saved_at!: string;

  @ApiProperty()
  current!: boolean;
}

export class ArticlePreviewLinkDto {
  @ApiProperty({
    example: '/preview/articles/eyJ…',
    description: 'The draft’s page as a visitor will see it; the link works for 30 minutes',
  })
  url!: string;
}

@EdgeInput({ unknownFields: 'reject', notAnObject: 'empty' })
export class ArticleRevisionsQueryDto {
  @ApiPropertyOptional({ enum: LOCALES, description: 'One language’s revisions; every language’s when left out' })
  @Rule('locale', optional((v) => (LOCALES as readonly unknown[]).includes(v)), `must be one of ${LOCALES.join(', ')}`, 'locale')
  locale?: Locale;
}

@EdgeInput({ unknownFields: 'ignore', notAnObject: 'refuse' })
export class ArticleRestoreDto {
  @ApiProperty({ description: 'The latest revision the editor saw: a later save by someone else refuses the restore' })
  @Rule('revision', (v) => Number.isSafeInteger(v) && (v as number) >= 1, 'must be the latest revision number the editor saw', 'revision')
  revision!: number;
}

import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_STATUSES,
  DEFAULT_LOCALE,
  isEmailAddress,
  isLocale,
  LOCALES,
  TRANSLATED_LOCALES,
  type AnnouncementPreview,
  type AnnouncementRecord,
  type AnnouncementSendResponse,
  type AnnouncementStatus,
  type AnnouncementTranslation,
  type AnnouncementTranslations,
  type Locale,
  type TestCopyQueued,
} from '@gameshift/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EdgeRule } from '../../common/edge-rules';
import { IdParamsDto } from '../../common/path-params';

export class AnnouncementDto implements AnnouncementRecord {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ maxLength: ANNOUNCEMENT_LIMITS.subject })
  subject!: string;

  @ApiProperty({ description: 'Markdown; {handle}, {product} and {claim_url} are filled in for each recipient' })
  body!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'object', properties: { subject: { type: 'string' }, body: { type: 'string' } } },
    description: `Subject and body by language (${TRANSLATED_LOCALES.join(', ')}); a recipient whose reservation was made in one gets that copy`,
  })
  translations!: AnnouncementTranslations;

  @ApiProperty({ enum: ANNOUNCEMENT_STATUSES })
  status!: AnnouncementStatus;

  @ApiProperty({ description: 'For a draft or a schedule, the audience it would have now; once started, the audience fixed then' })
  recipients!: number;

  @ApiProperty()
  sent!: number;

  @ApiProperty({ description: 'Refused for a reason about us (the send paused itself)' })
  failed!: number;

  @ApiProperty({ description: 'Refused by the recipient’s server as a dead mailbox; the address is suppressed' })
  bounced!: number;

  @ApiProperty({ description: 'Suppressed or erased after the audience was fixed, or left when the send was cancelled' })
  skipped!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  send_at!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why the send paused itself' })
  paused_reason!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  started_at!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finished_at!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the send last settled a copy; null while none has',
  })
  last_progress_at!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'While sending, when the send last started, resumed or settled a copy: how long it has gone without progress counts from here (the AnnouncementStalled alert’s reading); null otherwise',
  })
  waiting_since!: string | null;

  @ApiProperty({
    type: 'object',
    nullable: true,
    additionalProperties: { type: 'integer' },
    example: { en: 3, es: 2, de: 1 },
    description:
      'Until the send starts, its audience now by the language each reservation was made in; a language without a translation gets the English copy. Null once the audience is fixed',
  })
  audience_by_locale!: Partial<Record<Locale, number>> | null;
}

/** The language whose copy is asked for: one of the site's. */
const localeRule = (value: unknown) =>
  value === undefined || isLocale(value)
    ? null
    : { code: 'invalid_body' as const, details: { body: { problem: 'locale' as const }, field: 'locale' as const } };

const LOCALE_PROPERTY = { enum: LOCALES, default: DEFAULT_LOCALE } as const;

const shape = (field: 'subject' | 'body') => ({
  code: 'invalid_body' as const,
  details: { body: { problem: 'shape' as const, sentence: 'announcementShape' as const }, field },
});

function validSubject(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= ANNOUNCEMENT_LIMITS.subject && !/[\r\n]/.test(value);
}

function validBody(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= ANNOUNCEMENT_LIMITS.body;
}

function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The translations as they are kept: each language given with both its words, under the English
 * rules; a language whose two fields are left blank (as the portal's form sends it) is none.
 * Null when `value` is not of that shape.
 */
export function keptTranslations(value: unknown): AnnouncementTranslations | null {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return null;
  const kept: Partial<Record<string, AnnouncementTranslation>> = {};
  for (const [locale, words] of Object.entries(value)) {
    if (!isLocale(locale) || locale === DEFAULT_LOCALE) return null;
    if (words === undefined || words === null) continue;
    if (typeof words !== 'object' || Array.isArray(words)) return null;
    const { subject, body, ...other } = words as Record<string, unknown>;
    if (Object.keys(other).length > 0) return null;
    if (blank(subject) && blank(body)) continue;
    if (!validSubject(subject) || !validBody(body)) return null;
    kept[locale] = { subject, body };
  }
  return kept;
}

/** A draft's words: both required, on create and on update. */
export class AnnouncementBodyDto {
  @ApiProperty({ minLength: 1, maxLength: ANNOUNCEMENT_LIMITS.subject, example: '{product} is live' })
  @EdgeRule('announcementSubject', 'shape', (value) => (validSubject(value) ? null : shape('subject')))
  subject!: string;

  @ApiProperty({ minLength: 1, maxLength: ANNOUNCEMENT_LIMITS.body, example: 'Hi {handle}, claim your ID at {claim_url}.' })
  @EdgeRule('announcementBody', 'shape', (value) => (validBody(value) ? null : shape('body')))
  body!: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'object', properties: { subject: { type: 'string' }, body: { type: 'string' } } },
    example: { ja: { subject: '{product}がリリースされました', body: '{handle}さん、{claim_url} からIDを受け取れます。' } },
    description: `The subject and body in other languages of the site (${TRANSLATED_LOCALES.join(', ')}), each under the English rules; a language left out, or with both blank, has none`,
  })
  @EdgeRule('announcementTranslations', 'shape', (value) =>
    keptTranslations(value) !== null
      ? null
      : { code: 'invalid_body', details: { body: { problem: 'shape', sentence: 'announcementTranslationsShape' }, field: 'translations' } },
  )
  translations?: AnnouncementTranslations;
}

/** A draft's words, as the editor holds them, and the language of the reservers whose copy to render. */
export class AnnouncementPreviewBodyDto extends AnnouncementBodyDto {
  @ApiPropertyOptional({
    ...LOCALE_PROPERTY,
    description:
      'Render the copy that reservations made in this language get: the translation in `translations` when there is one, the English words otherwise, with the words around them (footer, unsubscribe link) in the copy’s language',
  })
  @EdgeRule('announcementPreviewLocale', 'shape', localeRule)
  locale?: Locale;
}

export class SendAnnouncementDto {
  @ApiPropertyOptional({ format: 'date-time', description: 'Start the send then; left out (or past), at once' })
  @EdgeRule('announcementSendAt', 'shape', (value) =>
    value === undefined || (typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value)))
      ? null
      : { code: 'invalid_body', details: { body: { problem: 'shape', sentence: 'announcementSendAt' }, field: 'send_at' } },
  )
  send_at?: string;
}

export class TestAnnouncementDto {
  @ApiPropertyOptional({ description: 'Another admin of the team; left out, the signed-in admin' })
  @EdgeRule('announcementTestEmail', 'shape', (value) =>
    value === undefined || (typeof value === 'string' && isEmailAddress(value)) ? null : { code: 'announcement_test_recipient' },
  )
  email?: string;

  @ApiPropertyOptional({
    ...LOCALE_PROPERTY,
    description: 'Send the copy that reservations made in this language get: its translation, or the English copy when it has none',
  })
  @EdgeRule('announcementTestLocale', 'shape', localeRule)
  locale?: Locale;
}

export class AnnouncementCopyParamsDto extends IdParamsDto {
  @ApiProperty({
    enum: LOCALES,
    description: 'The copy that reservations made in this language get: its translation, or the English copy when it has none',
  })
  @EdgeRule('announcementCopyLocale', 'shape', localeRule)
  locale!: Locale;
}

export class AnnouncementSendDto implements AnnouncementSendResponse {
  @ApiProperty({ description: 'Confirmed reservations not suppressed: fixed now, or as it is now for a scheduled send' })
  recipients!: number;
}

export class TestCopyQueuedDto implements TestCopyQueued {
  @ApiProperty({ enum: [true], description: 'The copy is queued; it leaves with the mail queue' })
  queued!: true;

  @ApiProperty({
    enum: LOCALES,
    description: 'The language of the copy: the one asked for, or English when the announcement has no translation into it',
  })
  language!: Locale;
}

export class AnnouncementPreviewDto implements AnnouncementPreview {
  @ApiProperty({
    enum: LOCALES,
    description: 'The language of the copy: the one asked for, or English when there is no translation into it',
  })
  language!: Locale;

  @ApiProperty({ description: 'The subject with the sample values filled in' })
  subject!: string;

  @ApiProperty({ description: 'The HTML part: the markdown rendered (raw HTML escaped) inside the mail layout, with the footer' })
  html!: string;

  @ApiProperty({ description: 'The plain-text part, with the footer and the unsubscribe link' })
  text!: string;
}

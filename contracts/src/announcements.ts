import { DEFAULT_LOCALE, type Locale } from './i18n/locales';

/**
 * Where an announcement is in its life: written and changed as a `draft`, `scheduled` for a time,
 * `sending`, `paused` (by an owner, or by itself when the mail provider refuses us rather than a
 * recipient), then `sent` once every recipient is settled, or `cancelled`.
 */
export const ANNOUNCEMENT_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/**
 * What an owner may do to a send under way, from which statuses: the server refuses anything else
 * and the portal offers only these. Resuming a schedule paused before its time starts the send.
 */
export const ANNOUNCEMENT_CHANGES = {
  pause: { from: ['sending', 'scheduled'], to: 'paused' },
  resume: { from: ['paused'], to: 'sending' },
  cancel: { from: ['scheduled', 'sending', 'paused'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly AnnouncementStatus[]; to: AnnouncementStatus }>;
export type AnnouncementChange = keyof typeof ANNOUNCEMENT_CHANGES;

/** Whether `change` may be made to an announcement that is `status`. */
export function announcementAllows(change: AnnouncementChange, status: AnnouncementStatus): boolean {
  return (ANNOUNCEMENT_CHANGES[change].from as readonly AnnouncementStatus[]).includes(status);
}

/**
 * A send that settles no copy for this long needs someone to look: the portal warns, and the
 * AnnouncementStalled rule in deploy/prometheus-alerts.yml pages (a unit test holds the two equal).
 */
export const ANNOUNCEMENT_STALL_MS = 10 * 60_000;

/** What became of one recipient's copy; `queued` until it is settled. */
export const RECIPIENT_STATES = ['queued', 'sent', 'failed', 'bounced', 'skipped'] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];

/** The words an announcement may carry in braces, filled in for each recipient. */
export const ANNOUNCEMENT_PLACEHOLDERS = ['handle', 'product', 'claim_url'] as const;
export type AnnouncementPlaceholder = (typeof ANNOUNCEMENT_PLACEHOLDERS)[number];

/**
 * A launch mail is a few paragraphs. The body's limit keeps the longest one the form accepts (three
 * UTF-8 bytes a character, as Japanese takes, plus JSON's escapes) within the API's 32-KiB request
 * body, so a long draft meets this field's own error rather than a 413.
 */
export const ANNOUNCEMENT_LIMITS = { subject: 200, body: 10_000 } as const;

/** The subject of a test copy starts with this, so nobody takes it for the real send. */
export const TEST_COPY_PREFIX = '[Test] ';

/** An announcement's words in another of the site's languages: its copy to a reservation made in that language. */
export interface AnnouncementTranslation {
  subject: string;
  /** Markdown, with the same placeholders as the English body. */
  body: string;
}

/** The translations an announcement carries, by language; a reservation in a language without one gets the English copy. */
export type AnnouncementTranslations = Partial<Record<Exclude<Locale, 'en'>, AnnouncementTranslation>>;

/** The announcement's translation into `locale`; none for English, which is the announcement's own words. */
function translationInto(translations: AnnouncementTranslations, locale: Locale): AnnouncementTranslation | undefined {
  return locale === DEFAULT_LOCALE ? undefined : translations[locale as Exclude<Locale, 'en'>];
}

/**
 * The language of the copy that a reservation made in `locale` gets: that language when the
 * announcement has a translation into it, English otherwise. The words around the text follow it,
 * so a copy reads in one language throughout.
 */
export function copyLanguage(translations: AnnouncementTranslations, locale: Locale): Locale {
  return translationInto(translations, locale) ? locale : DEFAULT_LOCALE;
}

/** The words of the copy that a reservation made in `locale` gets, and their language (see copyLanguage). */
export function copyWords(
  announcement: AnnouncementTranslation & { translations: AnnouncementTranslations },
  locale: Locale,
): AnnouncementTranslation & { language: Locale } {
  const translation = translationInto(announcement.translations, locale);
  const { subject, body } = translation ?? announcement;
  return { language: translation ? locale : DEFAULT_LOCALE, subject, body };
}

/** An announcement as the admin API answers it. */
export interface AnnouncementRecord {
  id: string;
  subject: string;
  /** Markdown. */
  body: string;
  translations: AnnouncementTranslations;
  status: AnnouncementStatus;
  /** For a draft, the audience it would have now; once sending starts, the audience it was fixed to. */
  recipients: number;
  sent: number;
  failed: number;
  bounced: number;
  skipped: number;
  /** When a scheduled send starts. */
  send_at: string | null;
  /** Why the send paused itself; null otherwise. */
  paused_reason: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** When the send last settled a copy; null while none has. Read with the counts, so it is never beside 0 settled. */
  last_progress_at: string | null;
  /**
   * While sending, when the send last moved: it started, resumed or settled a copy. How long a send
   * has gone without progress counts from here, so a send resumed after a long pause is not stalled.
   */
  waiting_since: string | null;
  /**
   * Until a send starts, its audience now by the language each reservation was made in (a language
   * the announcement has no translation into gets the English copy); null once the audience is fixed.
   */
  audience_by_locale: Partial<Record<Locale, number>> | null;
}

export interface AnnouncementSendResponse {
  recipients: number;
}

/** A draft rendered as one recipient's copy would be, with a sample handle and inert links. */
export interface AnnouncementPreview {
  /** The language the copy is in: the one asked for, or English when there is no translation into it. */
  language: Locale;
  subject: string;
  html: string;
  text: string;
}

/** A test copy's answer: queued, and in which language (English when the one asked for has no translation). */
export interface TestCopyQueued {
  queued: true;
  language: Locale;
}

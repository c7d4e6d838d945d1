import type { MailMessages } from '../mail-messages';
import type { ManageMessages } from '../manage-messages';
import type { PublicMessages } from '../messages';
import type { createNewsMessages } from '../news-messages';
import type { NewsPageMessages } from '../news-page-messages';
import type { PageMessages } from '../page-messages';
import type { SiteMessages } from '../site-messages';
import type { SuppressionMessages } from '../suppression-messages';
import type { VerifyMessages } from '../verify-messages';

/**
 * A translation of an English catalogue of type `T`: the same keys, nested the same way, each text
 * (or text-making function) an ICU pattern. The compiler then refuses a missing or an extra key.
 */
export type TranslationOf<T> = {
  readonly [K in keyof T]: T[K] extends string | ((...args: never[]) => string)
    ? string
    : T[K] extends readonly (infer Item)[]
      ? readonly TranslationOf<Item>[]
      : TranslationOf<T[K]>;
};

/**
 * The manage catalogue's texts of the admin portal: the portal stays in English, so a language
 * leaves them out.
 */
export const MANAGE_PORTAL_KEYS = ['eraseAction', 'confirmErase', 'reservationErased', 'eraseFailed'] as const;

/**
 * The suppression catalogue's texts a visitor reads (the unsubscribe page and its link's answer):
 * the rest belongs to the portal and to mail providers' developers, in English.
 */
export const SUPPRESSION_VISITOR_KEYS = [
  'unsubscribePageTitle',
  'unsubscribeAsk',
  'unsubscribeAbout',
  'unsubscribeStillReceive',
  'unsubscribeButton',
  'unsubscribing',
  'unsubscribedTitle',
  'unsubscribedText',
  'unsubscribeSampleText',
  'unsubscribeInvalidTitle',
  'unsubscribeInvalidText',
  'unsubscribeFailedTitle',
  'unsubscribeFailedText',
  'unsubscribeRetry',
  'backHome',
  'resubscribeButton',
  'resubscribing',
  'resubscribedTitle',
  'resubscribedText',
  'resubscribeRefused',
  'unsubscribeLinkInvalid',
] as const;

/** One language's texts: a translation of each English catalogue a visitor reads (or its part a visitor reads). */
export interface Catalogue {
  readonly public: TranslationOf<PublicMessages>;
  readonly news: TranslationOf<ReturnType<typeof createNewsMessages>>;
  readonly manage: TranslationOf<Omit<ManageMessages, (typeof MANAGE_PORTAL_KEYS)[number]>>;
  readonly suppression: TranslationOf<Pick<SuppressionMessages, (typeof SUPPRESSION_VISITOR_KEYS)[number]>>;
  readonly site: TranslationOf<SiteMessages>;
  readonly mail: TranslationOf<MailMessages>;
  readonly verify: TranslationOf<VerifyMessages>;
  readonly newsPage: TranslationOf<NewsPageMessages>;
  readonly page: TranslationOf<PageMessages>;
}

/** The manage catalogue's texts only the server writes: its mails and its API answers. */
export const MANAGE_SERVER_KEYS = [
  'manageMailLink',
  'manageMailSubject',
  'manageMailText',
  'eraseMailSubject',
  'eraseMailText',
  'eraseMailButton',
  'mailIgnore',
  'eraseMailIgnore',
  'manageLinkInvalid',
  'manageRequestShape',
  'manageAnnouncementsShape',
  'eraseShape',
] as const;

type ManageServerKey = (typeof MANAGE_SERVER_KEYS)[number];

/** What a page's script reads: every section but the mail and the template, and of manage what the pages show. */
export type PageCatalogue = Omit<Catalogue, 'mail' | 'page' | 'manage'> & { readonly manage: Omit<Catalogue['manage'], ManageServerKey> };

/** What only the server writes: mail, the page template, and manage's mails and API answers. */
export type ServerCatalogue = Pick<Catalogue, 'mail' | 'page'> & { readonly manage: Pick<Catalogue['manage'], ManageServerKey> };

/** One language's whole catalogue, from what its pages read and what only the server writes. */
export function wholeCatalogue(page: PageCatalogue, server: ServerCatalogue): Catalogue {
  return { ...page, ...server, manage: { ...page.manage, ...server.manage } };
}

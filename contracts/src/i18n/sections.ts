/**
 * One section of a language's catalogue. `translated` keeps only those keys (the rest stays
 * English, like `englishOnly`); `serverOnly` is the part no page's script reads: the whole section,
 * or these keys. Its texts are the section of catalogues/en.json, and the argument names of each
 * text that takes arguments are compiled from them (ENGLISH_PARAMS).
 */
export interface SectionSpec {
  readonly translated?: readonly string[];
  readonly englishOnly?: readonly string[];
  readonly serverOnly?: true | readonly string[];
}

/**
 * The sections of every language's catalogue. The `Catalogue` type, its page and server parts,
 * `localizedMessages` and the pages' translator are all derived from this table: a new section is
 * one entry here, its texts in catalogues/en.json and its compiled factory in english.ts's map,
 * which the compiler then asks for.
 */
export const SECTIONS = {
  /** The public site's rules and answers: what its pages show, and the public API's answers. */
  public: {
    // Sentences only the server writes: answers the pages show as they come, and the site password's.
    serverOnly: [
      'emailTypo',
      'handleInvalidFormat',
      'tooManyRequests',
      'serverBusy',
      'humanCheckRequired',
      'humanCheckExpired',
      'invalidOrExpiredLink',
      'verifyUpdateFailed',
      'verifyUnexpectedError',
      'duplicateToken',
      'verificationResent',
      'linkSentAgain',
      'resendCoolingDown',
      'resendDailyLimit',
      'httpError',
      'internalError',
      'sitePasswordRequired',
      'sitePasswordRealm',
    ],
  },
  /** The news pages, the embedded post card and the 404 page: apart from `public`, so `/` loads none of them. */
  news: {},
  /** A person's own data: the /manage pages, their mails and their API's answers. */
  manage: {
    // The admin portal's texts: the portal stays in English.
    englishOnly: ['eraseAction', 'confirmErase', 'reservationErased', 'eraseFailed'],
    // Its mails and its API answers.
    serverOnly: [
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
    ],
  },
  /** The unsubscribe page and the answers of the suppressions' API. */
  suppression: {
    // What a visitor reads (the unsubscribe page and its link's answer): the rest belongs to the
    // portal and to mail providers' developers, in English.
    translated: [
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
    ],
  },
  /** What only the public site shows: labels, headings, hints (rules and errors are `public`'s). */
  site: {},
  /** The confirmation mail's words, and those every announcement copy carries around the owner's text. */
  mail: {
    serverOnly: true,
  },
  /** The verification page's texts: only that page's chunk takes them. */
  verify: {},
  /** The news pages' chrome (list, article, contents, toasts, read-aloud player) and the list's head. */
  newsPage: {},
  /** The page template's own texts (its description before a page sets one, its line without JavaScript), written by the server. */
  page: { serverOnly: true },
} as const satisfies Readonly<Record<string, SectionSpec>>;

export type Sections = typeof SECTIONS;

export type Section = keyof Sections;

/** The sections a page's script reads some of. */
export type PageSection = { [S in Section]: Sections[S] extends { serverOnly: true } ? never : S }[Section];

/** The sections' names, in the table's order. */
export const SECTION_NAMES = Object.keys(SECTIONS) as Section[];

/** Whether a language translates a section's top-level `key`: one of its `translated`, or not one of its `englishOnly`. */
export function isTranslated(spec: SectionSpec, key: string): boolean {
  return spec.translated ? spec.translated.includes(key) : !spec.englishOnly?.includes(key);
}

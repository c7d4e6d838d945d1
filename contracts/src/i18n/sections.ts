/**
 * One section of a language's catalogue: the argument names of each function of its English texts
 * (english.ts), in the order the function takes them, keyed by the text's path (`reserve.stepOf`);
 * a translation's pattern names them. `translated` keeps only those keys (the
 * rest stays English, like `englishOnly`); `serverOnly` is the part no page's script reads: the whole
 * section, or these keys.
 */
export interface SectionSpec {
  readonly params: Readonly<Record<string, readonly string[]>>;
  readonly translated?: readonly string[];
  readonly englishOnly?: readonly string[];
  readonly serverOnly?: true | readonly string[];
}

/**
 * The sections of every language's catalogue. The `Catalogue` type, its page and server parts,
 * `localizedMessages` and the pages' translator are all derived from this table: a new section is
 * one entry here and its English factory in english.ts, which the compiler then asks for.
 */
export const SECTIONS = {
  public: {
    params: {
      handleHold: ['minutes'],
      emailTypo: ['likely'],
      tooManyAttempts: ['minutes'],
      busyRetrying: ['seconds'],
      busyGaveUp: ['action'],
      linkSentAgain: ['email'],
      resendCoolingDown: ['seconds'],
    },
  },
  news: {
    params: {
      articlePageTitle: ['title'],
      replyingTo: ['handle'],
      readReplies: ['count'],
      readMoreOn: ['platform'],
      continueWatchingOn: ['platform'],
    },
  },
  manage: {
    params: {
      manageLinkSentTo: ['email'],
      eraseRequestedText: ['domain'],
      eraseAsk: ['handle'],
      erasedText: ['handle'],
      erasedKeptHandle: ['handle', 'date'],
      erasedKeptHandleForEver: ['handle'],
      manageMailText: ['handle'],
      eraseMailText: ['handle'],
    },
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
  suppression: {
    params: { unsubscribeAbout: ['handle'] },
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
  site: {
    params: {
      footerReserve: ['name'],
      'reserve.stepOf': ['step', 'total'],
      'reserve.didYouMean': ['email'],
      'reserve.useSuggested': ['email'],
      'reserve.keepTyped': ['email'],
      'reserve.available': ['handle'],
      'reserve.unavailable': ['handle'],
      'success.resendIn': ['seconds'],
      'success.openInbox': ['provider'],
      'language.articleNotTranslated': ['language'],
      'language.pageNotTranslated': ['language'],
    },
  },
  mail: {
    params: { confirmSubject: ['handle'], confirmLead: ['handle'], announcementFooter: ['handle'] },
    serverOnly: true,
  },
  verify: {
    params: { raceLostText: ['handle'], resendIn: ['seconds'] },
  },
  newsPage: {
    params: {
      readingTime: ['minutes'],
      byAuthor: ['author'],
      postLikes: ['count'],
      'player.pitchPreset': ['pitch'],
      'player.sentence': ['index', 'total'],
      'player.time': ['current', 'total'],
    },
  },
  // The page template's own texts.
  page: { params: {}, serverOnly: true },
} as const satisfies Readonly<Record<string, SectionSpec>>;

export type Sections = typeof SECTIONS;

export type Section = keyof Sections;

/** The sections a page's script reads some of. */
export type PageSection = { [S in Section]: Sections[S] extends { serverOnly: true } ? never : S }[Section];

/** The sections' names, in the table's order. */
export const SECTION_NAMES = Object.keys(SECTIONS) as Section[];

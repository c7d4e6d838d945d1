import type { ParamNames } from './localize';

/*
 * The argument names of each parameterised English text, in the order its function takes them,
 * keyed by the text's path. A translation's pattern uses these names; the catalogue test checks
 * that every function of the English catalogues is listed here with its arity.
 */

export const PUBLIC_PARAMS: ParamNames = {
  handleHold: ['minutes'],
  emailTypo: ['likely'],
  tooManyAttempts: ['minutes'],
  busyRetrying: ['seconds'],
  busyGaveUp: ['action'],
  linkSentAgain: ['email'],
  resendCoolingDown: ['seconds'],
};

export const NEWS_PARAMS: ParamNames = {
  articlePageTitle: ['title'],
  replyingTo: ['handle'],
  readReplies: ['count'],
  readMoreOn: ['platform'],
  continueWatchingOn: ['platform'],
};

export const MANAGE_PARAMS: ParamNames = {
  manageLinkSentTo: ['email'],
  eraseRequestedText: ['domain'],
  eraseAsk: ['handle'],
  erasedText: ['handle'],
  erasedKeptHandle: ['handle', 'date'],
  erasedKeptHandleForEver: ['handle'],
  manageMailText: ['handle'],
  eraseMailText: ['handle'],
};

export const SUPPRESSION_PARAMS: ParamNames = {
  unsubscribeAbout: ['handle'],
};

export const SITE_PARAMS: ParamNames = {
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
};

export const MAIL_PARAMS: ParamNames = {
  confirmSubject: ['handle'],
  confirmLead: ['handle'],
  announcementFooter: ['handle'],
};

export const VERIFY_PARAMS: ParamNames = {
  raceLostText: ['handle'],
  resendIn: ['seconds'],
};

export const NEWS_PAGE_PARAMS: ParamNames = {
  readingTime: ['minutes'],
  byAuthor: ['author'],
  postLikes: ['count'],
  'player.pitchPreset': ['pitch'],
  'player.sentence': ['index', 'total'],
  'player.time': ['current', 'total'],
};

export const PAGE_PARAMS: ParamNames = {};

// Generated from catalogues/en.json by contracts/scripts/compile-english.mjs (the contracts build): edit the JSON.
import { englishNumber } from '../english-runtime';
import { siteArguments } from '../site-arguments';

/** The English texts of the catalogue's `public` section that a page shows. */
export function createPublicPageMessages(product: string) {
  const site = siteArguments(product);
  return Object.freeze({
    reserve: 'Reserve',
    reserving: 'Reserving...',
    oneMoreStep: 'One more step',
    reservationCreated: 'Check your email for a link to confirm your reservation.',
    handleHold: (minutes: number) =>
      `We hold this ID for you for ${minutes === 1 ? `1 minute` : `${englishNumber(minutes)} minutes`} after you reserve it. The link works for ${englishNumber(site.verificationHours)} hours, but after those ${minutes === 1 ? `1 minute` : `${englishNumber(minutes)} minutes`} someone else may reserve the ID and confirm it first.`,
    reserveYourId: 'Reserve your ID',
    reserveProductId: `Reserve ${product} ID`,
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email format',
    emailAlias: 'Email aliases not allowed',
    emailDisposable: 'Disposable email addresses not allowed',
    emailDomainBusy: 'Too many sign-ups from this email domain right now. Try again later or use another address.',
    emailDomainNoMail: "This email's domain cannot receive mail. Check the address for a typo.",
    handleRequired: `${product} ID is required`,
    handleFormat: `ID must be ${englishNumber(site.handleMin)}-${englishNumber(site.handleMax)} characters, letters, numbers and underscores only`,
    handleRule: `${englishNumber(site.handleMin)}-${englishNumber(site.handleMax)} characters, letters, numbers and underscores only`,
    handleDigitsOnly: 'ID must contain at least one letter',
    handleRestricted: 'ID contains restricted content',
    handleReserved: 'This ID is reserved',
    tooManyAttempts: (minutes: string | number) => `Too many attempts. Try again in ${englishNumber(minutes)} minutes.`,
    tooManyPending:
      'You already have several reservations waiting for confirmation. Confirm one from its email, or wait for its link to expire, before reserving another.',
    submitFailedNotReserved: "There was an error and you need to try submitting again. The ID wasn't reserved.",
    alreadyRegistered: 'This information is already registered.',
    emailTaken: 'This email is already registered.',
    handleTaken: `This ${product} ID is already taken.`,
    genericError: 'An error occurred. Please try again.',
    busyRetrying: (seconds: string | number) => `Lots of people are reserving right now — retrying in ${englishNumber(seconds)} s…`,
    busyGaveUp: (action: string | number) =>
      `We couldn't reach the server for a minute. Nothing was lost: press ${englishNumber(action)} to try again.`,
    humanCheckTitle: 'Are you human?',
    startGame: 'START GAME',
    followPattern: `Follow the pattern of ${englishNumber(site.patternLength)} colors`,
    watchPattern: 'Watch the pattern...',
    getReady: 'Get ready...',
    yourTurn: 'Your turn!',
    wrongSequence: 'Wrong sequence! Try again.',
    goodGame: 'Good Game!',
    tryAgain: 'Try Again',
    audioNotSupported: 'Audio not supported',
    invalidVerificationLink: 'Invalid verification link',
    linkValidity: `Verification links are valid for ${englishNumber(site.verificationHours)} hours.`,
    verifyFailedDefault: 'Unable to verify your reservation. The link may be invalid or expired.',
    tryDifferentId: 'Try a Different ID',
  });
}

export type PublicPageMessages = ReturnType<typeof createPublicPageMessages>;

/** The English texts of the catalogue's `public` section: a page's, and those only the server writes. */
export function createPublicMessages(product: string) {
  const site = siteArguments(product);
  return Object.freeze({
    ...createPublicPageMessages(product),
    emailTypo: (likely: string | number) => `Did you mean ${englishNumber(likely)}? The address as typed cannot receive our email.`,
    handleInvalidFormat: `Invalid ${product} ID format`,
    tooManyRequests: 'Too many requests. Please slow down.',
    serverBusy: 'Lots of people are reserving right now. Nothing was spent: try again in a few seconds.',
    humanCheckRequired: 'Please complete the human check first.',
    humanCheckExpired: 'The human check has expired. Please play again.',
    invalidOrExpiredLink: 'Invalid or expired verification link',
    verifyUpdateFailed: 'Failed to verify reservation - please try again',
    verifyUnexpectedError: 'An unexpected error occurred during verification',
    duplicateToken: 'Multiple reservations found with same token',
    verificationResent: 'If that reservation is still waiting for confirmation, a new link is on its way.',
    linkSentAgain: (email: string | number) => `We sent a new link to ${englishNumber(email)}.`,
    resendCoolingDown: (seconds: string | number) =>
      `We just sent you a link. You can ask for another in ${englishNumber(seconds)} seconds.`,
    resendDailyLimit: `You have had ${englishNumber(site.resendsPerDay)} links today. Use the newest one, or ask again tomorrow.`,
    httpError: {
      '400': 'The request is not valid.',
      '401': 'Authentication required.',
      '403': 'Forbidden.',
      '404': 'Not found.',
      '405': 'Method not allowed.',
      '409': 'This information is already registered.',
      '413': 'The request body is too large.',
      '415': 'Unsupported content type: send JSON.',
      '429': 'Too many requests. Please slow down.',
    } as Readonly<Record<number, string>>,
    internalError: 'Internal server error',
    sitePasswordRequired: 'This site is password protected.',
    sitePasswordRealm: `${product}`,
  });
}

export type PublicMessages = ReturnType<typeof createPublicMessages>;

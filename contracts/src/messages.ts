import { GAME, RESEND, USER_ID, VERIFICATION_TTL_MS } from './constants';
import { formatCount } from './format';

const HOUR_MS = 3_600_000;

function formatMinutes(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${formatCount(minutes)} minutes`;
}

/**
 * The texts of the public site: what the public SPA's pages show, and the public API's answers.
 * Kept apart from the rest so that the public pages do not carry the portal's texts.
 */
export function createPublicMessages(product: string) {
  const handleRule = `${USER_ID.min}-${USER_ID.max} characters, letters, numbers and underscores only`;
  return Object.freeze({
    // Reserve page
    reserve: 'Reserve',
    reserving: 'Reserving...',
    oneMoreStep: 'One more step',
    reservationCreated: 'Check your email for a link to confirm your reservation.',
    /** How long a pending reservation keeps its handle from others: on the success screen and in the email. */
    handleHold: (minutes: number) =>
      `We hold this ID for you for ${formatMinutes(minutes)} after you reserve it. The link works for ` +
      `${VERIFICATION_TTL_MS / HOUR_MS} hours, but after those ${formatMinutes(minutes)} someone else may reserve the ID and confirm it first.`,
    reserveYourId: 'Reserve your ID',
    reserveProductId: `Reserve ${product} ID`,

    // Email rules
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email format',
    emailAlias: 'Email aliases not allowed',
    emailDisposable: 'Disposable email addresses not allowed',
    /** A domain one letter away from a well-known provider's that the disposable lists hold. */
    emailTypo: (likely: string) => `Did you mean ${likely}? The address as typed cannot receive our email.`,
    emailDomainBusy: 'Too many sign-ups from this email domain right now. Try again later or use another address.',
    emailDomainNoMail: "This email's domain cannot receive mail. Check the address for a typo.",

    // Handle rules
    handleRequired: `${product} ID is required`,
    handleInvalidFormat: `Invalid ${product} ID format`,
    handleFormat: `ID must be ${handleRule}`,
    /** The format rule on its own, for the hint under the field: the same words as the error. */
    handleRule,
    handleDigitsOnly: 'ID must contain at least one letter',
    handleRestricted: 'ID contains restricted content',
    /** A handle containing the site's own words (its name, 'admin', 'official', ...): not offensive, only not for players. */
    handleReserved: 'This ID is reserved',

    // Reservation submit
    tooManyAttempts: (minutes: number) => `Too many attempts. Try again in ${minutes} minutes.`,
    tooManyRequests: 'Too many requests. Please slow down.',
    tooManyPending:
      'You already have several reservations waiting for confirmation. Confirm one from its email, ' +
      'or wait for its link to expire, before reserving another.',
    submitFailedNotReserved: "There was an error and you need to try submitting again. The ID wasn't reserved.",
    alreadyRegistered: 'This information is already registered.',
    emailTaken: 'This email is already registered.',
    handleTaken: `This ${product} ID is already taken.`,
    genericError: 'An error occurred. Please try again.',
    /** The answer to a request shed under load (503): nothing of the visitor's was spent. */
    serverBusy: 'Lots of people are reserving right now. Nothing was spent: try again in a few seconds.',
    busyRetrying: (seconds: number) => `Lots of people are reserving right now — retrying in ${seconds} s…`,
    busyGaveUp: (action: string) => `We couldn't reach the server for a minute. Nothing was lost: press ${action} to try again.`,

    // Human check
    humanCheckTitle: 'Are you human?',
    startGame: 'START GAME',
    followPattern: `Follow the pattern of ${GAME.sequenceLength} colors`,
    watchPattern: 'Watch the pattern...',
    getReady: 'Get ready...',
    yourTurn: 'Your turn!',
    wrongSequence: 'Wrong sequence! Try again.',
    goodGame: 'Good Game!',
    tryAgain: 'Try Again',
    audioNotSupported: 'Audio not supported',
    humanCheckRequired: 'Please complete the human check first.',
    humanCheckExpired: 'The human check has expired. Please play again.',

    // Verification page
    invalidVerificationLink: 'Invalid verification link',
    invalidOrExpiredLink: 'Invalid or expired verification link',
    verifyUpdateFailed: 'Failed to verify reservation - please try again',
    verifyUnexpectedError: 'An unexpected error occurred during verification',
    duplicateToken: 'Multiple reservations found with same token',
    linkValidity: `Verification links are valid for ${VERIFICATION_TTL_MS / HOUR_MS} hours.`,
    verifyFailedDefault: 'Unable to verify your reservation. The link may be invalid or expired.',
    tryDifferentId: 'Try a Different ID',
    verificationResent: 'If that reservation is still waiting for confirmation, a new link is on its way.',
    linkSentAgain: (email: string) => `We sent a new link to ${email}.`,
    resendCoolingDown: (seconds: number) => `We just sent you a link. You can ask for another in ${seconds} seconds.`,
    resendDailyLimit: `You have had ${RESEND.perAddressPerDay} links today. Use the newest one, or ask again tomorrow.`,

    // HTTP answers with no more specific text
    httpError: Object.freeze({
      400: 'The request is not valid.',
      401: 'Authentication required.',
      403: 'Forbidden.',
      404: 'Not found.',
      405: 'Method not allowed.',
      409: 'This information is already registered.',
      413: 'The request body is too large.',
      415: 'Unsupported content type: send JSON.',
      429: 'Too many requests. Please slow down.',
    } as Readonly<Record<number, string>>),
    internalError: 'Internal server error',

    // Site password (PASSWORD_PROTECTION): the answer, and the name the browser's sign-in prompt shows
    sitePasswordRequired: 'This site is password protected.',
    sitePasswordRealm: product,
  });
}

/** The texts of the admin portal, and the API's answers to a request of the wrong shape (for the developer of a client). */
export function createTeamMessages() {
  return {
    // Admin
    signIn: 'Sign In',
    signingIn: 'Signing In...',
    passwordRequired: 'Password is required',
    adminEmailInvalid: 'Please enter a valid email address',
    invalidCredentials: 'Invalid email or password',
    loginError: 'An error occurred during login. Please try again.',
    confirmManualVerify: 'Manually verify this reservation?',
    confirmResend: 'Resend verification email for this reservation?',
    confirmDelete: 'Are you sure you want to delete this reservation?',
    verificationEmailSent: 'Verification email sent successfully!',
    manualVerifyFailed: 'Failed to verify reservation',
    deleteFailed: 'Failed to delete reservation',
    resendFailed: (reason: string) => `Failed to resend verification email: ${reason}`,
    reservationNotFound: 'Reservation not found',
    recordNotFound: 'Record not found',
    reservationAlreadyVerified: 'This reservation is already verified.',
    mfaCodeNeeded: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    mfaCodeInvalid: 'That code is not valid. Check that the time on your phone is right and try the next code, or use a recovery code.',
    mfaEnrolFirst: 'Set up two-factor sign-in first: nothing else opens until it is confirmed.',
    mfaNotStarted: 'Start the set-up first: ask for a new secret.',
    mfaCurrentCodeNeeded:
      'Two-factor sign-in is already on: enter a current code from your authenticator app, or a recovery code, to set it up again.',
    mfaCurrentCodeInvalid: 'That is neither a current code from your authenticator app nor an unused recovery code.',
    mfaRecoveryCodeUsed: 'That recovery code has already been used. Each code works once.',
    mfaCodesPaused: (minutes: number) =>
      `Too many wrong codes for this account. Codes from the authenticator app work again in ${minutes} minute${minutes === 1 ? '' : 's'}; a recovery code works now.`,
    roleForbidden: 'Your role does not allow this.',
    lastOwner: 'The last owner cannot be removed or given another role.',
    adminExists: 'An admin with this email already exists.',
    invitationInvalid: 'This invitation link is invalid, used or expired. Ask an owner for a new one.',
    adminPasswordTooShort: 'Choose a password of at least 12 characters.',
    adminInviteShape: 'Send an email address and a role: viewer, operator or owner.',
    adminRoleShape: 'Send a role: viewer, operator or owner.',
    invitationShape: 'Send the invitation token and a password.',
    mfaCodeShape: 'Send the 6-digit code from your authenticator app.',
    mfaCurrentCodeShape: 'current_code must be a code from your authenticator app or a recovery code.',

    // Admin API: answers to a list or record request the portal (or a script) got wrong
    listSortInvalid: (fields: readonly string[]) => `sort must be ["<field>","ASC|DESC"] with one of: ${fields.join(', ')}.`,
    listRangeInvalid: (maxRows: number, maxOffset: number) =>
      `range must be [first,last] with first from 0 to ${maxOffset} and at most ${maxRows} rows.`,
    listFilterInvalid: 'filter must be a JSON object.',
    listFilterField: (field: string, fields: readonly string[]) =>
      `filter.${field} is not offered; filter by one of: ${fields.join(', ')}.`,
    listFilterValue: (field: string) => `filter.${field} has a value of the wrong kind.`,
    listIdsTooMany: (max: number) => `filter.id may list at most ${max} ids.`,
    listSearchNone: (fields: readonly string[]) =>
      `This list offers no search: leave out filter.q and filter by one of: ${fields.join(', ')}.`,
    recordsReadOnly: 'Admin records cannot be created or edited here.',
    recordsKept: 'Violations and audit entries are kept as recorded and cannot be deleted.',
    adminOperationInvalid: (operations: readonly string[]) => `operation must be one of ${operations.join(', ')} with data.reservationId.`,

    // API answers to a request of the wrong shape, for the developer of a client
    requestNotObject: 'The request body must be a JSON object.',
    requestUnexpectedField: (field: string) => `Unexpected field: ${field}`,
    requestNotText: (field: string) => `${field} must be a string`,
    requestTooLong: (field: string) => `${field} is too long`,
    requestFieldRule: (field: string, rule: string) => `${field} ${rule}`,
    honeypotFieldsNotObject: 'honeypot_fields must be an object',
    loginShape: 'Send an email and a password.',
    humanVerifyShape: 'Send the challenge and the sequence of pads you played.',
    resendShape: 'Send either the token of your link or your email address.',
    manageKeyInvalid: 'manage_key must be the key the reservation answer gave.',
    postIdInvalid: 'A post id is 1 to 20 digits.',

    // The languages of the site
    localeInvalid: (locales: readonly string[]) => `locale must be one of ${locales.join(', ')}.`,
  };
}

export type PublicMessages = ReturnType<typeof createPublicMessages>;

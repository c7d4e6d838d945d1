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
    adminInviteShape: 'Send an email address and a role: viewer, editor, operator or owner.',
    adminRoleShape: 'Send a role: viewer, editor, operator or owner.',
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
    // The news editor
    articleSlugTaken: (slug: string) =>
      `The address /learn/${slug} is another article's, or one an article had before it was renamed: choose another slug.`,
    articleChangedSince: (savedBy: string, savedAt: string) =>
      `${savedBy} saved this text at ${savedAt}, after the version you edited. Reload to see their changes, then make yours again.`,
    articleLinkScheme: (address: string, schemes: readonly string[]) =>
      `The text links to ${address}: links may use ${schemes.join(', ')}, or be an address on this site.`,
    announcementArticleUnpublished: 'Publish the article first: an announcement links to a page its readers can open.',
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

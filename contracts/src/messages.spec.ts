import { createMessages } from './catalogue';
import { DEFAULT_PRODUCT_NAME } from './product';

const fixedTexts: ReadonlyArray<[string, string]> = [
  ['reserve', 'Reserve'],
  ['reserving', 'Reserving...'],
  ['oneMoreStep', 'One more step'],
  ['reservationCreated', 'Check your email for a link to confirm your reservation.'],
  ['reserveYourId', 'Reserve your ID'],
  ['emailRequired', 'Email is required'],
  ['emailInvalid', 'Invalid email format'],
  ['emailAlias', 'Email aliases not allowed'],
  ['emailDisposable', 'Disposable email addresses not allowed'],
  ['handleFormat', 'ID must be 2-15 characters, letters, numbers and underscores only'],
  ['handleDigitsOnly', 'ID must contain at least one letter'],
  ['handleRestricted', 'ID contains restricted content'],
  ['handleReserved', 'This ID is reserved'],
  ['tooManyRequests', 'Too many requests. Please slow down.'],
  [
    'tooManyPending',
    'You already have several reservations waiting for confirmation. Confirm one from its email, or wait for its link to expire, before reserving another.',
  ],
  ['submitFailedNotReserved', "There was an error and you need to try submitting again. The ID wasn't reserved."],
  ['alreadyRegistered', 'This information is already registered.'],
  ['emailTaken', 'This email is already registered.'],
  ['genericError', 'An error occurred. Please try again.'],
  ['humanCheckTitle', 'Are you human?'],
  ['startGame', 'START GAME'],
  ['followPattern', 'Follow the pattern of 3 colors'],
  ['watchPattern', 'Watch the pattern...'],
  ['getReady', 'Get ready...'],
  ['yourTurn', 'Your turn!'],
  ['wrongSequence', 'Wrong sequence! Try again.'],
  ['goodGame', 'Good Game!'],
  ['tryAgain', 'Try Again'],
  ['audioNotSupported', 'Audio not supported'],
  ['humanCheckRequired', 'Please complete the human check first.'],
  ['humanCheckExpired', 'The human check has expired. Please play again.'],
  ['invalidVerificationLink', 'Invalid verification link'],
  ['invalidOrExpiredLink', 'Invalid or expired verification link'],
  ['verifyUpdateFailed', 'Failed to verify reservation - please try again'],
  ['verifyUnexpectedError', 'An unexpected error occurred during verification'],
  ['duplicateToken', 'Multiple reservations found with same token'],
  ['linkValidity', 'Verification links are valid for 24 hours.'],
  ['verifyFailedDefault', 'Unable to verify your reservation. The link may be invalid or expired.'],
  ['tryDifferentId', 'Try a Different ID'],
  ['verificationResent', 'If that reservation is still waiting for confirmation, a new link is on its way.'],
  ['signIn', 'Sign In'],
  ['signingIn', 'Signing In...'],
  ['passwordRequired', 'Password is required'],
  ['adminEmailInvalid', 'Please enter a valid email address'],
  ['invalidCredentials', 'Invalid email or password'],
  ['loginError', 'An error occurred during login. Please try again.'],
  ['confirmManualVerify', 'Manually verify this reservation?'],
  ['confirmResend', 'Resend verification email for this reservation?'],
  ['confirmDelete', 'Are you sure you want to delete this reservation?'],
  ['verificationEmailSent', 'Verification email sent successfully!'],
  ['manualVerifyFailed', 'Failed to verify reservation'],
  ['deleteFailed', 'Failed to delete reservation'],
  ['reservationNotFound', 'Reservation not found'],
  ['noArticles', 'No articles available yet. Check back soon!'],
  ['articleNotFound', 'Article Not Found'],
  ['articleNotFoundDetail', "The article you're looking for doesn't exist."],
  ['backToLearn', 'Back to Learn'],
  ['listen', 'Listen'],
  ['share', 'Share'],
  ['shareFailed', 'Failed to share article'],
  ['shared', 'Shared successfully!'],
  ['linkCopied', 'Link copied to clipboard!'],
  ['copied', 'Copied!'],
  ['copyLink', 'Copy link'],
  ['tweetNotFound', 'Tweet not found'],
  ['tweetNotFoundDetail', 'The embedded tweet could not be found...'],
  ['viewReplies', 'View replies'],
  ['notFoundCode', '404'],
  ['wrongTurn', 'Wrong turn'],
  ['secretLevel', 'Looks like that secret level was secret after all.'],
];

describe(createMessages.name, () => {
  const messages = createMessages(DEFAULT_PRODUCT_NAME);
  const nimbus = createMessages('Nimbus');

  it.each(fixedTexts)('gives %s the exact text %p', (key, text) => {
    expect(messages[key as keyof typeof messages]).toBe(text);
  });

  it('keeps texts without the product name the same for every product', () => {
    for (const [key, text] of fixedTexts) {
      expect(nimbus[key as keyof typeof nimbus]).toBe(text);
    }
  });

  it('words the handle hint as the format error, dash included', () => {
    expect(messages.handleRule).toBe('2-15 characters, letters, numbers and underscores only');
    expect(messages.handleFormat).toBe(`ID must be ${messages.handleRule}`);
  });

  it('fills the product name into the required-handle text', () => {
    expect(messages.handleRequired).toBe('GameShift ID is required');
    expect(nimbus.handleRequired).toBe('Nimbus ID is required');
  });

  it('fills the product name into the legacy handle format text', () => {
    expect(messages.handleInvalidFormat).toBe('Invalid GameShift ID format');
    expect(nimbus.handleInvalidFormat).toBe('Invalid Nimbus ID format');
  });

  it('fills the product name into the handle-taken text', () => {
    expect(messages.handleTaken).toBe('This GameShift ID is already taken.');
    expect(nimbus.handleTaken).toBe('This Nimbus ID is already taken.');
  });

  it('fills the product name into the 404 button', () => {
    expect(messages.reserveProductId).toBe('Reserve GameShift ID');
    expect(nimbus.reserveProductId).toBe('Reserve Nimbus ID');
  });

  it('fills the product name into the article page title', () => {
    expect(messages.articlePageTitle('Launch day')).toBe('Launch day | GameShift News');
    expect(nimbus.articlePageTitle('Launch day')).toBe('Launch day | Nimbus News');
  });

  it('leaves no placeholder unfilled', () => {
    const texts = Object.values(messages).filter((value) => typeof value === 'string');
    expect(texts.filter((text) => /[{}]/.test(text))).toEqual([]);
  });

  it('states the rate-limit wait in minutes', () => {
    expect(messages.tooManyAttempts(4)).toBe('Too many attempts. Try again in 4 minutes.');
  });

  it('includes the reason a resend failed', () => {
    expect(messages.resendFailed('mail server down')).toBe('Failed to resend verification email: mail server down');
  });

  it('names the handle a post replies to', () => {
    expect(messages.replyingTo('gameshift')).toBe('Replying to @gameshift');
  });

  it('shortens the reply count', () => {
    expect(messages.readReplies(1500)).toBe('Read 1.5K replies');
  });

  it('names the social platform in the read-more and continue-watching links', () => {
    expect(messages.readMoreOn('X')).toBe('Read more on X');
    expect(messages.continueWatchingOn('X')).toBe('Continue watching on X');
  });

  it('returns a frozen catalogue', () => {
    expect(Object.isFrozen(messages)).toBe(true);
  });
});

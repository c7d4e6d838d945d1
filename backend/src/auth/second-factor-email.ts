import { ADMIN_MAIL_LANG, renderMail, type RenderedMail } from '../common/render-mail';

const NOT_YOU = 'If this was not you, ask an owner of the portal to reset your two-factor sign-in and change your password at once.';

/** What happened, then what to do if it was not the reader: said as plainly, not in small print. */
function mail(subject: string, paragraphs: string[]): RenderedMail {
  return renderMail({
    lang: ADMIN_MAIL_LANG,
    subject,
    blocks: [...paragraphs.map((text) => ({ kind: 'paragraph' as const, text })), { kind: 'paragraph', tone: 'strong', text: NOT_YOU }],
  });
}

/** To an admin whose second factor was just set up: every other session has ended. */
export function factorChangedEmail(input: { productName: string; replaced: boolean }): RenderedMail {
  const { productName, replaced } = input;
  return mail(`Two-factor sign-in ${replaced ? 'replaced' : 'set up'} on the ${productName} admin portal`, [
    replaced
      ? `Two-factor sign-in on your ${productName} admin account was set up again with a new authenticator app. The old app and its recovery codes no longer work.`
      : `Two-factor sign-in was set up on your ${productName} admin account.`,
    'Every other session of your account has been signed out.',
  ]);
}

/** To an admin whose account received too many wrong codes: authenticator codes pause for a while. */
export function codesPausedEmail(input: { productName: string; wrongCodes: number; minutes: number }): RenderedMail {
  const { productName, wrongCodes, minutes } = input;
  return mail(`Too many wrong codes on your ${productName} admin account`, [
    `Someone who knows your ${productName} admin password entered ${wrongCodes} wrong two-factor codes within ${minutes} minutes.`,
    `Codes from your authenticator app are refused for the next ${minutes} minutes; your recovery codes still work.`,
  ]);
}

import { escapeHtml } from '../web/page-head';

interface Mail {
  subject: string;
  text: string;
  html: string;
}

function mail(subject: string, paragraphs: string[]): Mail {
  return {
    subject,
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</body></html>`,
  };
}

const NOT_YOU = 'If this was not you, ask an owner of the portal to reset your two-factor sign-in and change your password at once.';

/** To an admin whose second factor was just set up: every other session has ended. */
export function factorChangedEmail(input: { productName: string; replaced: boolean }): Mail {
  const { productName, replaced } = input;
  return mail(`Two-factor sign-in ${replaced ? 'replaced' : 'set up'} on the ${productName} admin portal`, [
    replaced
      ? `Two-factor sign-in on your ${productName} admin account was set up again with a new authenticator app. The old app and its recovery codes no longer work.`
      : `Two-factor sign-in was set up on your ${productName} admin account.`,
    'Every other session of your account has been signed out.',
    NOT_YOU,
  ]);
}

/** To an admin whose account received too many wrong codes: authenticator codes pause for a while. */
export function codesPausedEmail(input: { productName: string; wrongCodes: number; minutes: number }): Mail {
  const { productName, wrongCodes, minutes } = input;
  return mail(`Too many wrong codes on your ${productName} admin account`, [
    `Someone who knows your ${productName} admin password entered ${wrongCodes} wrong two-factor codes within ${minutes} minutes.`,
    `Codes from your authenticator app are refused for the next ${minutes} minutes; your recovery codes still work.`,
    NOT_YOU,
  ]);
}

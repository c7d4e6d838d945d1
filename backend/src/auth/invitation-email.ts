import type { AdminRole } from '@gameshift/contracts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const ROLE_WORDS: Record<AdminRole, string> = {
  viewer: 'a viewer (dashboard and lists, read only)',
  operator: 'an operator (verify, resend and delete reservations; violations and the audit log)',
  owner: 'an owner (everything, including the admin team)',
};

/** The invitation to the admin portal: who invited, as what, and the single-use link. */
export function invitationEmail(input: { productName: string; invitedBy: string; role: AdminRole; link: string; validHours: number }): {
  subject: string;
  text: string;
  html: string;
} {
  const { productName, invitedBy, role, link, validHours } = input;
  const subject = `You are invited to the ${productName} admin portal`;
  const text = [
    `${invitedBy} invited you to the ${productName} admin portal as ${ROLE_WORDS[role]}.`,
    '',
    'Choose your password here:',
    link,
    '',
    `The link works once, for ${validHours} hours. If you did not expect this, ignore this email.`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif">
<p>${escapeHtml(invitedBy)} invited you to the ${escapeHtml(productName)} admin portal as ${escapeHtml(ROLE_WORDS[role])}.</p>
<p><a href="${escapeHtml(link)}">Choose your password</a></p>
<p>Or paste this link into your browser: <span style="word-break:break-all">${escapeHtml(link)}</span></p>
<p>The link works once, for ${validHours} hours. If you did not expect this, ignore this email.</p>
</body></html>`;
  return { subject, text, html };
}

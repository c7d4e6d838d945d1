import type { AdminRole } from '@gameshift/contracts';
import { ADMIN_MAIL_LANG, renderMail, type RenderedMail } from '../common/render-mail';

const ROLE_WORDS: Record<AdminRole, string> = {
  viewer: 'a viewer (dashboard and lists, read only)',
  editor: 'an editor (write and publish the news articles)',
  operator: 'an operator (verify, resend and delete reservations; violations and the audit log)',
  owner: 'an owner (everything, including the admin team)',
};

/** The invitation to the admin portal: who invited, as what, and the single-use link. */
export function invitationEmail(input: {
  productName: string;
  invitedBy: string;
  role: AdminRole;
  link: string;
  validHours: number;
}): RenderedMail {
  const { productName, invitedBy, role, link, validHours } = input;
  return renderMail({
    lang: ADMIN_MAIL_LANG,
    subject: `You are invited to the ${productName} admin portal`,
    blocks: [
      { kind: 'paragraph', text: `${invitedBy} invited you to the ${productName} admin portal as ${ROLE_WORDS[role]}.` },
      { kind: 'button', label: 'Choose your password', href: link, plain: `Choose your password here:\n${link}` },
      { kind: 'address', lead: 'Or paste this link into your browser:', href: link },
    ],
    footer: { note: `The link works once, for ${validHours} hours. If you did not expect this, ignore this email.` },
  });
}

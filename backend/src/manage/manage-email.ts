import { escapeHtml, mailLayout } from '../mail/mail-layout';

export interface ManageEmailInput {
  subject: string;
  /** The sentence above the link. */
  lead: string;
  button: string;
  link: string;
  ignore: string;
  /** The line above the link written out, for a mail reader that shows no button. */
  paste: string;
  /** The language of the words, as a BCP 47 tag. */
  lang: string;
}

/** A mail carrying one link of a person's own data (a manage link, or the link that confirms an erasure). */
export function manageEmail({ subject, lead, button, link, ignore, paste, lang }: ManageEmailInput): {
  subject: string;
  text: string;
  html: string;
} {
  const text = [lead, '', `${button}:`, link, '', ignore].join('\n');
  const l = escapeHtml(link);
  const html = mailLayout({
    content: `<p style="margin:0 0 24px">${escapeHtml(lead)}</p>
<p style="margin:0 0 24px"><a href="${l}" style="display:inline-block;background:#7c5cff;color:#ffffff;text-decoration:none;font-weight:700;padding:14px 24px;border-radius:10px">${escapeHtml(button)}</a></p>
<p style="margin:0;font-size:14px;color:#b7bbd6">${escapeHtml(paste)}<br><span style="word-break:break-all">${l}</span></p>`,
    footer: escapeHtml(ignore),
    lang,
  });
  return { subject, text, html };
}

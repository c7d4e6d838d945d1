import type { MailMessages } from '@gameshift/contracts';
import { escapeHtml, mailShell } from '../../mail/mail-layout';

export interface VerificationEmailInput {
  /** The mail's words, in the reservation's language. */
  texts: MailMessages;
  handle: string;
  link: string;
  /** How long the handle is kept from others and how long the link works (the catalogue's words): the mail's one word on time. */
  holdNotice: string;
  /** The reservation's "Manage your reservation" link, and its words. */
  manage: { link: string; label: string };
  /** The language of the words, as a BCP 47 tag: a screen reader reads them with a voice of it. */
  lang: string;
}

/** The confirmation email. The handle is the only text in it that a visitor typed. */
export function verificationEmail({ texts, handle, link, holdNotice, manage, lang }: VerificationEmailInput): {
  subject: string;
  text: string;
  html: string;
} {
  const subject = texts.confirmSubject(handle);
  const text = [
    texts.confirmLead(handle),
    '',
    texts.confirmOpenLink,
    link,
    '',
    holdNotice,
    '',
    texts.confirmIgnore,
    '',
    `${manage.label}: ${manage.link}`,
    '',
    texts.signature,
  ].join('\n');
  const h = escapeHtml(handle);
  const l = escapeHtml(link);
  const html = mailShell({
    lang,
    rows: `<tr><td>
<h1 style="margin:0 0 16px;font-size:22px;color:#ffffff">${escapeHtml(texts.confirmHeading)}</h1>
<p style="margin:0 0 8px;font-size:16px;line-height:1.5">${escapeHtml(texts.confirmOwning)}</p>
<p style="margin:0 0 24px;font-size:24px;font-weight:700;color:#7cf9c9">${h}</p>
<p style="margin:0 0 24px"><a href="${l}" style="display:inline-block;background:#7c5cff;color:#ffffff;text-decoration:none;font-weight:700;padding:14px 24px;border-radius:10px">${escapeHtml(texts.confirmButton)}</a></p>
<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#ffffff">${escapeHtml(holdNotice)}</p>
<p style="margin:0 0 8px;font-size:14px;line-height:1.5;color:#b7bbd6">${escapeHtml(texts.pasteLink)}<br><span style="word-break:break-all">${l}</span></p>
<p style="margin:16px 0 0;font-size:13px;color:#8d92b3">${escapeHtml(texts.confirmIgnore)}</p>
<p style="margin:16px 0 0;font-size:13px"><a href="${escapeHtml(manage.link)}" style="color:#b7bbd6">${escapeHtml(manage.label)}</a></p>
</td></tr>`,
  });
  return { subject, text, html };
}

import { ANNOUNCEMENT_PLACEHOLDERS, type AnnouncementPlaceholder } from '@gameshift/contracts';
import { micromark } from 'micromark';
import { escapeHtml, mailLayout } from '../mail/mail-layout';

/** What the copy of one recipient fills in. */
export type CopyValues = Record<AnnouncementPlaceholder, string> & {
  unsubscribe_url: string;
  /** The recipient's "Manage your reservation" link; a test copy, which has no reservation, has none. */
  manage_url?: string;
};

/** The words around the owner's text, from the message catalogue. */
export interface CopyWords {
  footer: (handle: string) => string;
  unsubscribe: string;
  /** The words of the manage link. */
  manage?: string;
  /** Set for a test copy: said at the top of both parts. */
  testNotice?: string;
  /** The language of the copy, as a BCP 47 tag. */
  lang: string;
}

/** An announcement rendered once, with its placeholders left in, for every copy to fill. */
export interface AnnouncementTemplate {
  subject: string;
  /** The markdown as the owner wrote it: plain text is what markdown was made to read as. */
  text: string;
  /** The body as HTML: micromark escapes raw HTML and drops links with unsafe schemes. */
  html: string;
}

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Every word in braces in `texts`, in order of appearance. */
function wordsInBraces(texts: string[]): string[] {
  return texts.flatMap((text) => [...text.matchAll(PLACEHOLDER)].map(([, name]) => name));
}

function isPlaceholder(name: string): name is AnnouncementPlaceholder {
  return (ANNOUNCEMENT_PLACEHOLDERS as readonly string[]).includes(name);
}

/** The first placeholder that is not one of ANNOUNCEMENT_PLACEHOLDERS, or null. */
export function unknownPlaceholder(...texts: string[]): string | null {
  return wordsInBraces(texts).find((name) => !isPlaceholder(name)) ?? null;
}

/** The placeholders `texts` use, of ANNOUNCEMENT_PLACEHOLDERS. */
export function placeholdersIn(...texts: string[]): Set<AnnouncementPlaceholder> {
  return new Set(wordsInBraces(texts).filter(isPlaceholder));
}

/** Whether a copy shows `{claim_url}` anywhere, so that it needs a claim code of its own. */
export function usesClaimUrl(template: AnnouncementTemplate): boolean {
  return [template.subject, template.text].some((text) => text.includes('{claim_url}'));
}

export function renderAnnouncement(subject: string, body: string): AnnouncementTemplate {
  return { subject, text: body, html: micromark(body) };
}

function fill(text: string, values: CopyValues, encode: (value: string) => string): string {
  let out = text;
  for (const name of ANNOUNCEMENT_PLACEHOLDERS) {
    const value = encode(values[name]);
    out = out.split(`{${name}}`).join(value);
    // A placeholder written as a link's address comes out of micromark percent-encoded.
    out = out.split(`%7B${name}%7D`).join(value);
  }
  return out;
}

/** One recipient's copy: subject, plain text and HTML, each with a visible unsubscribe link. */
export function composeCopy(
  template: AnnouncementTemplate,
  values: CopyValues,
  words: CopyWords,
): { subject: string; text: string; html: string } {
  const subject = fill(template.subject, values, (v) => v).replace(/[\r\n]+/g, ' ');
  const footer = words.footer(values.handle);
  const notice = words.testNotice;
  const text = [
    ...(notice ? [notice, ''] : []),
    fill(template.text, values, (v) => v),
    '',
    '--',
    footer,
    ...(values.manage_url && words.manage ? [`${words.manage}: ${values.manage_url}`] : []),
    `${words.unsubscribe}: ${values.unsubscribe_url}`,
  ].join('\n');
  const unsubscribe = escapeHtml(values.unsubscribe_url);
  const manage =
    values.manage_url && words.manage
      ? `<a href="${escapeHtml(values.manage_url)}" style="color:#b7bbd6">${escapeHtml(words.manage)}</a> · `
      : '';
  const html = mailLayout({
    content: `${notice ? `<p style="margin:0 0 16px;color:#ffcf5c">${escapeHtml(notice)}</p>\n` : ''}${fill(template.html, values, escapeHtml)}`,
    footer: `${escapeHtml(footer)}<br>${manage}<a href="${unsubscribe}" style="color:#b7bbd6">${escapeHtml(words.unsubscribe)}</a>`,
    lang: words.lang,
  });
  return { subject, text, html };
}

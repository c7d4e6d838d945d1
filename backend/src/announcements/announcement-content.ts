import { ANNOUNCEMENT_PLACEHOLDERS, type AnnouncementPlaceholder } from '@gameshift/contracts';
import { micromark } from 'micromark';
import { ADMIN_MAIL_LANG, escapeHtml, renderMail, styleMarkdownHtml, type MailBlock, type RenderedMail } from '../mail/render-mail';

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
  /** The body as HTML in the mail's style: micromark escapes raw HTML and drops links with unsafe schemes. */
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
  return { subject, text: body, html: styleMarkdownHtml(micromark(body)) };
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

/** One recipient's copy: subject, plain text and HTML, each ending with its manage and unsubscribe links. */
export function composeCopy(template: AnnouncementTemplate, values: CopyValues, words: CopyWords): RenderedMail {
  const notice: MailBlock[] = words.testNotice
    ? // The notice is the portal's word to its admin, in the portal's language whatever the copy's.
      [{ kind: 'notice', text: words.testNotice, lang: words.lang === ADMIN_MAIL_LANG ? undefined : ADMIN_MAIL_LANG }]
    : [];
  return renderMail({
    lang: words.lang,
    subject: fill(template.subject, values, (v) => v),
    blocks: [...notice, { kind: 'markdown', html: fill(template.html, values, escapeHtml), text: fill(template.text, values, (v) => v) }],
    footer: {
      note: words.footer(values.handle),
      links: [
        ...(values.manage_url && words.manage ? [{ label: words.manage, href: values.manage_url }] : []),
        { label: words.unsubscribe, href: values.unsubscribe_url },
      ],
    },
  });
}

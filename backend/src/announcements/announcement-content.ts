import { ANNOUNCEMENT_PLACEHOLDERS, LOCALE_TAGS, type AnnouncementPlaceholder, type Locale } from '@gameshift/contracts';
import type { LocaleTexts } from '../config/localized-messages';
import { micromark } from 'micromark';
import { gfmAutolinkLiteral, gfmAutolinkLiteralHtml } from 'micromark-extension-gfm-autolink-literal';
import { gfmTable, gfmTableHtml } from 'micromark-extension-gfm-table';
import { ADMIN_MAIL_LANG, escapeHtml, renderMail, styleMarkdownHtml, type MailBlock, type RenderedMail } from '../common/render-mail';

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

/** The words around a copy in `language`, from its texts: the same for a real copy, a preview and a test copy. */
export function copyFrame({ mail, messages }: LocaleTexts, language: Locale): CopyWords {
  return {
    footer: mail.announcementFooter,
    unsubscribe: mail.announcementUnsubscribe,
    manage: messages.manageMailLink,
    lang: LOCALE_TAGS[language],
  };
}

/** An announcement rendered once, with its placeholders left in, for every copy to fill. */
export interface AnnouncementTemplate {
  subject: string;
  /** The markdown as the owner wrote it: plain text is what markdown was made to read as. */
  text: string;
  /**
   * The body as HTML in the mail's style: micromark escapes raw HTML and drops links with unsafe
   * schemes; tables and bare addresses are read as GitHub's markdown reads them.
   */
  html: string;
}

/** The placeholders whose value is an address: wherever the text shows one, the copy shows a link. */
const LINK_PLACEHOLDERS = ['claim_url'] as const satisfies readonly AnnouncementPlaceholder[];

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
  const html = micromark(body, {
    extensions: [gfmTable(), gfmAutolinkLiteral()],
    htmlExtensions: [gfmTableHtml(), gfmAutolinkLiteralHtml()],
  });
  return { subject, text: body, html: styleMarkdownHtml(linkAddressPlaceholders(html)) };
}

/**
 * Makes a link of each address placeholder the text shows as words (`Claim it at {claim_url}`),
 * outside the links the text already has: a mail client would show it as plain text, or link it
 * in its own colours. Only for micromark's output, whose text holds no `<`.
 */
function linkAddressPlaceholders(html: string): string {
  let linkDepth = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<a[\s>]/.test(part)) linkDepth++;
        else if (part === '</a>') linkDepth--;
        return part;
      }
      if (linkDepth > 0) return part;
      return LINK_PLACEHOLDERS.reduce((text, name) => text.split(`{${name}}`).join(`<a href="{${name}}">{${name}}</a>`), part);
    })
    .join('');
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

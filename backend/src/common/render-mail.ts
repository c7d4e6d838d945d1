/**
 * Every mail the site sends is written here: one layout, one palette, one way of escaping. A mail
 * is its words as blocks, and both parts, plain text and HTML, are made from the same blocks, so
 * they cannot say different things.
 *
 * Mail clients drop a `<style>` element or a `<body>` background as they please, and give a link
 * their own blue unless it says otherwise. So every colour is inline on the element it colours,
 * every link carries its own colour, and the cell around the words carries the background that
 * colour was chosen for.
 */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The layout's colours. Each text or link colour has a contrast of at least 4.5:1 (WCAG 1.4.3) on
 * the card; every-mail.spec.ts measures it in Chromium on every mail.
 */
export const MAIL_COLOURS = Object.freeze({
  page: '#0b0d17',
  card: '#151829',
  /** 14.7:1 on the card. */
  text: '#e8eaf6',
  strong: '#ffffff',
  /** The small print: 9.3:1. */
  soft: '#b7bbd6',
  /** The ignore line and the footer's note: 5.8:1. */
  muted: '#8d92b3',
  /** Links in the words: 7.4:1, and underlined, so that a link is not told by its colour alone. */
  link: '#a99bff',
  handle: '#7cf9c9',
  notice: '#ffcf5c',
  /** White on it is 5.1:1. */
  button: '#6d4dfa',
  rule: '#3a3f63',
  code: '#0b0d17',
});

const FONT = 'system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif';
const MONO = 'ui-monospace,SFMono-Regular,Menlo,Consolas,monospace';

const LINK = `color:${MAIL_COLOURS.link};text-decoration:underline`;
const FOOTER_LINK = `color:${MAIL_COLOURS.soft};text-decoration:underline`;
/** A link whose words are its address: broken anywhere rather than pushing the card wider than a phone. */
const ADDRESS = `${LINK};word-break:break-all`;
const BUTTON = `display:inline-block;background-color:${MAIL_COLOURS.button};color:#ffffff;text-decoration:none;font-weight:700;padding:14px 24px;border-radius:10px`;

/**
 * The inline style of each element a markdown text may hold (what micromark writes, tables
 * included). Tables are as wide as the card and no wider: their cells wrap instead.
 */
const MARKDOWN_STYLES: Readonly<Record<string, string>> = {
  a: LINK,
  p: 'margin:0 0 16px',
  h1: `margin:0 0 16px;font-size:24px;line-height:1.3;color:${MAIL_COLOURS.strong}`,
  h2: `margin:24px 0 12px;font-size:20px;line-height:1.3;color:${MAIL_COLOURS.strong}`,
  h3: `margin:20px 0 8px;font-size:18px;line-height:1.3;color:${MAIL_COLOURS.strong}`,
  h4: `margin:16px 0 8px;font-size:16px;color:${MAIL_COLOURS.strong}`,
  h5: `margin:16px 0 8px;font-size:16px;color:${MAIL_COLOURS.strong}`,
  h6: `margin:16px 0 8px;font-size:16px;color:${MAIL_COLOURS.strong}`,
  ul: 'margin:0 0 16px;padding:0 0 0 24px',
  ol: 'margin:0 0 16px;padding:0 0 0 24px',
  li: 'margin:0 0 4px',
  blockquote: `margin:0 0 16px;padding:0 0 0 12px;border-left:3px solid ${MAIL_COLOURS.rule};color:${MAIL_COLOURS.soft}`,
  pre: `margin:0 0 16px;padding:12px;background-color:${MAIL_COLOURS.code};border-radius:8px;white-space:pre-wrap;word-break:break-all`,
  code: `font-family:${MONO};font-size:14px`,
  table: 'width:100%;table-layout:fixed;border-collapse:collapse;margin:0 0 16px',
  th: `padding:6px 8px;border:1px solid ${MAIL_COLOURS.rule};color:${MAIL_COLOURS.strong};font-weight:700`,
  td: `padding:6px 8px;border:1px solid ${MAIL_COLOURS.rule};vertical-align:top`,
  hr: `margin:24px 0;border:0;border-top:1px solid ${MAIL_COLOURS.rule}`,
  img: 'max-width:100%;height:auto;border:0',
};

/** An opening tag of those elements: its name, its attributes, and the slash of `<img … />`. */
const MARKDOWN_TAG = new RegExp(`<(${Object.keys(MARKDOWN_STYLES).join('|')})((?:\\s[^>]*?)?)(\\s*/)?>`, 'g');

/**
 * HTML made by micromark from a markdown text, with the layout's inline style on each element.
 * Only for micromark's output: it escapes every `<` and `>` of the text and of attribute values, so
 * a tag is found by its name alone and ends at the first `>`.
 */
export function styleMarkdownHtml(html: string): string {
  return html.replace(
    MARKDOWN_TAG,
    (_, tag: string, attributes: string, slash = '') => `<${tag}${attributes.trimEnd()} style="${MARKDOWN_STYLES[tag]}"${slash}>`,
  );
}

/** A piece of a mail. `plain` replaces its words in the plain-text part; null leaves it out there. */
export type MailBlock = (
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; tone?: 'strong' | 'soft' | 'muted' }
  /** The handle, large, as the one thing the reader came for. */
  | { kind: 'handle'; text: string }
  /** A line set apart above the words; `lang` when it is not in the mail's language. */
  | { kind: 'notice'; text: string; lang?: string }
  /** The mail's one action. Its plain part is `label:` and the address on the next line. */
  | { kind: 'button'; label: string; href: string }
  /** The action's address written out, for a reader whose mail shows no button: in the HTML part only. */
  | { kind: 'address'; lead: string; href: string }
  /** Safe HTML made by styleMarkdownHtml, and the same words as plain text. */
  | { kind: 'markdown'; html: string; text: string }
) & { plain?: string | null };

export interface MailLink {
  label: string;
  href: string;
}

export interface MailContent {
  /** The language of the mail's words, as a BCP 47 tag: a screen reader reads them in it. */
  lang: string;
  subject: string;
  blocks: MailBlock[];
  /** Small print under a rule: why the mail came, then its links on one line. */
  footer?: { note?: string; links?: MailLink[] };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Admin mails are in English, as the portal is. */
export const ADMIN_MAIL_LANG = 'en';

const PARAGRAPH_TONES = {
  plain: `color:${MAIL_COLOURS.text}`,
  strong: `color:${MAIL_COLOURS.strong}`,
  soft: `font-size:14px;color:${MAIL_COLOURS.soft}`,
  muted: `font-size:13px;color:${MAIL_COLOURS.muted}`,
};

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${MAIL_COLOURS.strong}">${escapeHtml(block.text)}</h1>`;
    case 'paragraph':
      return `<p style="margin:0 0 16px;${PARAGRAPH_TONES[block.tone ?? 'plain']}">${escapeHtml(block.text)}</p>`;
    case 'handle':
      return `<p style="margin:0 0 24px;font-size:24px;font-weight:700;color:${MAIL_COLOURS.handle}">${escapeHtml(block.text)}</p>`;
    case 'notice': {
      const lang = block.lang ? ` lang="${escapeHtml(block.lang)}"` : '';
      return `<p${lang} style="margin:0 0 16px;color:${MAIL_COLOURS.notice}">${escapeHtml(block.text)}</p>`;
    }
    case 'button':
      return `<p style="margin:0 0 24px"><a href="${escapeHtml(block.href)}" style="${BUTTON}">${escapeHtml(block.label)}</a></p>`;
    case 'address':
      return `<p style="margin:0 0 16px;font-size:14px;color:${MAIL_COLOURS.soft}">${escapeHtml(block.lead)}<br><a href="${escapeHtml(block.href)}" style="${ADDRESS}">${escapeHtml(block.href)}</a></p>`;
    case 'markdown':
      return block.html;
  }
}

function blockText(block: MailBlock): string | null {
  if (block.plain !== undefined) return block.plain;
  switch (block.kind) {
    case 'button':
      return `${block.label}:\n${block.href}`;
    case 'address':
      return null;
    case 'markdown':
      return block.text;
    default:
      return block.text;
  }
}

function footerHtml(footer: NonNullable<MailContent['footer']>): string {
  const note = footer.note ? escapeHtml(footer.note) : '';
  const links = (footer.links ?? [])
    .map((link) => `<a href="${escapeHtml(link.href)}" style="${FOOTER_LINK}">${escapeHtml(link.label)}</a>`)
    .join(' · ');
  const lines = [note, links].filter(Boolean).join('<br>');
  return `<p style="margin:24px 0 0;padding:16px 0 0;border-top:1px solid ${MAIL_COLOURS.rule};font-size:13px;line-height:1.5;color:${MAIL_COLOURS.muted}">${lines}</p>`;
}

/** One mail's subject and both of its parts. */
export function renderMail({ lang, subject, blocks, footer }: MailContent): RenderedMail {
  const cleanSubject = subject.replace(/[\r\n]+/g, ' ');
  const textParts = blocks.map(blockText).filter((part): part is string => part !== null);
  if (footer) {
    textParts.push(
      ['--', ...(footer.note ? [footer.note] : []), ...(footer.links ?? []).map((link) => `${link.label}: ${link.href}`)].join('\n'),
    );
  }
  const { page, card, text } = MAIL_COLOURS;
  // Tables for the layout: the one structure every mail client lays out alike. The card is 520 px at
  // most and narrows with the screen; long words and addresses wrap inside it.
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(cleanSubject)}</title></head>
<body style="margin:0;padding:0;background-color:${page}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${page}" style="width:100%;background-color:${page}"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${card}" style="width:100%;max-width:520px;background-color:${card};border-radius:16px"><tr>
<td bgcolor="${card}" style="padding:28px 20px;background-color:${card};border-radius:16px;color:${text};font-family:${FONT};font-size:16px;line-height:1.5;text-align:left;overflow-wrap:anywhere;word-break:break-word">
${blocks.map(blockHtml).join('\n')}${footer ? `\n${footerHtml(footer)}` : ''}
</td></tr></table></td></tr></table></body></html>`;
  return { subject: cleanSubject, text: textParts.join('\n\n'), html };
}

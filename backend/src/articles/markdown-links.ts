import { MARKDOWN_LINK_SCHEMES } from '@gameshift/contracts';
import { micromark } from 'micromark';
import { gfmAutolinkLiteral, gfmAutolinkLiteralHtml } from 'micromark-extension-gfm-autolink-literal';
import { gfmTable, gfmTableHtml } from 'micromark-extension-gfm-table';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ATTRIBUTE = /<(a|img)\b[^>]*?\s(href|src)="([^"]*)"/g;

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The first link or image of a markdown text that the article page would not keep: a link whose
 * scheme is not one of MARKDOWN_LINK_SCHEMES, or an image that is not a web address or a path on
 * this site. Undefined when there is none. The text is read as the page reads it (GitHub's
 * markdown, raw HTML shown as text), so what is checked is what would be a link.
 */
export function refusedLink(markdown: string): string | undefined {
  // Every scheme let through, raw HTML escaped: each href/src left in the HTML is one the text makes.
  const html = micromark(markdown, {
    allowDangerousProtocol: true,
    extensions: [gfmAutolinkLiteral(), gfmTable()],
    htmlExtensions: [gfmAutolinkLiteralHtml(), gfmTableHtml()],
  });
  for (const [, element, , raw] of html.matchAll(ATTRIBUTE)) {
    const address = decodeAttribute(raw);
    const scheme = SCHEME.exec(address)?.[1].toLowerCase();
    if (element === 'img') {
      if (scheme === undefined ? !address.startsWith('/') : scheme !== 'https' && scheme !== 'http') return address;
    } else if (scheme !== undefined && !(MARKDOWN_LINK_SCHEMES as readonly string[]).includes(scheme)) {
      return address;
    }
  }
  return undefined;
}

/** A post id as the social platform writes it: 1 to 20 ASCII digits (a 64-bit number). */
export const POST_ID_PATTERN = /^[0-9]{1,20}$/;

/** The platform the embedded posts come from, as the card's texts name it. */
export const POST_PLATFORM = 'X';

const POST_HOSTS = new Set(['x.com', 'www.x.com', 'mobile.x.com', 'twitter.com', 'www.twitter.com', 'mobile.twitter.com']);
const POST_PATH = /^\/[A-Za-z0-9_]{1,15}\/status(?:es)?\/([0-9]{1,20})\/?$/;

export function isPostId(value: string): boolean {
  return POST_ID_PATTERN.test(value);
}

/** The post id of an x.com or twitter.com `/{user}/status/{id}` address, or null for any other address. */
export function postIdFromUrl(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  if (!POST_HOSTS.has(url.hostname.toLowerCase())) return null;
  return POST_PATH.exec(url.pathname)?.[1] ?? null;
}

function withoutScheme(address: string): string {
  return address.replace(/^https?:\/\//i, '');
}

/**
 * A link to a post becomes an embedded post card when it is all its paragraph holds, or
 * when its text is its own address (a bare link). Returns the post id, or null for a plain link.
 */
export function embeddedPostId(link: { href: string; text: string }, aloneInParagraph: boolean): string | null {
  const id = postIdFromUrl(link.href);
  if (id === null) return null;
  const text = link.text.trim();
  const bare = text === link.href || withoutScheme(text) === withoutScheme(link.href);
  return aloneInParagraph || bare ? id : null;
}

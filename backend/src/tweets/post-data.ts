/** Post data as react-tweet reads it (a post's text, author, counts and media); checked only as far as we rely on it. */
export type PostData = Record<string, unknown> & { id_str: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys holding an address the card turns into a link, an image or a video source. */
const ADDRESS_KEY = /(^|_)url(_https)?$/;
const SAFE_ADDRESS = /^(https?:\/\/|\/(?!\/))/i;

function sanitized(value: unknown, depth: number): unknown {
  if (depth > 12) return undefined;
  if (Array.isArray(value)) return value.map((item) => sanitized(item, depth + 1));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '__proto__') continue;
    if (typeof item === 'string' && ADDRESS_KEY.test(key) && key !== 'display_url' && !SAFE_ADDRESS.test(item)) continue;
    // react-tweet writes post text into the page as HTML (the service sends it entity-encoded),
    // so a tag must never reach it.
    out[key] = key === 'text' && typeof item === 'string' ? item.replace(/</g, '&lt;').replace(/>/g, '&gt;') : sanitized(item, depth + 1);
  }
  return out;
}

/**
 * The post data the proxy passes on: the post asked for, with a text and an author; every address
 * in it a web address (or a path on this site, for shipped snapshots) and no markup in its texts.
 * Anything else: null.
 */
export function toPostData(value: unknown, id: string): PostData | null {
  if (!isRecord(value) || value.id_str !== id || typeof value.text !== 'string') return null;
  if (!isRecord(value.user) || typeof value.user.screen_name !== 'string' || typeof value.user.name !== 'string') return null;
  if (typeof value.created_at !== 'string') return null;
  return sanitized(value, 0) as PostData;
}

/** The post was deleted or withheld, or the id is unknown: react-tweet's "not found" answers. */
export function isNoPost(value: unknown): boolean {
  return isRecord(value) && (Object.keys(value).length === 0 || value.__typename === 'TweetTombstone');
}

import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SHOWN_CHARS } from '@gameshift/contracts';

/** 256 random bits, base64url: the prefix makes a leaked key recognisable, the bits make it unguessable. */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: apiKeyHash(key), prefix: key.slice(0, API_KEY_SHOWN_CHARS) };
}

/** SHA-256 suffices: a 256-bit random key cannot be found from its hash by trying keys. */
export function apiKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The key of an `Authorization: Bearer <key>` header, or null when the header holds none of ours. */
export function bearerKey(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(header.trim());
  if (!match || !match[1].startsWith(API_KEY_PREFIX)) return null;
  return match[1];
}

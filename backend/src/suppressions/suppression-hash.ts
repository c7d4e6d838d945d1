import { canonicalEmail, normalizeEmail } from '@gameshift/contracts';
import { createHmac } from 'node:crypto';

/**
 * The key of an address on the suppression list: HMAC-SHA256 under SUPPRESSION_KEY of the address
 * as uniqueness sees it (contracts' canonicalEmail, so the Gmail spellings of one mailbox are one
 * entry). Keyed, so that once a person erases their data the hash kept to honour their choice
 * cannot be matched to an address by trying likely ones without the key.
 *
 * The key is UTF-8 text and the address is hashed as its UTF-8 bytes, exactly what PostgreSQL's
 * pgcrypto `hmac(text, text, 'sha256')` computes: a set-based send can compare the hash of each
 * reservation's `email_canonical` in SQL (see suppressions.queries.ts) with no copy of it on the
 * reservation rows.
 */
export function suppressionHash(key: string, email: string): Buffer {
  return createHmac('sha256', key)
    .update(canonicalEmail(normalizeEmail(email)), 'utf8')
    .digest();
}

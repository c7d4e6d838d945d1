import { UNSUBSCRIBE_API_ROUTE } from '@gameshift/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../common/admin-api/list-query';

/** The id a test copy's token carries: it names no reservation, so its link unsubscribes no one. */
export const SAMPLE_UNSUBSCRIBE_ID = 'sample';

/** What a valid token names: a reservation, whose address it unsubscribes, or the inert sample of a test copy. */
export type UnsubscribeTarget = { kind: 'reservation'; reservationId: string } | { kind: 'sample' };

function signature(secret: string, id: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${id}`).digest('base64url');
}

/**
 * `<reservation id>.<base64url HMAC-SHA256(MAIL_LINK_SECRET, "unsubscribe:" + id)>`: it names the
 * reservation without showing its address, and nobody without the key can make one for another
 * reservation. It never expires: an announcement read a year later still unsubscribes.
 */
export function unsubscribeToken(secret: string, reservationId: string): string {
  return `${reservationId}.${signature(secret, reservationId)}`;
}

/** The token of a test copy of an announcement: valid, recognisably a sample, and bound to nothing. */
export function sampleUnsubscribeToken(secret: string): string {
  return unsubscribeToken(secret, SAMPLE_UNSUBSCRIBE_ID);
}

/** What a token names, or null when it was not made with this key (changed, cut short, forged). */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  if (token.length > 200) return null;
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const id = token.slice(0, dot);
  if (id !== SAMPLE_UNSUBSCRIBE_ID && !isUuid(id)) return null;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, id));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return id === SAMPLE_UNSUBSCRIBE_ID ? { kind: 'sample' } : { kind: 'reservation', reservationId: id };
}

/**
 * The headers of an announcement that let a mail client offer its own unsubscribe button (RFC
 * 2369) and act on it with one POST, no page opened (RFC 8058).
 */
export function unsubscribeHeaders(publicUrl: string, token: string): Record<'List-Unsubscribe' | 'List-Unsubscribe-Post', string> {
  const url = `${publicUrl.replace(/\/+$/, '')}${UNSUBSCRIBE_API_ROUTE.replace(':token', encodeURIComponent(token))}`;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

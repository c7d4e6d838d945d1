import { createHmac, timingSafeEqual } from 'node:crypto';

export const MAIL_EVENTS_TIMESTAMP_HEADER = 'x-mail-events-timestamp';
export const MAIL_EVENTS_SIGNATURE_HEADER = 'x-mail-events-signature';
/** How far a signed timestamp may be from our clock: beyond it a captured event cannot be replayed. */
export const MAIL_EVENTS_TOLERANCE_S = 5 * 60;

/** `sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>`: what the provider sends, and what we compare. */
export function mailEventSignature(secret: string, timestamp: string, rawBody: Buffer): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
  return `sha256=${mac}`;
}

/**
 * Whether an event is signed with the secret over exactly the bytes received, at a time within the
 * tolerance of `nowSeconds`. The body is the raw one: a parsed and re-serialised body need not be
 * the bytes that were signed.
 */
export function isSignedMailEvent(
  secret: string,
  headers: { timestamp?: string; signature?: string },
  rawBody: Buffer,
  nowSeconds: number,
): boolean {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > MAIL_EVENTS_TOLERANCE_S) return false;
  const given = Buffer.from(signature);
  const expected = Buffer.from(mailEventSignature(secret, timestamp, rawBody));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A bounce or a complaint as the mail provider reports it. */
export interface ReportedMailEvent {
  type: 'bounce' | 'complaint';
  email: string;
  bounce_type?: 'hard' | 'soft';
}

/** What tells one signed event from another: its signature's bytes, and until when a copy of it would be accepted. */
export interface SignedReceipt {
  signature: Buffer;
  validUntil: Date;
}

/** The receipt of an event whose headers `isSignedMailEvent` accepted. */
export function signedReceipt(headers: { timestamp: string; signature: string }): SignedReceipt {
  return {
    signature: Buffer.from(headers.signature.slice('sha256='.length), 'hex'),
    validUntil: new Date((Number(headers.timestamp) + MAIL_EVENTS_TOLERANCE_S) * 1000),
  };
}

import {
  canonicalEmail,
  validateEmail,
  validateHandle,
  type ApiErrorBody,
  type ReservationCreatedResponse,
  type ValidateReservationRequest,
  type VerifyResponse,
} from '@gameshift/contracts';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Answer, postJson, sleep } from './api';
import { ReceivedMail } from './smtp-sink';
import { AppHandle } from './test-app';

/** Where a test reads mail by recipient: a sink of its own, or the run's shared one (`sharedMail`). */
export interface MailReader {
  to(address: string): ReceivedMail[] | Promise<ReceivedMail[]>;
}

/** The PUBLIC_URL the test apps run with, so the link in each email can be found. */
export const PUBLIC_URL = 'https://gameshift.test';

/** Every limit out of the way, for suites that are not about limits. */
export const UNLIMITED = {
  THROTTLE_RESERVE_LIMIT: '100000',
  THROTTLE_DEFAULT_LIMIT: '100000',
} as const;

export type ReservationAnswer = Answer<ReservationCreatedResponse & ApiErrorBody>;

/** The handle and email rows of `reservations`, as the tests read them. */
export interface ReservationRow {
  id: string;
  email: string;
  email_canonical: string;
  gameshift_id: string;
  is_verified: boolean;
  is_reserved: boolean;
  verified_at: Date | null;
  reserved_at: Date | null;
  created_at: Date;
  claim_from: Date;
  claim_until: Date | string;
}

/**
 * Consonants and digits that stand for no letter, so a random handle never contains a blocked
 * word, read plainly or through look-alikes.
 */
const SAFE_CHARS = 'bcdfghjmnpqrtvwxz269';

/** A fresh valid handle of 10 characters, short enough for every suggestion suffix. */
export function uniqueHandle(prefix = 'p'): string {
  let handle = prefix;
  while (handle.length < 10) handle += SAFE_CHARS[randomInt(SAFE_CHARS.length)];
  if (!validateHandle(handle).ok) throw new Error(`uniqueHandle made an invalid handle: ${handle}`);
  return handle;
}

export function uniqueEmail(label = 'player', domain = 'example.com'): string {
  return `${label}_${randomBytes(5).toString('hex')}@${domain}`;
}

/** POSTs a reservation; fields may be of any type, for the tests of what the server refuses. */
export function reserve(
  baseUrl: string,
  body: { [K in keyof ValidateReservationRequest]?: unknown } & Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<ReservationAnswer> {
  return postJson(baseUrl, '/api/validate-reservation', { honeypot_fields: {}, ...body }, headers);
}

/** A reservation that must succeed; anything else fails the test at once with the answer. */
export async function reserveOk(
  baseUrl: string,
  humanToken: string,
  gameshiftId = uniqueHandle(),
  email = uniqueEmail(),
): Promise<{ email: string; gameshift_id: string }> {
  const res = await reserve(baseUrl, { email, gameshift_id: gameshiftId, human_token: humanToken });
  if (res.status !== 201) throw new Error(`validate-reservation answered ${res.status}: ${res.text}`);
  return { email: res.body.email, gameshift_id: res.body.gameshift_id };
}

export function verify(baseUrl: string, token: unknown): Promise<Answer<VerifyResponse>> {
  return postJson<VerifyResponse>(baseUrl, '/api/verify', { token });
}

export async function rowsByHandle(app: AppHandle, gameshiftId: string): Promise<ReservationRow[]> {
  return app.sql<ReservationRow>('SELECT * FROM reservations WHERE gameshift_id = $1 ORDER BY created_at', [gameshiftId]);
}

export async function rowByEmail(app: AppHandle, email: string): Promise<ReservationRow> {
  const rows = await app.sql<ReservationRow>('SELECT * FROM reservations WHERE email = $1', [email]);
  if (rows.length !== 1) throw new Error(`expected one reservation for ${email}, found ${rows.length}`);
  return rows[0];
}

/**
 * Moves a reservation into the past by `interval`, as if it had been made that long ago: every
 * timestamp of its row and of its links moves (created_at, the claim window, each link's expiry,
 * and whatever the app keeps about when it last sent mail), so the rows stay consistent. A verified
 * claim's 'infinity' and unset timestamps stay as they are.
 */
export async function shiftIntoPast(app: AppHandle, id: string, interval: string): Promise<void> {
  for (const [table, key] of [
    ['reservations', 'id'],
    ['verification_links', 'reservation_id'],
  ]) {
    const columns = await app.sql<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = $1 AND data_type = 'timestamp with time zone'`,
      [table],
    );
    const set = columns.map(({ column_name: c }) => `"${c}" = "${c}" - $2::interval`).join(', ');
    await app.sql(`UPDATE ${table} SET ${set} WHERE ${key} = $1`, [id, interval]);
  }
}

/** The SHA-256 (hex) under which a link's token is stored. */
export function linkHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A pending reservation made 25 hours ago: its link and its claim have run out. */
export async function ageBeyondClaim(app: AppHandle, id: string): Promise<void> {
  await shiftIntoPast(app, id, '25 hours');
}

/** Mail to one address, waiting until at least `count` have arrived. */
export async function waitForMailTo(mail: MailReader, address: string, count = 1, timeoutMs = 30_000): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const received = await mail.to(address);
    if (received.length >= count) return received;
    if (Date.now() > deadline) throw new Error(`expected ${count} mails to ${address}, received ${received.length}`);
    await sleep(50);
  }
}

/** The raw token of the verification link in a mail's text part. */
export function linkToken(mail: ReceivedMail): string {
  const prefix = `${PUBLIC_URL}/verify/`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${prefix}([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])`).exec(mail.text);
  if (!match) throw new Error(`no verification link in the mail:\n${mail.text}`);
  return match[1];
}

/** Reserves and returns the token from the verification email. */
export async function reserveWithLink(
  app: AppHandle,
  mail: MailReader,
  humanToken: string,
  gameshiftId = uniqueHandle(),
  email = uniqueEmail(),
): Promise<{ email: string; gameshift_id: string; token: string; row: ReservationRow }> {
  const created = await reserveOk(app.baseUrl, humanToken, gameshiftId, email);
  const [received] = await waitForMailTo(mail, created.email);
  return { ...created, token: linkToken(received), row: await rowByEmail(app, created.email) };
}

/**
 * Waits until the mail queue has handled everything queued so far: one more reservation is made
 * and its mail awaited, since the queue sends in order. A test then knows that a mail it has not
 * received was never going to be sent.
 */
export async function drainMail(app: AppHandle, mail: MailReader, humanToken: string): Promise<void> {
  const sentinel = await reserveOk(app.baseUrl, humanToken, uniqueHandle('s'), uniqueEmail('sentinel'));
  await waitForMailTo(mail, sentinel.email);
  await sleep(300);
}

/**
 * The data invariants of DESIGN.md §4, read from the table: every row keeps the rules, and no two
 * active claims (verified, or pending within their window) share a handle or a canonical email.
 * Returns the number of rows checked. With `clientKey`, on an app other files use at the same time,
 * only the rows that client made are read, and only the clashes that involve one of them.
 */
export async function expectReservationInvariants(app: AppHandle, { clientKey }: { clientKey?: string } = {}): Promise<number> {
  const mine = clientKey === undefined ? 'true' : 'client_key = $1';
  const values = clientKey === undefined ? [] : [clientKey];
  const rows = await app.sql<ReservationRow>(`SELECT * FROM reservations WHERE ${mine}`, values);
  for (const row of rows) {
    expect({ id: row.id, handle: validateHandle(row.gameshift_id) }).toEqual({
      id: row.id,
      handle: { ok: true, handle: row.gameshift_id },
    });
    expect({ id: row.id, email: validateEmail(row.email) }).toEqual({ id: row.id, email: { ok: true, email: row.email } });
    expect({ id: row.id, canonical: row.email_canonical }).toEqual({ id: row.id, canonical: canonicalEmail(row.email) });
    if (row.is_verified) expect({ id: row.id, verified_at: row.verified_at }).toEqual({ id: row.id, verified_at: expect.any(Date) });
  }
  const active = `(is_verified OR (claim_from <= now() AND now() < claim_until))`;
  // A handle has one hold at a time; after a hold, a pending claim may meet a newer one or its verified owner.
  const holding = `(NOT is_verified AND claim_from <= now() AND now() < hold_until)`;
  const sharedHandles = await app.sql(
    `SELECT gameshift_id, count(*)::int AS n FROM reservations WHERE ${holding} GROUP BY gameshift_id HAVING count(*) > 1 AND bool_or(${mine})`,
    values,
  );
  const sharedEmails = await app.sql(
    `SELECT email_canonical, count(*)::int AS n FROM reservations WHERE ${active} GROUP BY email_canonical HAVING count(*) > 1 AND bool_or(${mine})`,
    values,
  );
  const verifiedTwice = await app.sql(
    `SELECT gameshift_id, count(*)::int AS n FROM reservations WHERE is_verified GROUP BY gameshift_id HAVING count(*) > 1 AND bool_or(${mine})`,
    values,
  );
  expect({ sharedHandles, sharedEmails, verifiedTwice }).toEqual({ sharedHandles: [], sharedEmails: [], verifiedTwice: [] });
  return rows.length;
}

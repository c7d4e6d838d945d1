import { suggestHandles, validateHandle, type HandleAvailability, type ResendResponse } from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { get, messages, postJson, tally, TokenPool } from './support/api';
import {
  ageBeyondClaim,
  drainMail,
  linkHash,
  linkToken,
  PUBLIC_URL,
  reserve,
  reserveOk,
  reserveWithLink,
  rowsByHandle,
  shiftIntoPast,
  uniqueEmail,
  uniqueHandle,
  verify,
  waitForMailTo,
} from './support/reservations';
import { until } from './support/mail-queue';
import { sharedApp, SharedApp, sharedMail } from './support/shared-app';
import { tablesContaining } from './support/test-app';

/** A well-formed link token that no reservation has: 256 random bits in base64url. */
function unknownToken(): string {
  return randomBytes(32).toString('base64url');
}

const RESENT: ResendResponse = { message: messages.verificationResent, retryAfterSeconds: 60 };

describe('verification', () => {
  let app: SharedApp;
  let pool: TokenPool;

  beforeAll(async () => {
    app = await sharedApp();
    pool = await TokenPool.issue(app.baseUrl, 90);
  });

  function resend(body: Record<string, unknown>) {
    return postJson<ResendResponse>(app.baseUrl, '/api/verify/resend', body);
  }

  /** The row exactly as stored, timestamps as PostgreSQL writes them (to the microsecond). */
  async function rawRow(id: string): Promise<Record<string, string | null>> {
    const [row] = await app.sql<{ row: Record<string, string | null> }>(
      'SELECT row_to_json(r)::jsonb AS row FROM reservations r WHERE id = $1',
      [id],
    );
    return row.row;
  }

  describe('the verification email', () => {
    it('names the product and the handle, links to PUBLIC_URL/verify/<token> in text and HTML, and states the 24-hour validity', async () => {
      const handle = uniqueHandle('m');
      const created = await reserveOk(app.baseUrl, pool.take(), handle);
      const [mail] = await waitForMailTo(sharedMail, created.email);
      const token = linkToken(mail);

      expect(mail.subject).toContain('GameShift');
      expect(mail.subject).toContain(handle);
      expect(mail.text).toContain(handle);
      expect(mail.text.match(/24 hours/g)).toHaveLength(1);
      expect(mail.html).toContain(`${PUBLIC_URL}/verify/${token}`);
      expect(mail.html).toContain(handle);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    });
  });

  describe('POST /api/verify', () => {
    it('verifies and reserves a pending reservation through its link token', async () => {
      const r = await reserveWithLink(app, sharedMail, pool.take());
      const res = await verify(app.baseUrl, r.token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ state: 'success', gameshift_id: r.gameshift_id, email: r.email });
      const [row] = await rowsByHandle(app, r.gameshift_id);
      expect(row).toMatchObject({
        is_verified: true,
        is_reserved: true,
        verified_at: expect.any(Date),
        reserved_at: expect.any(Date),
      });
    });

    it('answers error with the invalid-link message for an unknown token', async () => {
      const res = await verify(app.baseUrl, unknownToken());
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ state: 'error', message: messages.invalidOrExpiredLink });
    });

    it.each([
      ['an empty string', ''],
      ['a short string', 'abc'],
      ['a token with a character outside base64url', `${'A'.repeat(42)}!`],
      ['a token one character too long', `${unknownToken()}A`],
      ['a path', '../../etc/passwd'],
    ])('answers error with the invalid-link message for %s', async (_case, token) => {
      const res = await verify(app.baseUrl, token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ state: 'error', message: messages.invalidOrExpiredLink });
    });

    it('gives one of 100 simultaneous verifications of a token success and the other 99 already_verified', async () => {
      const r = await reserveWithLink(app, sharedMail, pool.take());
      const answers = await Promise.all(Array.from({ length: 100 }, () => verify(app.baseUrl, r.token)));
      expect(tally(answers.map((a) => `${a.status} ${a.body.state}`))).toEqual({ '200 success': 1, '200 already_verified': 99 });
      const row = await rawRow(r.row.id);
      expect(row).toMatchObject({ is_verified: true, is_reserved: true, verified_at: expect.any(String) });
    });

    it('leaves verified_at and the rest of the row untouched when a verified link is used again', async () => {
      const r = await reserveWithLink(app, sharedMail, pool.take());
      expect((await verify(app.baseUrl, r.token)).body.state).toBe('success');
      const verified = await rawRow(r.row.id);

      const again = await verify(app.baseUrl, r.token);
      expect(again.status).toBe(200);
      expect(again.body.state).toBe('already_verified');
      expect(await rawRow(r.row.id)).toEqual(verified);
    });

    it('accepts a link 24 hours minus 1 second after it was sent', async () => {
      const r = await reserveWithLink(app, sharedMail, pool.take());
      await app.sql(
        `UPDATE reservations SET created_at = now() - interval '24 hours' + interval '1 second',
           claim_from = now() - interval '24 hours' + interval '1 second',
           claim_until = now() + interval '1 second'
         WHERE id = $1`,
        [r.row.id],
      );
      await app.sql(`UPDATE verification_links SET expires_at = now() + interval '1 second' WHERE token_hash = $1`, [linkHash(r.token)]);
      const res = await verify(app.baseUrl, r.token);
      expect(res.body).toMatchObject({ state: 'success', gameshift_id: r.gameshift_id });
    });

    it('answers expired with the 24-hour message 24 hours plus 1 second after the link was sent, and changes nothing', async () => {
      const r = await reserveWithLink(app, sharedMail, pool.take());
      await app.sql(
        `UPDATE reservations SET created_at = now() - interval '24 hours' - interval '1 second',
           claim_from = now() - interval '24 hours' - interval '1 second',
           claim_until = now() - interval '1 second'
         WHERE id = $1`,
        [r.row.id],
      );
      await app.sql(`UPDATE verification_links SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [linkHash(r.token)]);
      const before = await rawRow(r.row.id);
      const res = await verify(app.baseUrl, r.token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ state: 'expired', message: messages.linkValidity });
      expect(await rawRow(r.row.id)).toEqual(before);
    });

    it('keeps no usable link at rest: no table or queue archive holds a mailed token, only its SHA-256', async () => {
      const r = await reserveWithLink(app, sharedMail, pool.take());
      await shiftIntoPast(app, r.row.id, '61 seconds');
      expect((await resend({ token: r.token })).status).toBe(202);
      const [, second] = await waitForMailTo(sharedMail, r.email, 2);
      const tokens = [r.token, linkToken(second)];
      await until('the queue has finished both emails', async () => {
        const [{ open }] = await app.sql<{ open: number }>(
          `SELECT count(*)::int AS open FROM pgboss.job WHERE name = 'mail.send' AND state < 'completed' AND data->'params'->>'reservationId' = $1`,
          [r.row.id],
        );
        return open === 0;
      });

      const hits = await tablesContaining(app, tokens);
      expect(hits).toEqual([]);
      // The scan reads the queue too: the mail jobs of this reservation are there, naming it only.
      expect(await tablesContaining(app, [r.row.id])).toEqual(expect.arrayContaining(['pgboss.job', 'public.verification_links']));
      const links = await app.sql<{ token_hash: string }>('SELECT token_hash FROM verification_links WHERE reservation_id = $1', [
        r.row.id,
      ]);
      expect(links.map((l) => l.token_hash).sort()).toEqual(tokens.map(linkHash).sort());
    });

    it('changes nothing when the link, or any verify URL, is fetched with GET or HEAD', async () => {
      const r = await reserveWithLink(app, sharedMail, pool.take());
      const before = await rawRow(r.row.id);

      const page = await fetch(`${app.baseUrl}/verify/${r.token}`);
      expect(page.status).toBe(200);
      await page.text();
      const head = await fetch(`${app.baseUrl}/verify/${r.token}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      for (const path of [`/api/verify/${r.token}`, `/api/verify?token=${r.token}`]) {
        await (await fetch(`${app.baseUrl}${path}`)).text();
        await (await fetch(`${app.baseUrl}${path}`, { method: 'HEAD' })).text();
      }

      expect(await rawRow(r.row.id)).toEqual(before);
      expect((await verify(app.baseUrl, r.token)).body.state).toBe('success');
    });

    it('refuses a new reservation of a verified handle with 409 on gameshift_id', async () => {
      const r = await reserveWithLink(app, sharedMail, pool.take());
      expect((await verify(app.baseUrl, r.token)).body.state).toBe('success');
      const res = await reserve(app.baseUrl, { email: uniqueEmail(), gameshift_id: r.gameshift_id, human_token: pool.take() });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'handle_taken', error: messages.handleTaken, field: 'gameshift_id' });
    });

    it('reports a verified handle as unavailable', async () => {
      const r = await reserveWithLink(app, sharedMail, pool.take());
      expect((await verify(app.baseUrl, r.token)).body.state).toBe('success');
      const res = await get<HandleAvailability>(app.baseUrl, `/api/handles/${r.gameshift_id}`);
      expect(res.body.available).toBe(false);
    });
  });

  describe('two pending claims on one handle', () => {
    it('lets exactly one win when both verify at once, and offers the other free suggestions in order', async () => {
      const handle = uniqueHandle('w');
      const first = await reserveWithLink(app, sharedMail, pool.take(), handle, uniqueEmail('first'));
      await ageBeyondClaim(app, first.row.id);
      const second = await reserveWithLink(app, sharedMail, pool.take(), handle, uniqueEmail('second'));
      const [takenSuggestion] = suggestHandles(handle);
      await reserveOk(app.baseUrl, pool.take(), takenSuggestion);

      const resent = await resend({ email: first.email });
      expect(resent.status).toBe(202);
      const firstMails = await waitForMailTo(sharedMail, first.email, 2);
      const firstToken = linkToken(firstMails[1]);

      // Since holds (issue 20) the handle is no longer kept for the newer claim: whoever confirms first owns it.
      const answers = await Promise.all([verify(app.baseUrl, firstToken), verify(app.baseUrl, second.token)]);
      const winner = answers.findIndex((answer) => answer.body.state === 'success');
      expect(winner).toBeGreaterThanOrEqual(0);
      expect(answers[winner].body).toMatchObject({ state: 'success', gameshift_id: handle });
      const loser = answers[1 - winner];
      expect(loser.body.state).toBe('race_lost');
      const suggestions = loser.body.suggestions ?? [];
      expect(suggestions).toEqual(
        suggestHandles(handle)
          .filter((s) => s !== takenSuggestion)
          .slice(0, 3),
      );
      for (const suggestion of suggestions) {
        expect(validateHandle(suggestion).ok).toBe(true);
        expect((await get<HandleAvailability>(app.baseUrl, `/api/handles/${suggestion}`)).body.available).toBe(true);
      }
      const rows = await rowsByHandle(app, handle);
      expect(rows.map((row) => [row.email, row.is_verified])).toEqual([
        [first.email, winner === 0],
        [second.email, winner === 1],
      ]);
    });
  });

  describe('POST /api/verify/resend', () => {
    it('gives the same 202 answer whether or not the address or the token exists', async () => {
      const r = await reserveWithLink(app, sharedMail, pool.take());
      const answers = await Promise.all(
        [{ email: uniqueEmail('nobody') }, { token: unknownToken() }, { email: r.email }, { token: r.token }].map(resend),
      );
      for (const res of answers) {
        expect(res.status).toBe(202);
        expect(res.body).toEqual(RESENT);
      }
    });

    it('sends a pending reservation a new link by email a minute later, and the first link still confirms it', async () => {
      const r = await reserveWithLink(app, sharedMail, pool.take());
      await shiftIntoPast(app, r.row.id, '61 seconds');
      const res = await resend({ email: r.email });
      expect(res.status).toBe(202);
      const mails = await waitForMailTo(sharedMail, r.email, 2);
      const fresh = linkToken(mails[1]);
      expect(fresh).not.toBe(r.token);

      // Most people open the first email: a resend must not have broken it.
      expect((await verify(app.baseUrl, r.token)).body).toMatchObject({ state: 'success', gameshift_id: r.gameshift_id });
      expect((await verify(app.baseUrl, fresh)).body).toMatchObject({ state: 'already_verified', gameshift_id: r.gameshift_id });
    });

    it('keeps each link good until its own 24-hour end, whatever was resent after it', async () => {
      const r = await reserveWithLink(app, sharedMail, pool.take());
      await shiftIntoPast(app, r.row.id, '61 seconds');
      expect((await resend({ email: r.email })).status).toBe(202);
      const fresh = linkToken((await waitForMailTo(sharedMail, r.email, 2))[1]);
      // The first link reaches its end; the second, sent later, has not.
      await app.sql(`UPDATE verification_links SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [linkHash(r.token)]);

      expect((await verify(app.baseUrl, r.token)).body).toMatchObject({ state: 'expired', message: messages.linkValidity });
      expect((await verify(app.baseUrl, fresh)).body).toMatchObject({ state: 'success', gameshift_id: r.gameshift_id });
    });

    it('cannot be used to cancel a pending link: resends asked by anyone who knows the address leave it working', async () => {
      const r = await reserveWithLink(app, sharedMail, pool.take());
      for (let i = 0; i < 4; i++) {
        await shiftIntoPast(app, r.row.id, '61 seconds');
        expect((await resend({ email: r.email })).body).toEqual(RESENT);
      }
      await waitForMailTo(sharedMail, r.email, 4);
      expect((await verify(app.baseUrl, r.token)).body.state).toBe('success');
    });

    it('sends a new link when asked with the old link token', async () => {
      const r = await reserveWithLink(app, sharedMail, pool.take());
      await shiftIntoPast(app, r.row.id, '61 seconds');
      const res = await resend({ token: r.token });
      expect(res.status).toBe(202);
      const mails = await waitForMailTo(sharedMail, r.email, 2);
      expect((await verify(app.baseUrl, linkToken(mails[1]))).body.state).toBe('success');
    });

    it('sends at most one new link per reservation within 60 seconds', async () => {
      const r = await reserveWithLink(app, sharedMail, pool.take());
      await shiftIntoPast(app, r.row.id, '61 seconds');
      for (let i = 0; i < 2; i++) expect((await resend({ email: r.email })).body).toEqual(RESENT);
      await drainMail(app, sharedMail, pool.take());
      expect(await sharedMail.to(r.email)).toHaveLength(2);
    });

    it('sends at most 3 new links per address within a day, however far apart', async () => {
      const r = await reserveWithLink(app, sharedMail, pool.take());
      for (let i = 0; i < 4; i++) {
        await shiftIntoPast(app, r.row.id, '61 seconds');
        expect((await resend({ email: r.email })).body).toEqual(RESENT);
      }
      await drainMail(app, sharedMail, pool.take());
      expect(await sharedMail.to(r.email)).toHaveLength(1 + 3);
    });

    it('sends nothing for a verified reservation', async () => {
      const r = await reserveWithLink(app, sharedMail, pool.take());
      expect((await verify(app.baseUrl, r.token)).body.state).toBe('success');
      await shiftIntoPast(app, r.row.id, '61 seconds');
      expect((await resend({ email: r.email })).body).toEqual(RESENT);
      await drainMail(app, sharedMail, pool.take());
      expect(await sharedMail.to(r.email)).toHaveLength(1);
    });
  });

  describe("POST /api/verify/resend with the reservation's manage key", () => {
    async function reserveWithKey(): Promise<{ email: string; key: string; id: string; token: string }> {
      const email = uniqueEmail('owner');
      const res = await reserve(app.baseUrl, { email, gameshift_id: uniqueHandle(), human_token: pool.take() });
      expect(res.status).toBe(201);
      const [mail] = await waitForMailTo(sharedMail, email);
      const [row] = await app.sql<{ id: string }>('SELECT id FROM reservations WHERE email = $1', [email]);
      return { email, key: res.body.manage_key, id: row.id, token: linkToken(mail) };
    }

    it('says plainly that the link went out moments ago, and when to ask again', async () => {
      const r = await reserveWithKey();
      const res = await resend({ manage_key: r.key });
      expect(res.status).toBe(429);
      expect(res.body.message).toBeUndefined();
      expect(res.text).toContain('We just sent you a link. You can ask for another in');
      const wait = Number(res.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(50);
      expect(wait).toBeLessThanOrEqual(60);
    });

    it('says plainly that a new link was sent, and the new link confirms', async () => {
      const r = await reserveWithKey();
      await shiftIntoPast(app, r.id, '61 seconds');
      const res = await resend({ manage_key: r.key });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: messages.linkSentAgain(r.email), retryAfterSeconds: 60, sent: true });
      const mails = await waitForMailTo(sharedMail, r.email, 2);
      expect((await verify(app.baseUrl, linkToken(mails[1]))).body.state).toBe('success');
    });

    it("says when the day's links are used up", async () => {
      const r = await reserveWithKey();
      for (let i = 0; i < 3; i++) {
        await shiftIntoPast(app, r.id, '61 seconds');
        expect((await resend({ manage_key: r.key })).status).toBe(202);
      }
      await shiftIntoPast(app, r.id, '61 seconds');
      const res = await resend({ manage_key: r.key });
      expect(res.status).toBe(429);
      expect(res.text).toContain(messages.resendDailyLimit);
    });

    it('says a confirmed reservation needs no new link', async () => {
      const r = await reserveWithKey();
      expect((await verify(app.baseUrl, r.token)).body.state).toBe('success');
      await shiftIntoPast(app, r.id, '61 seconds');
      const res = await resend({ manage_key: r.key });
      expect(res.status).toBe(409);
      expect(res.text).toContain(messages.reservationAlreadyVerified);
    });

    it('answers an unknown key as it answers an unknown address, and refuses a malformed one', async () => {
      expect((await resend({ manage_key: unknownToken() })).body).toEqual(RESENT);
      expect((await resend({ manage_key: 'not-a-key' })).status).toBe(400);
    });
  });

  describe('a corrected email', () => {
    it('replaces the earlier reservation of the same browser, keeping the handle', async () => {
      const handle = uniqueHandle();
      const typo = uniqueEmail('typo');
      const first = await reserve(app.baseUrl, { email: typo, gameshift_id: handle, human_token: pool.take() });
      expect(first.status).toBe(201);
      const corrected = uniqueEmail('fixed');
      const second = await reserve(app.baseUrl, {
        email: corrected,
        gameshift_id: handle,
        human_token: pool.take(),
        replaces: first.body.manage_key,
      });
      expect(second.status).toBe(201);
      expect((await rowsByHandle(app, handle)).map((r) => r.email)).toEqual([corrected]);
    });

    it('keeps the earlier reservation when the corrected one is refused', async () => {
      const handle = uniqueHandle();
      const typo = uniqueEmail('typo');
      const first = await reserve(app.baseUrl, { email: typo, gameshift_id: handle, human_token: pool.take() });
      const taken = (await reserveOk(app.baseUrl, pool.take())).email;
      const second = await reserve(app.baseUrl, {
        email: taken,
        gameshift_id: handle,
        human_token: pool.take(),
        replaces: first.body.manage_key,
      });
      expect(second.status).toBe(409);
      expect((await rowsByHandle(app, handle)).map((r) => r.email)).toEqual([typo]);
    });
  });
});

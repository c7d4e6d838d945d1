import { messages, requestFrom, tally, TokenPool } from './support/api';
import { ageBeyondClaim, reserve, uniqueEmail, uniqueHandle } from './support/reservations';
import { sharedApp, SharedApp } from './support/shared-app';
import { PENDING_CAP as CAP } from './support/shared-configurations';

/*
 * What the operator's settings change about the reservation call: the disposable domains it adds
 * or allows, the limit of reservation calls per client, and the cap on a client's unverified
 * reservations. They run on the run's `limited` app, whose limits are in force (the default one
 * has every limit out of the way); each test speaks for clients of its own, and counts their rows.
 */

describe('the reservation settings', () => {
  let app: SharedApp;
  let pool: TokenPool;

  beforeAll(async () => {
    app = await sharedApp('limited');
    // 70 human-check calls from this file's client: under the default limit of 120 a minute.
    pool = await TokenPool.issue(app.baseUrl, 35);
  });

  describe('the disposable domains of the operator', () => {
    it('refuses a domain the operator blocks (DISPOSABLE_EMAIL_BLOCK) with 400 on the email field', async () => {
      const res = await reserve(app.baseUrl, { email: 'player@mx.burner.example', gameshift_id: uniqueHandle(), human_token: pool.take() });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: messages.emailDisposable, code: 'email_disposable', field: 'email' });
    });

    it('accepts a domain of the maintained list that the operator allows (DISPOSABLE_EMAIL_ALLOW)', async () => {
      const res = await reserve(app.baseUrl, {
        email: uniqueEmail('allowed', '0-mail.com'),
        gameshift_id: uniqueHandle(),
        human_token: pool.take(),
      });
      expect(res.status).toBe(201);
    });
  });

  describe('reservation rate limit', () => {
    const attempt = (i: number) =>
      JSON.stringify({ email: uniqueEmail(), gameshift_id: uniqueHandle(), honeypot_fields: {}, human_token: `no-token-${i}` });

    // 127.0.0.2 is no proxy the app trusts (TRUST_PROXY names 127.0.0.1 alone): the addresses it writes count for nothing.
    it('keeps counting a client that rotates X-Forwarded-For and answers the 21st attempt with 429, resetTime and Retry-After', async () => {
      const send = (i: number, forwardedFor: string) =>
        requestFrom('127.0.0.2', `${app.baseUrl}/api/validate-reservation`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          body: attempt(i),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await send(i, `198.51.100.${i + 1}`)).status);
      expect(tally(statuses)).toEqual({ 403: 20 });

      const limited = await send(21, '192.0.2.99');
      expect(limited.status).toBe(429);
      const body = limited.body as { error: string; resetTime: number };
      const { resetTime } = body;
      expect(Number.isInteger(resetTime) && resetTime >= 1 && resetTime <= 5).toBe(true);
      expect(body).toEqual({ code: 'rate_limited', error: messages.tooManyAttempts(resetTime), resetTime });
      const retryAfter = String(limited.headers['retry-after'] ?? '');
      expect(retryAfter).toMatch(/^\d+$/);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      expect(Number(retryAfter)).toBeLessThanOrEqual(300);
      expect(Math.max(1, Math.ceil(Number(retryAfter) / 60))).toBe(resetTime);
    });

    it('limits each client address on its own', async () => {
      const url = `${app.baseUrl}/api/validate-reservation`;
      const send = (from: string, i: number) =>
        requestFrom(from, url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: attempt(i) });
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await send('127.0.0.3', i)).status);
      expect(tally(statuses)).toEqual({ 403: 20, 429: 1 });
      expect((await send('127.0.0.4', 0)).status).toBe(403);
    });
  });

  describe('unverified reservations per client', () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const attempt = (address: string) =>
      reserve(app.baseUrl, { email: uniqueEmail('cap'), gameshift_id: uniqueHandle('c'), human_token: pool.take() }, from(address));
    const count = async (sql: string, values: unknown[]) => (await app.sql<{ n: number }>(sql, values))[0].n;

    it('refuses a client its reservation beyond the cap with 429 and the catalogue sentence, creating nothing', async () => {
      for (let i = 0; i < CAP; i++) expect((await attempt('198.51.100.10')).status).toBe(201);
      // The client's rows: no other file speaks for it, and a row the refused call made would carry its address.
      const ofClient = 'SELECT count(*)::int AS n FROM reservations WHERE client_key = $1';
      const before = await count(ofClient, ['198.51.100.10']);
      const refused = await attempt('198.51.100.10');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: 'too_many_pending', error: messages.tooManyPending });
      expect(await count(ofClient, ['198.51.100.10'])).toBe(before);
      expect((await attempt('198.51.100.11')).status).toBe(201);
    });

    it('counts neither verified nor expired reservations', async () => {
      const client = '198.51.100.20';
      for (let i = 0; i < CAP; i++) expect((await attempt(client)).status).toBe(201);
      expect((await attempt(client)).status).toBe(429);
      const rows = await app.sql<{ id: string }>('SELECT id FROM reservations WHERE client_key = $1 ORDER BY created_at', [client]);
      await app.sql("UPDATE reservations SET is_verified = true, verified_at = now(), claim_until = 'infinity' WHERE id = $1", [
        rows[0].id,
      ]);
      expect((await attempt(client)).status).toBe(201);
      expect((await attempt(client)).status).toBe(429);
      await ageBeyondClaim(app, rows[1].id);
      expect((await attempt(client)).status).toBe(201);
    });

    it('counts the addresses of one IPv6 /64 as one client', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= CAP + 2; i++) statuses.push((await attempt(`2001:db8:77:1::${i.toString(16)}`)).status);
      expect(tally(statuses)).toEqual({ 201: CAP, 429: 2 });
      expect((await attempt('2001:db8:77:2::1')).status).toBe(201);
    });

    it('lets exactly the cap through when one client sends many reservations at once', async () => {
      const answers = await Promise.all(Array.from({ length: 10 }, () => attempt('198.51.100.30')));
      expect(tally(answers.map((a) => a.status))).toEqual({ 201: CAP, 429: 10 - CAP });
      expect(await count('SELECT count(*)::int AS n FROM reservations WHERE client_key = $1', ['198.51.100.30'])).toBe(CAP);
    });
  });
});

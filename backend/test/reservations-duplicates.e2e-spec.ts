import { randomBytes } from 'node:crypto';
import { suggestHandles, validateHandle, type HandleAvailability } from '@gameshift/contracts';
import { get, messages, TokenPool } from './support/api';
import { ageBeyondClaim, reserve, reserveOk, rowsByHandle, uniqueEmail, uniqueHandle } from './support/reservations';
import { sharedApp, SharedApp } from './support/shared-app';

/*
 * A handle or an email someone already claimed: the reservation call's 409s, and what the
 * availability check says of a taken handle.
 */

describe('a handle or email already claimed', () => {
  let app: SharedApp;
  let pool: TokenPool;

  beforeAll(async () => {
    app = await sharedApp();
    pool = await TokenPool.issue(app.baseUrl, 35);
  });

  describe('duplicates', () => {
    it('refuses a handle held by a pending reservation with 409 on gameshift_id', async () => {
      const first = await reserveOk(app.baseUrl, pool.take());
      const res = await reserve(app.baseUrl, { email: uniqueEmail(), gameshift_id: first.gameshift_id, human_token: pool.take() });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'handle_taken', error: messages.handleTaken, field: 'gameshift_id' });
      expect(await rowsByHandle(app, first.gameshift_id)).toHaveLength(1);
    });

    it('refuses the same handle written in capitals with 409 on gameshift_id', async () => {
      const first = await reserveOk(app.baseUrl, pool.take());
      const res = await reserve(app.baseUrl, {
        email: uniqueEmail(),
        gameshift_id: first.gameshift_id.toUpperCase(),
        human_token: pool.take(),
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'handle_taken', error: messages.handleTaken, field: 'gameshift_id' });
    });

    it('refuses an email held by a pending reservation with 409 on email', async () => {
      const first = await reserveOk(app.baseUrl, pool.take());
      const res = await reserve(app.baseUrl, { email: first.email, gameshift_id: uniqueHandle(), human_token: pool.take() });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'email_taken', error: messages.emailTaken, field: 'email' });
    });

    it('refuses the same email in other capitals and with spaces with 409 on email', async () => {
      const first = await reserveOk(app.baseUrl, pool.take());
      const res = await reserve(app.baseUrl, {
        email: ` ${first.email.toUpperCase()}  `,
        gameshift_id: uniqueHandle(),
        human_token: pool.take(),
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'email_taken', error: messages.emailTaken, field: 'email' });
    });

    it.each([
      ['without the dots', (id: string) => `jdoe${id}@gmail.com`],
      ['with other dots', (id: string) => `j.d.o.e.${id}@gmail.com`],
      ['at googlemail.com', (id: string) => `j.doe${id}@googlemail.com`],
    ])('treats a Gmail address %s as the one already registered', async (_case, variant) => {
      const id = randomBytes(4).toString('hex');
      await reserveOk(app.baseUrl, pool.take(), uniqueHandle(), `j.doe${id}@gmail.com`);
      const res = await reserve(app.baseUrl, { email: variant(id), gameshift_id: uniqueHandle(), human_token: pool.take() });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'email_taken', error: messages.emailTaken, field: 'email' });
    });

    it('lets a new reservation take the handle of a pending claim older than 24 hours, keeping the old row', async () => {
      const old = await reserveOk(app.baseUrl, pool.take());
      const [oldRow] = await rowsByHandle(app, old.gameshift_id);
      await ageBeyondClaim(app, oldRow.id);

      const res = await reserve(app.baseUrl, { email: uniqueEmail(), gameshift_id: old.gameshift_id, human_token: pool.take() });
      expect(res.status).toBe(201);
      const rows = await rowsByHandle(app, old.gameshift_id);
      expect(rows.map((r) => [r.id, r.email, r.is_verified])).toEqual([
        [oldRow.id, old.email, false],
        [expect.any(String), res.body.email, false],
      ]);
    });

    it('lets the email of a pending claim older than 24 hours reserve again, keeping the old row', async () => {
      const old = await reserveOk(app.baseUrl, pool.take());
      const [oldRow] = await rowsByHandle(app, old.gameshift_id);
      await ageBeyondClaim(app, oldRow.id);

      const res = await reserve(app.baseUrl, { email: old.email, gameshift_id: uniqueHandle(), human_token: pool.take() });
      expect(res.status).toBe(201);
      const rows = await app.sql<{ id: string; gameshift_id: string }>(
        'SELECT id, gameshift_id FROM reservations WHERE email = $1 ORDER BY created_at',
        [old.email],
      );
      expect(rows).toEqual([
        { id: oldRow.id, gameshift_id: old.gameshift_id },
        { id: expect.any(String), gameshift_id: res.body.gameshift_id },
      ]);
    });

    it('spends the human token of an attempt that ends in 409', async () => {
      const first = await reserveOk(app.baseUrl, pool.take());
      const token = pool.take();
      const refused = await reserve(app.baseUrl, { email: uniqueEmail(), gameshift_id: first.gameshift_id, human_token: token });
      expect(refused.status).toBe(409);
      const res = await reserve(app.baseUrl, { email: uniqueEmail(), gameshift_id: uniqueHandle(), human_token: token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'human_check_required', error: messages.humanCheckRequired, field: 'human_token' });
    });

    it('reports a taken handle before looking at the email, so the answer is the same whether the email is registered or not', async () => {
      const taken = await reserveOk(app.baseUrl, pool.take());
      const registered = await reserveOk(app.baseUrl, pool.take());
      const withRegistered = await reserve(app.baseUrl, {
        email: registered.email,
        gameshift_id: taken.gameshift_id,
        human_token: pool.take(),
      });
      const withUnknown = await reserve(app.baseUrl, { email: uniqueEmail(), gameshift_id: taken.gameshift_id, human_token: pool.take() });
      expect([withRegistered.status, withRegistered.body]).toEqual([
        409,
        { code: 'handle_taken', error: messages.handleTaken, field: 'gameshift_id' },
      ]);
      expect([withUnknown.status, withUnknown.body]).toEqual([
        409,
        { code: 'handle_taken', error: messages.handleTaken, field: 'gameshift_id' },
      ]);
    });

    it('leaves the human token usable after a 400', async () => {
      const token = pool.take();
      const refused = await reserve(app.baseUrl, { email: 'player+alias@example.com', gameshift_id: uniqueHandle(), human_token: token });
      expect(refused.status).toBe(400);
      const res = await reserve(app.baseUrl, { email: uniqueEmail(), gameshift_id: uniqueHandle(), human_token: token });
      expect(res.status).toBe(201);
    });
  });

  describe('GET /api/handles/:handle', () => {
    function availability(handle: string) {
      return get<HandleAvailability>(app.baseUrl, `/api/handles/${encodeURIComponent(handle)}`);
    }

    it.each([
      ['too short', 'q', messages.handleFormat],
      ['digits only', '2024', messages.handleDigitsOnly],
      ['restricted', 'n4z1', messages.handleRestricted],
      ['in full-width letters', 'ｐｌａｙｅｒ', messages.handleFormat],
    ])('reports a handle that is %s as unavailable with the rule message', async (_case, handle, reason) => {
      const res = await availability(handle);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ available: false, reason, suggestions: [] });
    });

    it('reports a free handle as available', async () => {
      const res = await availability(uniqueHandle());
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ available: true, suggestions: expect.any(Array) });
      expect(res.body.reason).toBeUndefined();
    });

    it('reports a handle held by a pending reservation as taken, with up to 3 free suggestions in order', async () => {
      const handle = uniqueHandle('t');
      const [firstSuggestion] = suggestHandles(handle);
      await reserveOk(app.baseUrl, pool.take(), handle);
      await reserveOk(app.baseUrl, pool.take(), firstSuggestion);

      const res = await availability(handle);
      expect(res.status).toBe(200);
      expect(res.body.available).toBe(false);
      expect(res.body.suggestions).toEqual(
        suggestHandles(handle)
          .filter((s) => s !== firstSuggestion)
          .slice(0, 3),
      );
      for (const suggestion of res.body.suggestions) {
        expect(validateHandle(suggestion).ok).toBe(true);
        expect((await availability(suggestion)).body.available).toBe(true);
      }
    });

    it('reports a taken handle asked for in capitals as taken', async () => {
      const taken = await reserveOk(app.baseUrl, pool.take());
      const res = await availability(taken.gameshift_id.toUpperCase());
      expect(res.body.available).toBe(false);
    });

    it('reports the handle of a pending claim older than 24 hours as available', async () => {
      const old = await reserveOk(app.baseUrl, pool.take());
      const [row] = await rowsByHandle(app, old.gameshift_id);
      await ageBeyondClaim(app, row.id);
      const res = await availability(old.gameshift_id);
      expect(res.body.available).toBe(true);
    });
  });
});

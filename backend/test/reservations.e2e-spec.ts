import {
  BLOCKED_HANDLE_WORDS,
  DISPOSABLE_EMAIL_DOMAINS,
  HONEYPOT_FIELDS,
  suggestHandles,
  validateHandle,
  type HandleAvailability,
} from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { get, humanTokens, messages, postText, requestFrom, tally, TokenPool } from './support/api';
import {
  ageBeyondClaim,
  drainMail,
  PUBLIC_URL,
  reserve,
  reserveOk,
  rowsByHandle,
  uniqueEmail,
  uniqueHandle,
  UNLIMITED,
  waitForMailTo,
  type ReservationAnswer,
} from './support/reservations';
import { SmtpSink } from './support/smtp-sink';
import { startTestApp, TestApp } from './support/test-app';

/** A handle built on a word of the contracts' blocklist, so the cases below cannot drift from it unnoticed. */
function containing(word: string, handle: string): string {
  if (!BLOCKED_HANDLE_WORDS.includes(word)) throw new Error(`${word} is not on BLOCKED_HANDLE_WORDS`);
  return handle;
}

describe('POST /api/validate-reservation', () => {
  let app: TestApp;
  let sink: SmtpSink;
  let pool: TokenPool;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await startTestApp({
      ...UNLIMITED,
      SMTP_URL: sink.url,
      PUBLIC_URL,
      DISPOSABLE_EMAIL_BLOCK: 'burner.example',
      DISPOSABLE_EMAIL_ALLOW: '0-mail.com',
    });
    pool = await TokenPool.issue(app.baseUrl, 95);
  });
  afterAll(async () => {
    await app.stop();
    await sink.down();
  });

  async function reservationCount(): Promise<number> {
    const [{ n }] = await app.sql<{ n: number }>('SELECT count(*)::int AS n FROM reservations');
    return n;
  }

  describe('a valid reservation', () => {
    it('answers 201 with the trimmed, lowercased email and the lowercased handle', async () => {
      const handle = uniqueHandle('Q').toUpperCase();
      const email = uniqueEmail('Mixed.Case', 'Example.COM');
      const res = await reserve(app.baseUrl, { email: `  ${email} `, gameshift_id: handle, human_token: pool.take() });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        message: messages.reservationCreated,
        email: email.toLowerCase(),
        gameshift_id: handle.toLowerCase(),
        manage_key: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        hold_minutes: 30,
      });
    });

    it('stores one pending, unreserved row with the normalised email and handle', async () => {
      const handle = uniqueHandle('Q').toUpperCase();
      const email = uniqueEmail('Row', 'Example.com');
      await reserveOk(app.baseUrl, pool.take(), handle, email);
      const rows = await rowsByHandle(app, handle.toLowerCase());
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        email: email.toLowerCase(),
        gameshift_id: handle.toLowerCase(),
        is_verified: false,
        is_reserved: false,
        verified_at: null,
        reserved_at: null,
      });
    });

    it('sends one verification email to the address', async () => {
      const created = await reserveOk(app.baseUrl, pool.take());
      const [mail] = await waitForMailTo(sink, created.email);
      expect(mail.text).toContain(`${PUBLIC_URL}/verify/`);
      await drainMail(app, sink, pool.take());
      expect(sink.to(created.email)).toHaveLength(1);
    });
  });

  describe('email rules', () => {
    const [disposable] = DISPOSABLE_EMAIL_DOMAINS;
    it.each([
      ['is empty', '', messages.emailRequired, 'email_required'],
      ['is blank', '   ', messages.emailRequired, 'email_required'],
      ['has no @', 'player.example.com', messages.emailInvalid, 'email_invalid'],
      ['has no top-level domain', 'player@example', messages.emailInvalid, 'email_invalid'],
      ['has two @', 'player@@example.com', messages.emailInvalid, 'email_invalid'],
      ['has a space inside', 'pla yer@example.com', messages.emailInvalid, 'email_invalid'],
      ['uses a + alias', 'player+games@example.com', messages.emailAlias, 'email_alias'],
      ['has .. in the local part', 'pl..ayer@example.com', messages.emailInvalid, 'email_invalid'],
      ['uses a disposable domain', `player@${disposable}`, messages.emailDisposable, 'email_disposable'],
      ['uses a disposable domain in capitals', `player@${disposable.toUpperCase()}`, messages.emailDisposable, 'email_disposable'],
      ['uses another disposable domain in mixed case', 'player@MailInator.Com', messages.emailDisposable, 'email_disposable'],
      ['uses a domain of the maintained disposable list', 'player@00-tv.com', messages.emailDisposable, 'email_disposable'],
      ['uses a subdomain of a maintained disposable domain', 'player@inbox.00-TV.com', messages.emailDisposable, 'email_disposable'],
      [
        'uses a domain the operator blocks (DISPOSABLE_EMAIL_BLOCK)',
        'player@mx.burner.example',
        messages.emailDisposable,
        'email_disposable',
      ],
    ])('refuses an email that %s with 400 on the email field', async (_case, email, error, code) => {
      const res = await reserve(app.baseUrl, { email, gameshift_id: uniqueHandle(), human_token: pool.take() });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error, code, field: 'email' });
    });
  });

  it('accepts a domain of the maintained list that the operator allows (DISPOSABLE_EMAIL_ALLOW)', async () => {
    const res = await reserve(app.baseUrl, {
      email: uniqueEmail('allowed', '0-mail.com'),
      gameshift_id: uniqueHandle(),
      human_token: pool.take(),
    });
    expect(res.status).toBe(201);
  });

  describe('handle rules', () => {
    it.each([
      ['is empty', '', messages.handleRequired, 'handle_required'],
      ['is blank', '   ', messages.handleRequired, 'handle_required'],
      ['has one character', 'q', messages.handleFormat, 'handle_format'],
      ['has 16 characters', 'pbcdfghjmnpqrtvw', messages.handleFormat, 'handle_format'],
      ['has a hyphen', 'pl-ayer', messages.handleFormat, 'handle_format'],
      ['has a space inside', 'pl ayer', messages.handleFormat, 'handle_format'],
      ['has a non-ASCII letter', 'plåyer', messages.handleFormat, 'handle_format'],
      ['is written in full-width letters', 'ｐｌａｙｅｒ', messages.handleFormat, 'handle_format'],
      ['is digits only', '2024', messages.handleDigitsOnly, 'handle_digits_only'],
      ['contains a reserved word', containing('admin', 'the_admin'), messages.handleReserved, 'handle_reserved'],
      ['contains a reserved word in capitals', containing('admin', 'xXADMINXx'), messages.handleReserved, 'handle_reserved'],
      ['spells a blocked word with look-alike digits', containing('nazi', 'n4z1'), messages.handleRestricted, 'handle_restricted'],
      [
        'spells a blocked word with look-alikes and an underscore',
        containing('nazi', 'n4_z1_fan'),
        messages.handleRestricted,
        'handle_restricted',
      ],
      ['spells "official" with a look-alike digit', containing('official', 'off1cial_bob'), messages.handleRestricted, 'handle_restricted'],
      ['contains the product name', containing('gameshift', 'GameShiftPro'), messages.handleRestricted, 'handle_restricted'],
    ])('refuses a handle that %s with 400 on the gameshift_id field', async (_case, gameshiftId, error, code) => {
      const res = await reserve(app.baseUrl, { email: uniqueEmail(), gameshift_id: gameshiftId, human_token: pool.take() });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error, code, field: 'gameshift_id' });
    });

    it('checks the handle before the email', async () => {
      const res = await reserve(app.baseUrl, { email: 'not-an-email', gameshift_id: 'q', human_token: pool.take() });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'handle_format', error: messages.handleFormat, field: 'gameshift_id' });
    });

    it('reports a broken rule before asking for the human check', async () => {
      const res = await reserve(app.baseUrl, { email: uniqueEmail(), gameshift_id: '2024' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'handle_digits_only', error: messages.handleDigitsOnly, field: 'gameshift_id' });
    });
  });

  describe('body shape', () => {
    it.each([
      ['an array', '[]'],
      ['a string', '"player"'],
      ['a number', '42'],
      ['null', 'null'],
    ])('refuses %s as the body with 400', async (_case, text) => {
      const res = await postText(app.baseUrl, '/api/validate-reservation', text);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
    });

    it.each([
      ['an unknown top-level field', { is_verified: true }],
      ['a number as the email', { email: 42 }],
      ['an array as the handle', { gameshift_id: ['player'] }],
      ['a string as honeypot_fields', { honeypot_fields: 'website' }],
      ['a number in a honeypot field', { honeypot_fields: { website: 7 } }],
      ['an object as the user agent', { user_agent: { name: 'bot' } }],
      ['a number as the human token', { human_token: 12345 }],
    ])('refuses %s with 400 and creates nothing', async (_case, override) => {
      const before = await reservationCount();
      const res = await reserve(app.baseUrl, {
        email: uniqueEmail(),
        gameshift_id: uniqueHandle(),
        human_token: pool.take(),
        ...override,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
      expect(await reservationCount()).toBe(before);
    });
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
});

describe('concurrent reservations', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ ...UNLIMITED, PUBLIC_URL });
  });
  afterAll(async () => {
    await app.stop();
  });

  it('gives one of 200 simultaneous claims on a handle a 201 and the other 199 a 409 on gameshift_id', async () => {
    const tokens = await humanTokens(app.baseUrl, 200);
    const handle = uniqueHandle('r');
    const answers = await Promise.all(
      tokens.map((token) => reserve(app.baseUrl, { email: uniqueEmail('race'), gameshift_id: handle, human_token: token })),
    );

    expect(tally(answers.map((a) => a.status))).toEqual({ 201: 1, 409: 199 });
    const refusals = answers.filter((a) => a.status === 409).map((a) => a.body);
    expect(new Set(refusals.map((body) => JSON.stringify(body)))).toEqual(
      new Set([JSON.stringify({ error: messages.handleTaken, code: 'handle_taken', field: 'gameshift_id' })]),
    );
    const rows = await rowsByHandle(app, handle);
    const winner = answers.find((a) => a.status === 201) as ReservationAnswer;
    expect(rows.map((r) => r.email)).toEqual([winner.body.email]);
  });

  it('gives one of 200 simultaneous claims with one email a 201 and the other 199 a 409 on email', async () => {
    const tokens = await humanTokens(app.baseUrl, 200);
    const email = uniqueEmail('same');
    const answers = await Promise.all(
      tokens.map((token) => reserve(app.baseUrl, { email, gameshift_id: uniqueHandle('e'), human_token: token })),
    );

    expect(tally(answers.map((a) => a.status))).toEqual({ 201: 1, 409: 199 });
    const refusals = answers.filter((a) => a.status === 409).map((a) => a.body);
    expect(new Set(refusals.map((body) => JSON.stringify(body)))).toEqual(
      new Set([JSON.stringify({ error: messages.emailTaken, code: 'email_taken', field: 'email' })]),
    );
    const rows = await app.sql<{ gameshift_id: string }>('SELECT gameshift_id FROM reservations WHERE email_canonical = $1', [email]);
    const winner = answers.find((a) => a.status === 201) as ReservationAnswer;
    expect(rows).toEqual([{ gameshift_id: winner.body.gameshift_id }]);
  });
});

describe('honeypot', () => {
  let app: TestApp;
  let sink: SmtpSink;
  let pool: TokenPool;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await startTestApp({ ...UNLIMITED, SMTP_URL: sink.url, PUBLIC_URL });
    pool = await TokenPool.issue(app.baseUrl, 16);
  });
  afterAll(async () => {
    await app.stop();
    await sink.down();
  });

  function bot(
    honeypot: Record<string, string>,
    handle = uniqueHandle('b'),
    email = uniqueEmail('bot'),
    headers: Record<string, string> = {},
  ) {
    return reserve(app.baseUrl, { email, gameshift_id: handle, honeypot_fields: honeypot, human_token: pool.take() }, headers);
  }

  it('answers a filled honeypot with the same 201 body a real reservation gets', async () => {
    const real = await reserve(app.baseUrl, { email: uniqueEmail(), gameshift_id: uniqueHandle(), human_token: pool.take() });
    const handle = uniqueHandle('B').toUpperCase();
    const email = uniqueEmail('Bot', 'Example.COM');
    const fake = await bot({ website: 'https://spam.example' }, handle, `  ${email} `);

    expect(fake.status).toBe(real.status);
    expect(Object.keys(fake.body).sort()).toEqual(Object.keys(real.body).sort());
    expect(fake.body).toEqual({
      success: true,
      message: messages.reservationCreated,
      email: email.toLowerCase(),
      gameshift_id: handle.toLowerCase(),
      manage_key: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      hold_minutes: 30,
    });
  });

  it.each(HONEYPOT_FIELDS)('creates no reservation when only %s is filled', async (field) => {
    const handle = uniqueHandle('b');
    const res = await bot({ [field]: 'filled by a bot' }, handle);
    expect(res.status).toBe(201);
    expect(await rowsByHandle(app, handle)).toEqual([]);
  });

  it('sends no email for a filled honeypot', async () => {
    const email = uniqueEmail('bot');
    const res = await bot({ confirmEmail: email }, uniqueHandle('b'), email);
    expect(res.status).toBe(201);
    await drainMail(app, sink, pool.take());
    expect(sink.to(email)).toEqual([]);
  });

  it('records one violation with the server-seen address, the User-Agent header and the field values', async () => {
    const marker = randomBytes(6).toString('hex');
    const values = { website: `https://${marker}.example`, confirmEmail: `${marker}@example.com`, phoneBackup: `555-${marker}` };
    const res = await reserve(
      app.baseUrl,
      {
        email: uniqueEmail('bot'),
        gameshift_id: uniqueHandle('b'),
        honeypot_fields: values,
        user_agent: 'BodyAgent/1.0',
        human_token: pool.take(),
      },
      { 'user-agent': `HoneypotBot/${marker}`, 'x-forwarded-for': '203.0.113.7' },
    );
    expect(res.status).toBe(201);

    const rows = await app.sql<{
      ip_address: string;
      user_agent: string;
      violation_type: string;
      violation_data: unknown;
      blocked: boolean;
    }>(`SELECT * FROM security_violations WHERE violation_data::text LIKE '%' || $1 || '%'`, [marker]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      violation_type: 'honeypot',
      ip_address: '127.0.0.1',
      user_agent: `HoneypotBot/${marker}`,
      blocked: true,
    });
    const data = JSON.stringify(rows[0].violation_data);
    for (const value of Object.values(values)) expect(data).toContain(value);
  });

  it('answers a bot with the fake success and records the violation when a field holds a NUL character', async () => {
    const marker = randomBytes(6).toString('hex');
    const res = await bot({ website: `${marker}\u0000` });
    expect(res.status).toBe(201);
    const rows = await app.sql(`SELECT id FROM security_violations WHERE violation_data::text LIKE '%' || $1 || '%'`, [marker]);
    expect(rows).toHaveLength(1);
  });

  it('answers a bot with the fake success once its game is spent, even for a taken handle', async () => {
    const taken = await reserveOk(app.baseUrl, pool.take());
    const res = await bot({ phoneBackup: '555-0100' }, taken.gameshift_id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, gameshift_id: taken.gameshift_id });
    expect(await rowsByHandle(app, taken.gameshift_id)).toHaveLength(1);
  });

  // Finding the traps costs a played game: without one, a filled trap gets the same 403 as any request.
  it('refuses a filled honeypot without a human token with 403, recording nothing', async () => {
    const marker = randomBytes(6).toString('hex');
    const res = await reserve(app.baseUrl, {
      email: uniqueEmail('bot'),
      gameshift_id: uniqueHandle('b'),
      honeypot_fields: { website: marker },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'human_check_required', error: messages.humanCheckRequired, field: 'human_token' });
    expect(await app.sql(`SELECT id FROM security_violations WHERE violation_data::text LIKE '%' || $1 || '%'`, [marker])).toEqual([]);
  });

  it('spends the human token of a filled honeypot', async () => {
    const token = pool.take();
    expect(
      (
        await reserve(app.baseUrl, {
          email: uniqueEmail('bot'),
          gameshift_id: uniqueHandle('b'),
          honeypot_fields: { website: 'x' },
          human_token: token,
        })
      ).status,
    ).toBe(201);
    const again = await reserve(app.baseUrl, { email: uniqueEmail(), gameshift_id: uniqueHandle(), human_token: token });
    expect(again.status).toBe(403);
  });
});

describe('GET /api/handles/:handle', () => {
  let app: TestApp;
  let pool: TokenPool;

  beforeAll(async () => {
    app = await startTestApp({ ...UNLIMITED, PUBLIC_URL });
    pool = await TokenPool.issue(app.baseUrl, 10);
  });
  afterAll(async () => {
    await app.stop();
  });

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

describe('reservation rate limit', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL });
  });
  afterAll(async () => {
    await app.stop();
  });

  const attempt = (i: number) =>
    JSON.stringify({ email: uniqueEmail(), gameshift_id: uniqueHandle(), honeypot_fields: {}, human_token: `no-token-${i}` });

  it('keeps counting a client that rotates X-Forwarded-For and answers the 21st attempt with 429, resetTime and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await postText(app.baseUrl, '/api/validate-reservation', attempt(i), { 'x-forwarded-for': `198.51.100.${i + 1}` });
      statuses.push(res.status);
    }
    expect(tally(statuses)).toEqual({ 403: 20 });

    const limited = await postText<{ error: string; resetTime: number }>(app.baseUrl, '/api/validate-reservation', attempt(21), {
      'x-forwarded-for': '192.0.2.99',
    });
    expect(limited.status).toBe(429);
    const { resetTime } = limited.body;
    expect(Number.isInteger(resetTime) && resetTime >= 1 && resetTime <= 5).toBe(true);
    expect(limited.body).toEqual({ code: 'rate_limited', error: messages.tooManyAttempts(resetTime), resetTime });
    const retryAfter = limited.headers.get('retry-after') ?? '';
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
  const CAP = 3;
  let app: TestApp;
  let pool: TokenPool;

  beforeAll(async () => {
    app = await startTestApp({ ...UNLIMITED, PUBLIC_URL, PENDING_PER_CLIENT: String(CAP), TRUST_PROXY: '127.0.0.1' });
    pool = await TokenPool.issue(app.baseUrl, 40);
  });
  afterAll(async () => {
    await app.stop();
  });

  const from = (address: string) => ({ 'x-forwarded-for': address });
  const attempt = (address: string) =>
    reserve(app.baseUrl, { email: uniqueEmail('cap'), gameshift_id: uniqueHandle('c'), human_token: pool.take() }, from(address));
  const count = async (sql: string, values: unknown[]) => (await app.sql<{ n: number }>(sql, values))[0].n;

  it('refuses a client its reservation beyond the cap with 429 and the catalogue sentence, creating nothing', async () => {
    for (let i = 0; i < CAP; i++) expect((await attempt('198.51.100.10')).status).toBe(201);
    const before = await count('SELECT count(*)::int AS n FROM reservations', []);
    const refused = await attempt('198.51.100.10');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'too_many_pending', error: messages.tooManyPending });
    expect(await count('SELECT count(*)::int AS n FROM reservations', [])).toBe(before);
    expect((await attempt('198.51.100.11')).status).toBe(201);
  });

  it('counts neither verified nor expired reservations', async () => {
    const client = '198.51.100.20';
    for (let i = 0; i < CAP; i++) expect((await attempt(client)).status).toBe(201);
    expect((await attempt(client)).status).toBe(429);
    const rows = await app.sql<{ id: string }>('SELECT id FROM reservations WHERE client_key = $1 ORDER BY created_at', [client]);
    await app.sql("UPDATE reservations SET is_verified = true, verified_at = now(), claim_until = 'infinity' WHERE id = $1", [rows[0].id]);
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

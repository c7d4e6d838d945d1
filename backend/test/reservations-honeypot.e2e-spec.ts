import { HONEYPOT_FIELDS } from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { messages, TokenPool } from './support/api';
import { fileClient } from './support/per-file-client';
import { drainMail, reserve, reserveOk, rowsByHandle, uniqueEmail, uniqueHandle } from './support/reservations';
import { sharedApp, SharedApp, sharedMail } from './support/shared-app';

/* The hidden fields only a bot fills: a fake success, nothing stored or sent, the violation recorded. */

describe('honeypot', () => {
  let app: SharedApp;
  let pool: TokenPool;

  beforeAll(async () => {
    app = await sharedApp();
    pool = await TokenPool.issue(app.baseUrl, 16);
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
    await drainMail(app, sharedMail, pool.take());
    expect(await sharedMail.to(email)).toEqual([]);
  });

  it('records one violation with the server-seen address, the User-Agent header and the field values', async () => {
    // The app trusts its one proxy (TRUST_PROXY=127.0.0.1), which appends the address it saw to whatever the client
    // wrote: the client seen is that last address (this file's), never the one the client put first.
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
      { 'user-agent': `HoneypotBot/${marker}`, 'x-forwarded-for': `203.0.113.7, ${fileClient()}` },
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
      ip_address: fileClient(),
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

import { BLOCKED_HANDLE_WORDS, DISPOSABLE_EMAIL_DOMAINS } from '@gameshift/contracts';
import { messages, postText, TokenPool } from './support/api';
import { drainMail, PUBLIC_URL, reserve, reserveOk, rowsByHandle, uniqueEmail, uniqueHandle, waitForMailTo } from './support/reservations';
import { sharedApp, SharedApp, sharedMail } from './support/shared-app';

/*
 * The reservation call's answers to what a visitor sends: a valid reservation, the email and
 * handle rules, the shape of the body. Duplicates, the honeypot, races and the operator's settings
 * have files of their own (reservations-*.e2e-spec.ts).
 */

/** A handle built on a word of the contracts' blocklist, so the cases below cannot drift from it unnoticed. */
function containing(word: string, handle: string): string {
  if (!BLOCKED_HANDLE_WORDS.includes(word)) throw new Error(`${word} is not on BLOCKED_HANDLE_WORDS`);
  return handle;
}

describe('POST /api/validate-reservation', () => {
  let app: SharedApp;
  let pool: TokenPool;

  beforeAll(async () => {
    app = await sharedApp();
    pool = await TokenPool.issue(app.baseUrl, 45);
  });

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
      const [mail] = await waitForMailTo(sharedMail, created.email);
      expect(mail.text).toContain(`${PUBLIC_URL}/verify/`);
      await drainMail(app, sharedMail, pool.take());
      expect(await sharedMail.to(created.email)).toHaveLength(1);
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
    ])('refuses an email that %s with 400 on the email field', async (_case, email, error, code) => {
      const res = await reserve(app.baseUrl, { email, gameshift_id: uniqueHandle(), human_token: pool.take() });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error, code, field: 'email' });
    });
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
      const email = uniqueEmail();
      const handle = uniqueHandle();
      const res = await reserve(app.baseUrl, { email, gameshift_id: handle, human_token: pool.take(), ...override });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
      // Other files reserve on this app at the same time: nothing was stored under this attempt's email or handle.
      expect(await app.sql('SELECT id FROM reservations WHERE email = $1 OR gameshift_id = $2', [email, handle])).toEqual([]);
    });
  });
});

import type { AdminRole } from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { get, messages, postJson, tally } from './support/api';
import { ADMIN, bearer, call, claimsFor, forgeToken } from './support/admin';
import { waitForMailTo } from './support/reservations';
import { sharedApp, SharedApp, sharedMail } from './support/shared-app';
import { tablesContaining } from './support/test-app';
import { totp } from './support/totp';

/*
 * A confirmed second factor is replaced only with its proof, whatever token asks; confirming a
 * factor ends the admin's other sessions and mails them; wrong codes after a right password are
 * capped per account across every client. The app (the run's `mfa-required` one) runs with the
 * factor required, so a password alone yields the enrol-only token, and behind a proxy at 127.0.0.1
 * so each request names its client in X-Forwarded-For. Every admin here is one of its own.
 */

let nextClient = 0;
/** A client address of its own for every call, so the per-(account, client) delays stay out of the way. */
function freshClient(): Record<string, string> {
  nextClient += 1;
  return { 'x-forwarded-for': `10.77.${(nextClient >> 8) & 255}.${nextClient & 255}` };
}

const now = () => Math.floor(Date.now() / 1000);
/** A code of the secret's next step: within the allowed drift, and later than the step enrolment used. */
const nextCode = (secret: string) => totp(secret, now() + 30);
/** A well-formed code that has not been valid for an hour. */
const staleCode = (secret: string) => totp(secret, now() - 3600);

interface Enrolled {
  email: string;
  secret: string;
  codes: string[];
  token: string;
}

describe('second factor: step-up, sessions and the per-account cap', () => {
  let app: SharedApp;

  beforeAll(async () => {
    app = await sharedApp('mfaRequired');
  });

  async function addMember(role: AdminRole): Promise<string> {
    const email = `${role}_${randomBytes(4).toString('hex')}@example.com`;
    await app.sql('INSERT INTO admins (email, password_hash, role) SELECT $1, password_hash, $2 FROM admins WHERE email = $3', [
      email,
      role,
      ADMIN.email,
    ]);
    return email;
  }

  async function signIn(email: string, code?: string): Promise<{ status: number; body: Record<string, unknown>; token: string }> {
    const res = await postJson<Record<string, unknown>>(
      app.baseUrl,
      '/api/admin-login',
      { email, password: ADMIN.password, ...(code !== undefined && { code }) },
      freshClient(),
    );
    return { status: res.status, body: res.body, token: typeof res.body.token === 'string' ? res.body.token : '' };
  }

  async function enrolWith(email: string, token: string, currentCode?: string): Promise<Omit<Enrolled, 'email'>> {
    const started = await call<{ secret: string }>(
      app.baseUrl,
      'POST',
      '/api/admin/me/mfa',
      bearer(token),
      currentCode === undefined ? undefined : { current_code: currentCode },
    );
    if (started.status !== 200) throw new Error(`start answered ${started.status}: ${started.text}`);
    const confirmed = await call<{ recovery_codes: string[]; token: string }>(
      app.baseUrl,
      'POST',
      '/api/admin/me/mfa/confirm',
      bearer(token),
      {
        code: totp(started.body.secret),
      },
    );
    if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}: ${confirmed.text}`);
    return { secret: started.body.secret, codes: confirmed.body.recovery_codes, token: confirmed.body.token };
  }

  /** A new admin of `role` with a confirmed factor, through the enrol-only token a password gives. */
  async function enrolled(role: AdminRole = 'operator'): Promise<Enrolled> {
    const email = await addMember(role);
    const first = await signIn(email);
    expect(first.body).toMatchObject({ success: true, mfaEnrolmentRequired: true });
    return { email, ...(await enrolWith(email, first.token)) };
  }

  const start = (token: string, body?: unknown) => call(app.baseUrl, 'POST', '/api/admin/me/mfa', bearer(token), body);
  const me = (token: string) => get(app.baseUrl, '/api/admin/me', { headers: bearer(token) });
  const factorOf = async (email: string) =>
    (await app.sql<{ mfa_secret: string }>('SELECT mfa_secret FROM admins WHERE email = $1', [email]))[0].mfa_secret;

  it('refuses to start a new enrolment without the current factor, with a full token or a forged enrol-only one', async () => {
    const admin = await enrolled();
    const factor = await factorOf(admin.email);

    const bare = await start(admin.token);
    expect([bare.status, bare.body]).toEqual([
      403,
      { code: 'mfa_current_code_required', error: messages.mfaCurrentCodeNeeded, field: 'current_code' },
    ]);
    const empty = await start(admin.token, {});
    expect(empty.status).toBe(403);
    const wrong = await start(admin.token, { current_code: staleCode(admin.secret) });
    expect([wrong.status, wrong.body]).toEqual([
      403,
      { code: 'mfa_current_code_invalid', error: messages.mfaCurrentCodeInvalid, field: 'current_code' },
    ]);
    const wrongRecovery = await start(admin.token, { current_code: 'aaaaa-bbbbb' });
    expect(wrongRecovery.status).toBe(403);

    // A token of the enrol-only kind, signed as the app signs and current: still no replacing.
    const enrolOnly = forgeToken({ ...(await claimsFor(app, admin.email)), scope: 'enrol' });
    const forged = await start(enrolOnly);
    expect([forged.status, forged.body]).toEqual([
      403,
      { code: 'mfa_current_code_required', error: messages.mfaCurrentCodeNeeded, field: 'current_code' },
    ]);
    const forgedConfirm = await call(app.baseUrl, 'POST', '/api/admin/me/mfa/confirm', bearer(enrolOnly), { code: '123456' });
    expect(forgedConfirm.status).toBe(409);

    // Nothing changed: the old factor and its recovery codes still sign in.
    expect(await factorOf(admin.email)).toBe(factor);
    expect((await signIn(admin.email, admin.codes[0])).status).toBe(200);
    expect((await signIn(admin.email, nextCode(admin.secret))).status).toBe(200);
  }, 60_000);

  it('replaces the factor with a recovery code as proof: the old app and codes stop, and the new ones work', async () => {
    const admin = await enrolled();
    const replacement = await enrolWith(admin.email, admin.token, admin.codes[0]);
    expect(replacement.secret).not.toBe(admin.secret);

    const oldRecovery = await signIn(admin.email, admin.codes[1]);
    expect([oldRecovery.status, oldRecovery.body]).toEqual([
      401,
      { success: false, mfa_required: true, error: messages.mfaCodeInvalid, code: 'mfa_code_invalid' },
    ]);
    expect((await signIn(admin.email, replacement.codes[0])).status).toBe(200);
    expect((await signIn(admin.email, nextCode(replacement.secret))).status).toBe(200);
  }, 60_000);

  it('asks for the proof at confirmation when the pending enrolment was started without it', async () => {
    const admin = await enrolled();
    const started = await call<{ secret: string }>(app.baseUrl, 'POST', '/api/admin/me/mfa', bearer(admin.token), {
      current_code: admin.codes[0],
    });
    expect(started.status).toBe(200);
    // A pending secret from before the rule, beside a confirmed factor.
    await app.sql('UPDATE admins SET mfa_pending_stepped_up = false WHERE email = $1', [admin.email]);
    const confirm = (body: Record<string, string>) => call(app.baseUrl, 'POST', '/api/admin/me/mfa/confirm', bearer(admin.token), body);

    const bare = await confirm({ code: totp(started.body.secret) });
    expect([bare.status, bare.body]).toEqual([
      403,
      { code: 'mfa_current_code_required', error: messages.mfaCurrentCodeNeeded, field: 'current_code' },
    ]);
    expect((await confirm({ code: totp(started.body.secret), current_code: admin.codes[0] })).status).toBe(403);
    const proven = await confirm({ code: totp(started.body.secret), current_code: admin.codes[1] });
    expect(proven.status).toBe(200);
  }, 60_000);

  it('ends every other session when a factor is confirmed, the enrol-only tokens included, and mails the admin', async () => {
    const email = await addMember('viewer');
    const first = await signIn(email);
    const second = await signIn(email);
    expect([first.body.mfaEnrolmentRequired, second.body.mfaEnrolmentRequired]).toEqual([true, true]);

    const confirmed = await enrolWith(email, first.token);
    expect((await me(confirmed.token)).status).toBe(200);
    // The other enrol-only token can neither read nor start a replacement: its session has ended.
    expect((await me(second.token)).status).toBe(401);
    expect((await start(second.token)).status).toBe(401);
    expect((await me(first.token)).status).toBe(401);

    const [mail] = await waitForMailTo(sharedMail, email);
    expect(mail.subject).toBe('Two-factor sign-in set up on the GameShift admin portal');
    expect(mail.text).toContain('Every other session of your account has been signed out.');

    // A replacement ends the session it was made from too, except for the token it answers.
    const full = await signIn(email, confirmed.codes[0]);
    const replaced = await enrolWith(email, confirmed.token, confirmed.codes[1]);
    expect((await me(full.token)).status).toBe(401);
    expect((await me(confirmed.token)).status).toBe(401);
    expect((await me(replaced.token)).status).toBe(200);
    const mails = await waitForMailTo(sharedMail, email, 2);
    expect(mails[1].subject).toBe('Two-factor sign-in replaced on the GameShift admin portal');
    // The queue named the admin by id: the address was written into each mail as it left.
    expect((await tablesContaining(app, [email])).filter((table) => table.startsWith('pgboss.'))).toEqual([]);
  }, 60_000);

  it('lets an admin enrol without proof after an owner reset their factor', async () => {
    const owner = await enrolled('owner');
    const admin = await enrolled();
    const [{ id }] = await app.sql<{ id: string }>('SELECT id FROM admins WHERE email = $1', [admin.email]);
    expect((await call(app.baseUrl, 'POST', `/api/admin/admins/${id}/reset-mfa`, bearer(owner.token))).status).toBe(200);

    const again = await signIn(admin.email);
    expect(again.body).toMatchObject({ success: true, mfaEnrolmentRequired: true });
    const enrolment = await enrolWith(admin.email, again.token);
    expect((await signIn(admin.email, enrolment.codes[0])).status).toBe(200);
  }, 60_000);

  it('checks at most 10 wrong codes per account from all clients in 15 minutes, then refuses codes, but not recovery codes', async () => {
    const admin = await enrolled();
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postJson(
          app.baseUrl,
          '/api/admin-login',
          { email: admin.email, password: ADMIN.password, code: String(100000 + i) },
          freshClient(),
        ),
      ),
    );
    // One of the 30 guesses could be right by chance (1 in 33,000): it would count no failure.
    const statuses = tally(guesses.map((g) => g.status));
    expect(statuses[401]).toBe(10);
    expect(statuses[429]).toBe(30 - 10 - (statuses[200] ?? 0));
    const paused = guesses.find((g) => g.status === 429)!;
    expect(paused.body).toEqual({ code: 'mfa_codes_paused', error: messages.mfaCodesPaused(15), field: 'code', resetTime: 15 });
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(840);

    // The right code is refused unchecked, from anywhere; the password alone still asks for a code.
    const right = await signIn(admin.email, nextCode(admin.secret));
    expect([right.status, right.body]).toEqual([
      429,
      { code: 'mfa_codes_paused', error: messages.mfaCodesPaused(15), field: 'code', resetTime: 15 },
    ]);
    expect((await signIn(admin.email)).body).toMatchObject({ mfa_required: true });
    // Step-up with an authenticator code is paused alike; a recovery code signs in and steps up.
    expect((await start(admin.token, { current_code: nextCode(admin.secret) })).status).toBe(429);
    const recovered = await signIn(admin.email, admin.codes[0]);
    expect(recovered.status).toBe(200);
    expect((await start(recovered.token, { current_code: admin.codes[1] })).status).toBe(200);

    const mails = await waitForMailTo(sharedMail, admin.email, 2);
    const warnings = mails.filter((m) => m.subject === 'Too many wrong codes on your GameShift admin account');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].text).toContain('entered 10 wrong two-factor codes within 15 minutes');

    // Once the window has ended, codes are checked again.
    await app.sql("UPDATE admins SET mfa_code_window_ends_at = now() - interval '1 second' WHERE email = $1", [admin.email]);
    expect((await signIn(admin.email, nextCode(admin.secret))).status).toBe(200);
  }, 60_000);

  it("lifts the cap with an owner's reset", async () => {
    const owner = await enrolled('owner');
    const admin = await enrolled();
    for (let i = 0; i < 10; i++) expect((await signIn(admin.email, staleCode(admin.secret))).status).toBe(401);
    expect((await signIn(admin.email, nextCode(admin.secret))).status).toBe(429);

    const [{ id }] = await app.sql<{ id: string }>('SELECT id FROM admins WHERE email = $1', [admin.email]);
    expect((await call(app.baseUrl, 'POST', `/api/admin/admins/${id}/reset-mfa`, bearer(owner.token))).status).toBe(200);
    const enrolment = await enrolWith(admin.email, (await signIn(admin.email)).token);
    expect((await signIn(admin.email, nextCode(enrolment.secret))).status).toBe(200);
  }, 60_000);

  it('does not count right codes, nor let a stranger without the password count anything', async () => {
    const admin = await enrolled();
    for (let i = 0; i < 20; i++) {
      const res = await postJson(
        app.baseUrl,
        '/api/admin-login',
        { email: admin.email, password: 'not-the-password', code: staleCode(admin.secret) },
        freshClient(),
      );
      expect([res.status, res.body]).toEqual([401, { success: false, error: messages.invalidCredentials, code: 'invalid_credentials' }]);
    }
    for (let i = 0; i < 9; i++) expect((await signIn(admin.email, staleCode(admin.secret))).status).toBe(401);
    expect((await signIn(admin.email, nextCode(admin.secret))).status).toBe(200);
    const [row] = await app.sql<{ mfa_code_failures: number }>('SELECT mfa_code_failures FROM admins WHERE email = $1', [admin.email]);
    expect(row.mfa_code_failures).toBe(9);
    // The tenth wrong code fills the window.
    expect((await signIn(admin.email, staleCode(admin.secret))).status).toBe(401);
    expect((await signIn(admin.email, staleCode(admin.secret))).status).toBe(429);
  }, 60_000);
});

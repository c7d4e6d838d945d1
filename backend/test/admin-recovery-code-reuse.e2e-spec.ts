import { randomBytes } from 'node:crypto';
import { messages, postJson } from './support/api';
import { ADMIN, bearer, call, signIn } from './support/admin';
import { sharedApp, SharedApp } from './support/shared-app';
import { totp } from './support/totp';

/*
 * A recovery code works once. Given again, the answer says that it was used, wherever a recovery
 * code is accepted (the sign-in and the step-up before setting the factor up again), instead of the
 * advice about the phone's clock that a wrong authenticator code gets; and it opens nothing.
 */

let nextClient = 0;
/** A client address of its own for every call, so the per-(account, client) delays stay out of the way. */
function freshClient(): Record<string, string> {
  nextClient += 1;
  return { 'x-forwarded-for': `10.78.${(nextClient >> 8) & 255}.${nextClient & 255}` };
}

describe('a recovery code given a second time', () => {
  let app: SharedApp;
  let email: string;
  let codes: string[];

  beforeAll(async () => {
    app = await sharedApp();
    email = `reuse_${randomBytes(4).toString('hex')}@example.com`;
    await app.sql("INSERT INTO admins (email, password_hash, role) SELECT $1, password_hash, 'operator' FROM admins WHERE email = $2", [
      email,
      ADMIN.email,
    ]);
    const token = await signIn(app.baseUrl, email);
    const started = await call<{ secret: string }>(app.baseUrl, 'POST', '/api/admin/me/mfa', bearer(token));
    const confirmed = await call<{ recovery_codes: string[] }>(app.baseUrl, 'POST', '/api/admin/me/mfa/confirm', bearer(token), {
      code: totp(started.body.secret),
    });
    expect(confirmed.status).toBe(200);
    codes = confirmed.body.recovery_codes;
  });
  const login = (code: string) =>
    postJson<Record<string, unknown>>(app.baseUrl, '/api/admin-login', { email, password: ADMIN.password, code }, freshClient());

  async function secretOf(address: string): Promise<string> {
    const [row] = await app.sql<{ mfa_secret: string }>('SELECT mfa_secret FROM admins WHERE email = $1', [address]);
    return row.mfa_secret;
  }

  it('signs in once with a recovery code, and the second time says the code was used', async () => {
    const first = await login(codes[0]);
    expect(first.status).toBe(200);

    const again = await login(codes[0]);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ success: false, mfa_required: true, error: messages.mfaRecoveryCodeUsed, code: 'mfa_recovery_code_used' });
    expect(again.body.token).toBeUndefined();
  });

  it('still gives a code that was never issued the advice about wrong codes', async () => {
    const res = await login('zzzzz-zzzzz');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, mfa_required: true, error: messages.mfaCodeInvalid, code: 'mfa_code_invalid' });
  });

  it('says a used recovery code was used when it is given to set the factor up again, and changes nothing', async () => {
    const signedIn = await login(codes[1]);
    expect(signedIn.status).toBe(200);
    const token = String(signedIn.body.token);
    const before = await secretOf(email);
    const res = await call(app.baseUrl, 'POST', '/api/admin/me/mfa', bearer(token), { current_code: codes[0] });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'mfa_recovery_code_used', error: messages.mfaRecoveryCodeUsed, field: 'current_code' });
    expect(await secretOf(email)).toBe(before);
  });
});

import { roleAllows, type AdminRole } from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { get, messages } from './support/api';
import { ADMIN, adminRoutes, auditEntries, bearer, call, login, signIn } from './support/admin';
import { PUBLIC_URL, waitForMailTo } from './support/reservations';
import { sharedApp, SharedApp, sharedMail } from './support/shared-app';
import { AppHandle, tablesContaining } from './support/test-app';
import { totp } from './support/totp';

/*
 * Admins as a team: a role on every admin route (owner > operator > viewer), invitations by email,
 * and a second factor with recovery codes. The run's shared apps serve it: every admin a test
 * changes is one of its own (the rule about the last owner, which needs every owner of a database,
 * is in admin-table.e2e-spec.ts).
 */

/**
 * The least role of every admin route. A route the app registers that is missing here fails the
 * table test: whoever adds one decides who may use it.
 */
const LEAST_ROLE: Record<string, AdminRole> = {
  'GET /api/admin/stats': 'viewer',
  'GET /api/admin/stats/funnel': 'viewer',
  'GET /api/admin/stats/visitors': 'viewer',
  'GET /api/admin/stats/sources': 'viewer',
  'GET /api/admin/stats/journey': 'viewer',
  'GET /api/admin/reservations': 'viewer',
  'GET /api/admin/reservations/{id}': 'viewer',
  'POST /api/admin/reservations': 'viewer',
  'PUT /api/admin/reservations/{id}': 'viewer',
  'PATCH /api/admin/reservations/{id}': 'viewer',
  'DELETE /api/admin/reservations/{id}': 'operator',
  'POST /api/admin/reservations/{id}/verify': 'operator',
  'POST /api/admin/reservations/{id}/resend': 'operator',
  'GET /api/admin/reservations/export.csv': 'owner',
  'POST /api/admin-operations': 'operator',
  'GET /api/admin/violations': 'operator',
  'GET /api/admin/violations/{id}': 'operator',
  'POST /api/admin/violations': 'viewer',
  'PUT /api/admin/violations/{id}': 'viewer',
  'PATCH /api/admin/violations/{id}': 'viewer',
  'DELETE /api/admin/violations/{id}': 'viewer',
  'GET /api/admin/audit': 'operator',
  'GET /api/admin/audit/{id}': 'operator',
  'POST /api/admin/audit': 'viewer',
  'PUT /api/admin/audit/{id}': 'viewer',
  'PATCH /api/admin/audit/{id}': 'viewer',
  'DELETE /api/admin/audit/{id}': 'viewer',
  'GET /api/admin/admins': 'owner',
  'GET /api/admin/admins/{id}': 'owner',
  'POST /api/admin/admins': 'owner',
  'PUT /api/admin/admins/{id}': 'owner',
  'DELETE /api/admin/admins/{id}': 'owner',
  'POST /api/admin/admins/{id}/reset-mfa': 'owner',
  'GET /api/admin/suppressions': 'operator',
  'GET /api/admin/suppressions/{id}': 'operator',
  'POST /api/admin/suppressions': 'owner',
  'DELETE /api/admin/suppressions/{id}': 'owner',
  'PUT /api/admin/suppressions/{id}': 'viewer',
  'PATCH /api/admin/suppressions/{id}': 'viewer',
  'GET /api/admin/announcements': 'viewer',
  'GET /api/admin/announcements/{id}': 'viewer',
  'GET /api/admin/announcements/{id}/copies/{locale}': 'viewer',
  'POST /api/admin/announcements': 'owner',
  'PUT /api/admin/announcements/{id}': 'owner',
  'DELETE /api/admin/announcements/{id}': 'owner',
  'PATCH /api/admin/announcements/{id}': 'viewer',
  'POST /api/admin/announcements/{id}/test': 'owner',
  'POST /api/admin/announcements/{id}/send': 'owner',
  'POST /api/admin/announcements/{id}/pause': 'owner',
  'POST /api/admin/announcements/{id}/resume': 'owner',
  'POST /api/admin/announcements/{id}/cancel': 'owner',
  'POST /api/admin/announcements/preview': 'owner',
  'POST /api/admin/reservations/{id}/erase': 'owner',
  'GET /api/admin/me': 'viewer',
  'POST /api/admin/me/mfa': 'viewer',
  'POST /api/admin/me/mfa/confirm': 'viewer',
  'POST /api/admin-logout': 'viewer',
  // webhooks
  'GET /api/admin/webhooks': 'owner',
  'GET /api/admin/webhooks/{id}': 'owner',
  'POST /api/admin/webhooks': 'owner',
  'PUT /api/admin/webhooks/{id}': 'owner',
  'DELETE /api/admin/webhooks/{id}': 'owner',
  'PATCH /api/admin/webhooks/{id}': 'viewer',
  'POST /api/admin/webhooks/{id}/rotate': 'owner',
  'GET /api/admin/webhook-deliveries': 'owner',
  'GET /api/admin/webhook-deliveries/{id}': 'owner',
  'POST /api/admin/webhook-deliveries/{id}/redeliver': 'owner',
  'GET /api/admin/api-keys': 'owner',
  'GET /api/admin/api-keys/{id}': 'owner',
  'POST /api/admin/api-keys': 'owner',
  'DELETE /api/admin/api-keys/{id}': 'owner',
  'PUT /api/admin/api-keys/{id}': 'viewer',
  'PATCH /api/admin/api-keys/{id}': 'viewer',
};

const ROLE_REFUSED = { error: messages.roleForbidden, code: 'role_forbidden' };

/** An admin of the given role with the first admin's password; answers its email. */
async function addMember(app: AppHandle, role: AdminRole): Promise<string> {
  const email = `${role}_${randomBytes(4).toString('hex')}@example.com`;
  await app.sql('INSERT INTO admins (email, password_hash, role) SELECT $1, password_hash, $2 FROM admins WHERE email = $3', [
    email,
    role,
    ADMIN.email,
  ]);
  return email;
}

/** The token of the invitation link in a mail. */
function invitationToken(text: string): string {
  const match = new RegExp(`${PUBLIC_URL.replace(/[.]/g, '\\.')}/admin/invite/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])`).exec(text);
  if (!match) throw new Error(`no invitation link in: ${text}`);
  return match[1];
}

describe('admin roles', () => {
  let app: SharedApp;

  beforeAll(async () => {
    app = await sharedApp();
  });

  it('declares a least role for every admin route the app registers, and each role gets exactly what it may', async () => {
    const routes = await adminRoutes(app.baseUrl);
    const registered = routes.map(({ method, template }) => `${method} ${template}`).sort();
    expect(registered).toEqual(Object.keys(LEAST_ROLE).sort());

    const tokens = {
      viewer: await signIn(app.baseUrl, await addMember(app, 'viewer')),
      operator: await signIn(app.baseUrl, await addMember(app, 'operator')),
      owner: await signIn(app.baseUrl, await addMember(app, 'owner')),
    };
    const wrong: string[] = [];
    for (const { method, path, template } of routes) {
      // Signing out would revoke the token the other routes are tried with; its own test follows.
      if (template === '/api/admin-logout') continue;
      for (const role of ['viewer', 'operator', 'owner'] as const) {
        const res = await call(app.baseUrl, method, path, bearer(tokens[role]), method === 'GET' ? undefined : {});
        const allowed = roleAllows(role, LEAST_ROLE[`${method} ${template}`]);
        const refused = res.status === 403 && res.text === JSON.stringify(ROLE_REFUSED);
        if (allowed === refused || res.status === 401) wrong.push(`${role} ${method} ${template} -> ${res.status} ${res.text}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('lets every role sign out', async () => {
    const token = await signIn(app.baseUrl, await addMember(app, 'viewer'));
    expect((await call(app.baseUrl, 'POST', '/api/admin-logout', bearer(token))).status).toBe(204);
    expect((await get(app.baseUrl, '/api/admin/stats', { headers: bearer(token) })).status).toBe(401);
  });

  it('answers the role with the token, and a viewer sees the lists but not the violations, the audit log or the export', async () => {
    const email = await addMember(app, 'viewer');
    const res = await login(app.baseUrl, email, ADMIN.password);
    expect(res.body).toMatchObject({ success: true, role: 'viewer', mfaEnrolmentRequired: false });
    const headers = bearer(res.body.token!);
    expect((await get(app.baseUrl, '/api/admin/reservations', { headers })).status).toBe(200);
    for (const path of ['/api/admin/violations', '/api/admin/audit', '/api/admin/reservations/export.csv']) {
      const refused = await get(app.baseUrl, path, { headers });
      expect([refused.status, refused.body]).toEqual([403, ROLE_REFUSED]);
    }
  });
});

describe('admin invitations', () => {
  let app: SharedApp;

  beforeAll(async () => {
    app = await sharedApp();
  });

  it('invites an operator by email; the link sets a password once, and only its hash is kept', async () => {
    const owner = await signIn(app.baseUrl);
    const email = `invited_${randomBytes(4).toString('hex')}@example.com`;
    const invite = await call(app.baseUrl, 'POST', '/api/admin/admins', bearer(owner), { email: email.toUpperCase(), role: 'operator' });
    expect(invite.status).toBe(201);
    expect(invite.body).toMatchObject({ email, role: 'operator', mfa: false, invitation_expires_at: expect.any(String) });
    const listed = await get<Array<{ email: string }>>(app.baseUrl, '/api/admin/admins', { headers: bearer(owner) });
    expect(listed.body.map((row) => row.email)).toContain(email);

    const [mail] = await waitForMailTo(sharedMail, email);
    expect(mail.subject).toBe('You are invited to the GameShift admin portal');
    expect(mail.text).toContain(`${ADMIN.email} invited you`);
    const token = invitationToken(mail.text);
    expect(await tablesContaining(app, [token])).toEqual([]);

    // The invitee's page first asks what the link is for; asking does not use it up.
    for (let i = 0; i < 2; i++) {
      const details = await call(app.baseUrl, 'POST', '/api/admin-invitations/lookup', {}, { token });
      expect([details.status, details.body]).toEqual([200, { email, role: 'operator', expires_at: expect.any(String) }]);
    }

    const short = await call(app.baseUrl, 'POST', '/api/admin-invitations/accept', {}, { token, password: 'too-short' });
    expect([short.status, short.body]).toEqual([
      400,
      { code: 'password_too_short', error: messages.adminPasswordTooShort, field: 'password' },
    ]);
    const accepted = await call(app.baseUrl, 'POST', '/api/admin-invitations/accept', {}, { token, password: 'a-long-enough-password' });
    expect(accepted.status).toBe(204);
    const again = await call(app.baseUrl, 'POST', '/api/admin-invitations/accept', {}, { token, password: 'a-long-enough-password' });
    expect([again.status, again.body]).toEqual([400, { code: 'invitation_invalid', error: messages.invitationInvalid }]);
    const usedLookUp = await call(app.baseUrl, 'POST', '/api/admin-invitations/lookup', {}, { token });
    expect([usedLookUp.status, usedLookUp.body]).toEqual([400, { code: 'invitation_invalid', error: messages.invitationInvalid }]);

    const signedIn = await login(app.baseUrl, email, 'a-long-enough-password');
    expect(signedIn.body).toMatchObject({ success: true, role: 'operator' });
    const actions = (await auditEntries(app.baseUrl, owner, { q: email })).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['admin.invite', 'admin.invitation_accept']));
  });

  it('refuses an expired invitation, an unknown token, an existing admin and a non-owner', async () => {
    const owner = await signIn(app.baseUrl);
    const email = `late_${randomBytes(4).toString('hex')}@example.com`;
    expect((await call(app.baseUrl, 'POST', '/api/admin/admins', bearer(owner), { email, role: 'viewer' })).status).toBe(201);
    const token = invitationToken((await waitForMailTo(sharedMail, email))[0].text);
    await app.sql("UPDATE admin_invitations SET expires_at = now() - interval '1 second' WHERE email = $1", [email]);
    const expired = await call(app.baseUrl, 'POST', '/api/admin-invitations/accept', {}, { token, password: 'a-long-enough-password' });
    expect([expired.status, expired.body]).toEqual([400, { code: 'invitation_invalid', error: messages.invitationInvalid }]);
    const expiredLookUp = await call(app.baseUrl, 'POST', '/api/admin-invitations/lookup', {}, { token });
    expect([expiredLookUp.status, expiredLookUp.body]).toEqual([400, { code: 'invitation_invalid', error: messages.invitationInvalid }]);
    const unknown = await call(
      app.baseUrl,
      'POST',
      '/api/admin-invitations/accept',
      {},
      { token: 'x'.repeat(43), password: 'a-long-enough-password' },
    );
    expect(unknown.status).toBe(400);
    expect((await login(app.baseUrl, email, 'a-long-enough-password')).status).toBe(401);

    const existing = await call(app.baseUrl, 'POST', '/api/admin/admins', bearer(owner), { email: ADMIN.email, role: 'viewer' });
    expect([existing.status, existing.body]).toEqual([409, { code: 'admin_exists', error: messages.adminExists, field: 'email' }]);
    const badRole = await call(app.baseUrl, 'POST', '/api/admin/admins', bearer(owner), { email: 'x@example.com', role: 'admin' });
    expect([badRole.status, badRole.body]).toEqual([400, { code: 'invalid_body', error: messages.adminInviteShape }]);
    const operator = await signIn(app.baseUrl, await addMember(app, 'operator'));
    const refused = await call(app.baseUrl, 'POST', '/api/admin/admins', bearer(operator), { email: 'y@example.com', role: 'viewer' });
    expect([refused.status, refused.body]).toEqual([403, ROLE_REFUSED]);
  });
});

describe('second factor', () => {
  let app: SharedApp;

  beforeAll(async () => {
    app = await sharedApp();
  });

  /** Enrols the admin's factor; answers its secret, recovery codes and the full token. */
  async function enrol(email: string, token: string): Promise<{ secret: string; codes: string[]; token: string }> {
    const started = await call<{ secret: string; otpauth_url: string }>(app.baseUrl, 'POST', '/api/admin/me/mfa', bearer(token));
    expect(started.status).toBe(200);
    const { secret, otpauth_url } = started.body;
    expect(otpauth_url).toBe(`otpauth://totp/GameShift%20Admin:${encodeURIComponent(email)}?secret=${secret}&issuer=GameShift%20Admin`);
    const anHourAgo = totp(secret, Math.floor(Date.now() / 1000) - 3600);
    const wrong = await call(app.baseUrl, 'POST', '/api/admin/me/mfa/confirm', bearer(token), { code: anHourAgo });
    expect([wrong.status, wrong.body]).toEqual([400, { code: 'mfa_code_invalid', error: messages.mfaCodeInvalid, field: 'code' }]);
    const confirmed = await call<{ recovery_codes: string[]; token: string }>(
      app.baseUrl,
      'POST',
      '/api/admin/me/mfa/confirm',
      bearer(token),
      {
        code: totp(secret),
      },
    );
    expect(confirmed.status).toBe(200);
    return { secret, codes: confirmed.body.recovery_codes, token: confirmed.body.token };
  }

  it('asks a right password for the code, takes a code once, and a recovery code once', async () => {
    const email = await addMember(app, 'operator');
    const { secret, codes } = await enrol(email, await signIn(app.baseUrl, email));
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(await tablesContaining(app, [secret, ...codes])).toEqual([]);

    const noCode = await login(app.baseUrl, email, ADMIN.password);
    expect([noCode.status, noCode.body]).toEqual([
      401,
      { success: false, mfa_required: true, error: messages.mfaCodeNeeded, code: 'mfa_code_required' },
    ]);
    const wrongPassword = await call(
      app.baseUrl,
      'POST',
      '/api/admin-login',
      {},
      { email, password: 'not-the-password', code: totp(secret) },
    );
    expect(wrongPassword.body).toEqual({ success: false, error: messages.invalidCredentials, code: 'invalid_credentials' });

    // The enrolment used this step's code; the next step's is within the allowed drift.
    const code = totp(secret, Math.floor(Date.now() / 1000) + 30);
    const withCode = await call(app.baseUrl, 'POST', '/api/admin-login', {}, { email, password: ADMIN.password, code });
    expect(withCode.body).toMatchObject({ success: true, role: 'operator' });
    const replayed = await call(app.baseUrl, 'POST', '/api/admin-login', {}, { email, password: ADMIN.password, code });
    expect([replayed.status, replayed.body]).toEqual([
      401,
      { success: false, mfa_required: true, error: messages.mfaCodeInvalid, code: 'mfa_code_invalid' },
    ]);

    const recovery = await call(
      app.baseUrl,
      'POST',
      '/api/admin-login',
      {},
      { email, password: ADMIN.password, code: codes[3].toUpperCase() },
    );
    expect(recovery.body).toMatchObject({ success: true });
    const reused = await call(app.baseUrl, 'POST', '/api/admin-login', {}, { email, password: ADMIN.password, code: codes[3] });
    expect(reused.status).toBe(401);
    const owner = await signIn(app.baseUrl);
    const used = (await auditEntries(app.baseUrl, owner, { admin_email: email })).find(
      (e) => e.action === 'admin.recovery_code_used' && e.admin_email === email,
    );
    expect(used?.details).toEqual({ left: 9 });
  }, 60_000);

  it('counts wrong codes like wrong passwords: after five, the sign-in waits', async () => {
    const email = await addMember(app, 'viewer');
    const { secret } = await enrol(email, await signIn(app.baseUrl, email));
    const wrongCode = totp(secret, Math.floor(Date.now() / 1000) - 3600);
    for (let i = 0; i < 5; i++) {
      expect((await call(app.baseUrl, 'POST', '/api/admin-login', {}, { email, password: ADMIN.password, code: wrongCode })).status).toBe(
        401,
      );
    }
    const waiting = await call(
      app.baseUrl,
      'POST',
      '/api/admin-login',
      {},
      {
        email,
        password: ADMIN.password,
        code: totp(secret, Math.floor(Date.now() / 1000) + 30),
      },
    );
    expect(waiting.status).toBe(429);
  }, 60_000);

  it("lets an owner reset a colleague's factor, which signs them out", async () => {
    const email = await addMember(app, 'operator');
    const { token } = await enrol(email, await signIn(app.baseUrl, email));
    const [{ id }] = await app.sql<{ id: string }>('SELECT id FROM admins WHERE email = $1', [email]);
    const owner = await signIn(app.baseUrl);
    const reset = await call(app.baseUrl, 'POST', `/api/admin/admins/${id}/reset-mfa`, bearer(owner));
    expect(reset.body).toMatchObject({ id, mfa: false });
    expect((await get(app.baseUrl, '/api/admin/me', { headers: bearer(token) })).status).toBe(401);
    expect((await login(app.baseUrl, email, ADMIN.password)).body).toMatchObject({ success: true });
    expect((await auditEntries(app.baseUrl, owner, { target: id })).some((e) => e.action === 'admin.mfa_reset' && e.target === id)).toBe(
      true,
    );
  }, 60_000);
});

describe('second factor required (ADMIN_MFA=required)', () => {
  let app: SharedApp;

  beforeAll(async () => {
    app = await sharedApp('mfaRequired');
  });

  it('opens nothing but enrolment until a factor is confirmed', async () => {
    // An owner of its own: the first admin of the shared app stays without a factor for the other files.
    const email = await addMember(app, 'owner');
    const res = await login(app.baseUrl, email, ADMIN.password);
    expect(res.body).toMatchObject({ success: true, role: 'owner', mfaEnrolmentRequired: true });
    const limited = bearer(res.body.token!);
    const stats = await get(app.baseUrl, '/api/admin/stats', { headers: limited });
    expect([stats.status, stats.body]).toEqual([403, { code: 'mfa_enrol_first', error: messages.mfaEnrolFirst }]);
    expect((await get(app.baseUrl, '/api/admin/me', { headers: limited })).body).toMatchObject({ email, mfa: false });

    const started = await call<{ secret: string }>(app.baseUrl, 'POST', '/api/admin/me/mfa', limited);
    const confirmed = await call<{ token: string }>(app.baseUrl, 'POST', '/api/admin/me/mfa/confirm', limited, {
      code: totp(started.body.secret),
    });
    expect(confirmed.status).toBe(200);
    expect((await get(app.baseUrl, '/api/admin/stats', { headers: bearer(confirmed.body.token) })).status).toBe(200);
    // Confirming a factor ends every other session, the token from the password alone included.
    expect((await get(app.baseUrl, '/api/admin/stats', { headers: limited })).status).toBe(401);
  });
});

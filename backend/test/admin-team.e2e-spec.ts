import { ADMIN_ROLES, may, type AdminResource, type AdminRole, type ResourceAccessKind } from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { get, messages } from './support/api';
import { ADMIN, adminRoutes, auditEntries, bearer, call, login, signIn } from './support/admin';
import { PUBLIC_URL, waitForMailTo } from './support/reservations';
import { sharedApp, SharedApp, sharedMail } from './support/shared-app';
import { AppHandle, tablesContaining } from './support/test-app';
import { totp } from './support/totp';

/*
 * Admins as a team: each admin route open to the roles RESOURCE_ROLES gives its resource and kind of
 * access, invitations by email, and a second factor with recovery codes. The run's shared apps serve
 * it: every admin a test changes is one of its own (the rule about the last owner, which needs every
 * owner of a database, is in admin-table.e2e-spec.ts).
 */

/** Who may use a route: a cell of RESOURCE_ROLES, or every signed-in admin. */
interface Access {
  name: string;
  allows(role: AdminRole): boolean;
}

function cell<R extends AdminResource>(resource: R, action: ResourceAccessKind<R>): Access {
  return { name: `${resource} ${action}`, allows: (role) => may(role, resource, action) };
}

const ANY_SIGNED_IN_ADMIN: Access = { name: 'any signed-in admin', allows: () => true };

/**
 * What every admin route declares. A route the app registers that is missing here fails the table
 * test: whoever adds one decides who may use it. A method a resource does not offer answers its
 * 405 to every signed-in admin.
 */
const ACCESS: Record<string, Access> = {
  'GET /api/admin/stats': cell('dashboard', 'read'),
  'GET /api/admin/stats/funnel': cell('dashboard', 'read'),
  'GET /api/admin/stats/visitors': cell('traffic', 'read'),
  'GET /api/admin/stats/sources': cell('traffic', 'read'),
  'GET /api/admin/stats/journey': cell('traffic', 'read'),
  'GET /api/admin/reservations': cell('reservations', 'read'),
  'GET /api/admin/reservations/{id}': cell('reservations', 'read'),
  'POST /api/admin/reservations': ANY_SIGNED_IN_ADMIN,
  'PUT /api/admin/reservations/{id}': ANY_SIGNED_IN_ADMIN,
  'PATCH /api/admin/reservations/{id}': ANY_SIGNED_IN_ADMIN,
  'DELETE /api/admin/reservations/{id}': cell('reservations', 'act'),
  'POST /api/admin/reservations/{id}/verify': cell('reservations', 'act'),
  'POST /api/admin/reservations/{id}/resend': cell('reservations', 'act'),
  'GET /api/admin/reservations/export.csv': cell('reservations', 'export'),
  'POST /api/admin/reservations/{id}/erase': cell('reservations', 'erase'),
  'POST /api/admin-operations': cell('reservations', 'act'),
  'GET /api/admin/violations': cell('violations', 'read'),
  'GET /api/admin/violations/{id}': cell('violations', 'read'),
  'POST /api/admin/violations': ANY_SIGNED_IN_ADMIN,
  'PUT /api/admin/violations/{id}': ANY_SIGNED_IN_ADMIN,
  'PATCH /api/admin/violations/{id}': ANY_SIGNED_IN_ADMIN,
  'DELETE /api/admin/violations/{id}': ANY_SIGNED_IN_ADMIN,
  'GET /api/admin/audit': cell('audit', 'read'),
  'GET /api/admin/audit/{id}': cell('audit', 'read'),
  'POST /api/admin/audit': ANY_SIGNED_IN_ADMIN,
  'PUT /api/admin/audit/{id}': ANY_SIGNED_IN_ADMIN,
  'PATCH /api/admin/audit/{id}': ANY_SIGNED_IN_ADMIN,
  'DELETE /api/admin/audit/{id}': ANY_SIGNED_IN_ADMIN,
  'GET /api/admin/admins': cell('admins', 'read'),
  'GET /api/admin/admins/{id}': cell('admins', 'read'),
  'POST /api/admin/admins': cell('admins', 'write'),
  'PUT /api/admin/admins/{id}': cell('admins', 'write'),
  'DELETE /api/admin/admins/{id}': cell('admins', 'write'),
  'POST /api/admin/admins/{id}/reset-mfa': cell('admins', 'write'),
  'GET /api/admin/suppressions': cell('suppressions', 'read'),
  'GET /api/admin/suppressions/{id}': cell('suppressions', 'read'),
  'POST /api/admin/suppressions': cell('suppressions', 'write'),
  'DELETE /api/admin/suppressions/{id}': cell('suppressions', 'write'),
  'PUT /api/admin/suppressions/{id}': ANY_SIGNED_IN_ADMIN,
  'PATCH /api/admin/suppressions/{id}': ANY_SIGNED_IN_ADMIN,
  'GET /api/admin/announcements': cell('announcements', 'read'),
  'GET /api/admin/announcements/{id}': cell('announcements', 'read'),
  'GET /api/admin/announcements/{id}/copies/{locale}': cell('announcements', 'read'),
  'POST /api/admin/announcements': cell('announcements', 'write'),
  'PUT /api/admin/announcements/{id}': cell('announcements', 'write'),
  'DELETE /api/admin/announcements/{id}': cell('announcements', 'write'),
  'PATCH /api/admin/announcements/{id}': ANY_SIGNED_IN_ADMIN,
  'POST /api/admin/announcements/{id}/test': cell('announcements', 'write'),
  'POST /api/admin/announcements/{id}/send': cell('announcements', 'write'),
  'POST /api/admin/announcements/{id}/pause': cell('announcements', 'write'),
  'POST /api/admin/announcements/{id}/resume': cell('announcements', 'write'),
  'POST /api/admin/announcements/{id}/cancel': cell('announcements', 'write'),
  'POST /api/admin/announcements/preview': cell('announcements', 'write'),
  'POST /api/admin/articles/{id}/announcement': cell('announcements', 'write'),
  'GET /api/admin/webhooks': cell('webhooks', 'read'),
  'GET /api/admin/webhooks/{id}': cell('webhooks', 'read'),
  'POST /api/admin/webhooks': cell('webhooks', 'write'),
  'PUT /api/admin/webhooks/{id}': cell('webhooks', 'write'),
  'DELETE /api/admin/webhooks/{id}': cell('webhooks', 'write'),
  'PATCH /api/admin/webhooks/{id}': ANY_SIGNED_IN_ADMIN,
  'POST /api/admin/webhooks/{id}/rotate': cell('webhooks', 'write'),
  'GET /api/admin/webhook-deliveries': cell('webhooks', 'read'),
  'GET /api/admin/webhook-deliveries/{id}': cell('webhooks', 'read'),
  'POST /api/admin/webhook-deliveries/{id}/redeliver': cell('webhooks', 'write'),
  'GET /api/admin/api-keys': cell('api-keys', 'read'),
  'GET /api/admin/api-keys/{id}': cell('api-keys', 'read'),
  'POST /api/admin/api-keys': cell('api-keys', 'write'),
  'DELETE /api/admin/api-keys/{id}': cell('api-keys', 'write'),
  'PUT /api/admin/api-keys/{id}': ANY_SIGNED_IN_ADMIN,
  'PATCH /api/admin/api-keys/{id}': ANY_SIGNED_IN_ADMIN,
  'GET /api/admin/articles': cell('articles', 'read'),
  'GET /api/admin/articles/{id}': cell('articles', 'read'),
  'GET /api/admin/articles/{id}/revisions': cell('articles', 'read'),
  'POST /api/admin/articles/{id}/preview-link': cell('articles', 'read'),
  'POST /api/admin/articles': cell('articles', 'write'),
  'PUT /api/admin/articles/{id}': cell('articles', 'write'),
  'PUT /api/admin/articles/{id}/translations/{locale}': cell('articles', 'write'),
  'POST /api/admin/articles/{id}/revisions/{revision}/restore': cell('articles', 'write'),
  'DELETE /api/admin/articles/{id}': cell('articles', 'publish'),
  'DELETE /api/admin/articles/{id}/translations/{locale}': cell('articles', 'publish'),
  'POST /api/admin/articles/{id}/publish': cell('articles', 'publish'),
  'POST /api/admin/articles/{id}/unpublish': cell('articles', 'publish'),
  'GET /api/admin/media': cell('articles', 'read'),
  'POST /api/admin/media': cell('articles', 'write'),
  'GET /api/admin/me': ANY_SIGNED_IN_ADMIN,
  'POST /api/admin/me/mfa': ANY_SIGNED_IN_ADMIN,
  'POST /api/admin/me/mfa/confirm': ANY_SIGNED_IN_ADMIN,
  'POST /api/admin-logout': ANY_SIGNED_IN_ADMIN,
};

/**
 * A body no admin route accepts: a field none takes, and none of their own. A request that passes
 * the guard is then refused by the route's own checks (400, or the 404 of an id that does not
 * exist) and changes nothing, not even the starting of a second factor, whose body may be empty.
 */
const REFUSED_BODY = { no_such_field: true };

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
  /** One admin of each role, signed in once: what the sign-in answered. */
  const members = new Map<AdminRole, { email: string; body: Awaited<ReturnType<typeof login>>['body'] }>();

  beforeAll(async () => {
    app = await sharedApp();
    for (const role of ADMIN_ROLES) {
      const email = await addMember(app, role);
      members.set(role, { email, body: (await login(app.baseUrl, email, ADMIN.password)).body });
    }
  });

  it('answers each role with its token', () => {
    expect(ADMIN_ROLES.map((role) => members.get(role)!.body)).toEqual(
      ADMIN_ROLES.map((role) => expect.objectContaining({ success: true, token: expect.any(String), role, mfaEnrolmentRequired: false })),
    );
  });

  it('lets each role past exactly the admin routes RESOURCE_ROLES opens to it, for every route the app registers', async () => {
    const routes = await adminRoutes(app.baseUrl);
    const registered = routes.map(({ method, template }) => `${method} ${template}`).sort();
    expect(registered).toEqual(Object.keys(ACCESS).sort());

    const wrong = await Promise.all(
      ADMIN_ROLES.map(async (role) => {
        const headers = bearer(members.get(role)!.body.token!);
        const found: string[] = [];
        for (const { method, path, template } of routes) {
          // Signing out would revoke the token the other routes are tried with; its own test follows.
          if (template === '/api/admin-logout') continue;
          const access = ACCESS[`${method} ${template}`];
          const res = await call(app.baseUrl, method, path, headers, method === 'GET' ? undefined : REFUSED_BODY);
          const refused = res.status === 403 && res.text === JSON.stringify(ROLE_REFUSED);
          // A change let past must still be refused by the route itself, or the table test would change data.
          const changed = method !== 'GET' && res.status < 400;
          if (access.allows(role) === refused || res.status === 401 || changed) {
            found.push(`${role} ${method} ${template} (${access.name}) -> ${res.status} ${res.text}`);
          }
        }
        return found;
      }),
    );
    expect(wrong.flat()).toEqual([]);
  }, 60_000);

  // Last of these: it ends the sessions the others are tried with.
  it('lets every role sign out', async () => {
    const answers = await Promise.all(
      ADMIN_ROLES.map(async (role) => {
        const headers = bearer(members.get(role)!.body.token!);
        const signedOut = await call(app.baseUrl, 'POST', '/api/admin-logout', headers);
        return [role, signedOut.status, (await get(app.baseUrl, '/api/admin/me', { headers })).status];
      }),
    );
    expect(answers).toEqual(ADMIN_ROLES.map((role) => [role, 204, 401]));
  });
});

describe('admin invitations', () => {
  let app: SharedApp;

  beforeAll(async () => {
    app = await sharedApp();
  });

  it('invites an editor by email; the link sets a password once, and only its hash is kept', async () => {
    const owner = await signIn(app.baseUrl);
    const email = `invited_${randomBytes(4).toString('hex')}@example.com`;
    const invite = await call(app.baseUrl, 'POST', '/api/admin/admins', bearer(owner), { email: email.toUpperCase(), role: 'editor' });
    expect(invite.status).toBe(201);
    expect(invite.body).toMatchObject({ email, role: 'editor', mfa: false, invitation_expires_at: expect.any(String) });
    const listed = await get<Array<{ email: string }>>(app.baseUrl, '/api/admin/admins', { headers: bearer(owner) });
    expect(listed.body.map((row) => row.email)).toContain(email);

    const [mail] = await waitForMailTo(sharedMail, email);
    expect(mail.subject).toBe('You are invited to the GameShift admin portal');
    expect(mail.text).toContain(`${ADMIN.email} invited you to the GameShift admin portal as an editor`);
    const token = invitationToken(mail.text);
    expect(await tablesContaining(app, [token])).toEqual([]);

    // The invitee's page first asks what the link is for; asking does not use it up.
    for (let i = 0; i < 2; i++) {
      const details = await call(app.baseUrl, 'POST', '/api/admin-invitations/lookup', {}, { token });
      expect([details.status, details.body]).toEqual([200, { email, role: 'editor', expires_at: expect.any(String) }]);
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
    expect(signedIn.body).toMatchObject({ success: true, role: 'editor' });
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

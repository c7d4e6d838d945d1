import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { startTestApp, TestApp } from './support/test-app';

const CLI = path.resolve(__dirname, '..', 'dist', 'cli', 'admin.js');

function admin(app: TestApp, args: string[], input: string) {
  return spawnSync(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH, DATABASE_URL: app.databaseUrl },
    input,
    encoding: 'utf8',
  });
}

async function signIn(app: TestApp, email: string, password: string): Promise<number> {
  const res = await fetch(`${app.baseUrl}/api/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

describe('npm run admin', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.stop();
  });

  it('creates an admin whose password is read from standard input', async () => {
    const result = admin(app, ['create', 'Ops@Example.com'], 'a-long-enough-password\n');
    expect(result.stdout).toContain('Created admin ops@example.com.');
    expect(result.status).toBe(0);
    expect(await signIn(app, 'ops@example.com', 'a-long-enough-password')).toBe(200);
  });

  it('refuses a short password and creates nothing', async () => {
    const result = admin(app, ['create', 'short@example.com'], 'tiny\n');
    expect(result.stderr).toContain('at least 12 characters');
    expect(result.status).toBe(1);
    expect(await app.sql('SELECT 1 FROM admins WHERE email = $1', ['short@example.com'])).toHaveLength(0);
  });

  it('refuses to create the same admin twice', () => {
    const result = admin(app, ['create', 'ops@example.com'], 'a-long-enough-password\n');
    expect(result.stderr).toContain('already an admin');
    expect(result.status).toBe(1);
  });

  it('resets a password, after which the old one no longer works', async () => {
    const result = admin(app, ['reset-password', 'ops@example.com'], 'a-brand-new-password\n');
    expect(result.status).toBe(0);
    expect(await signIn(app, 'ops@example.com', 'a-brand-new-password')).toBe(200);
    expect(await signIn(app, 'ops@example.com', 'a-long-enough-password')).toBe(401);
  });

  it('creates an admin of the role --role names, and refuses a role that does not exist', async () => {
    const result = admin(app, ['create', 'viewer@example.com', '--role', 'viewer'], 'a-long-enough-password\n');
    expect(result.stdout).toContain('Created admin viewer@example.com. Role: viewer.');
    expect(await app.sql('SELECT role FROM admins WHERE email = $1', ['viewer@example.com'])).toEqual([{ role: 'viewer' }]);
    const refused = admin(app, ['create', 'chief@example.com', '--role', 'chief'], 'a-long-enough-password\n');
    expect(refused.status).toBe(2);
    expect(await app.sql('SELECT 1 FROM admins WHERE email = $1', ['chief@example.com'])).toHaveLength(0);
  });

  it('removes the second factor of an admin locked out of it', async () => {
    await app.sql(
      "UPDATE admins SET mfa_secret = 'v1.sealed', mfa_last_step = 1, token_version = token_version + 0 WHERE email = 'ops@example.com'",
    );
    const [{ id }] = await app.sql<{ id: string }>("SELECT id FROM admins WHERE email = 'ops@example.com'");
    await app.sql("INSERT INTO admin_recovery_codes (admin_id, code_hash) VALUES ($1, repeat('a', 64))", [id]);
    expect(await signIn(app, 'ops@example.com', 'a-brand-new-password')).toBe(401);

    const result = admin(app, ['reset-mfa', 'ops@example.com'], '');
    expect(result.stdout).toContain('Second factor removed for ops@example.com');
    expect(result.status).toBe(0);
    expect(await app.sql('SELECT 1 FROM admin_recovery_codes WHERE admin_id = $1', [id])).toHaveLength(0);
    expect(await signIn(app, 'ops@example.com', 'a-brand-new-password')).toBe(200);
    expect(admin(app, ['reset-mfa', 'nobody@example.com'], '').status).toBe(1);
  });

  it('never takes the password from the command line', () => {
    const result = admin(app, ['create'], '');
    expect(result.stderr).toContain('never from the command line');
    expect(result.status).toBe(2);
  });
});

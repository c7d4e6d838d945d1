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

  it('never takes the password from the command line', () => {
    const result = admin(app, ['create'], '');
    expect(result.stderr).toContain('never from the command line');
    expect(result.status).toBe(2);
  });
});

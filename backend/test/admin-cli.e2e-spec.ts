import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as path from 'node:path';
import { sharedApp, SharedApp } from './support/shared-app';

const CLI = path.resolve(__dirname, '..', 'dist', 'cli', 'admin.js');

function admin(app: SharedApp, args: string[], input: string) {
  return spawnSync(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH, DATABASE_URL: app.databaseUrl },
    input,
    encoding: 'utf8',
  });
}

async function signIn(app: SharedApp, email: string, password: string): Promise<number> {
  const res = await fetch(`${app.baseUrl}/api/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

describe('npm run admin', () => {
  let app: SharedApp;
  // The run's other files share the database: every admin made here has a name of this file's own.
  const run = randomBytes(4).toString('hex');
  const ops = `ops_${run}@example.com`;

  beforeAll(async () => {
    app = await sharedApp();
  });

  it('creates an admin whose password is read from standard input', async () => {
    const result = admin(app, ['create', `Ops_${run}@Example.com`], 'a-long-enough-password\n');
    expect(result.stdout).toContain(`Created admin ${ops}.`);
    expect(result.status).toBe(0);
    expect(await signIn(app, ops, 'a-long-enough-password')).toBe(200);
  });

  it('refuses a short password and creates nothing', async () => {
    const short = `short_${run}@example.com`;
    const result = admin(app, ['create', short], 'tiny\n');
    expect(result.stderr).toContain('at least 12 characters');
    expect(result.status).toBe(1);
    expect(await app.sql('SELECT 1 FROM admins WHERE email = $1', [short])).toHaveLength(0);
  });

  it('refuses to create the same admin twice', () => {
    const result = admin(app, ['create', ops], 'a-long-enough-password\n');
    expect(result.stderr).toContain('already an admin');
    expect(result.status).toBe(1);
  });

  it('resets a password, after which the old one no longer works', async () => {
    const result = admin(app, ['reset-password', ops], 'a-brand-new-password\n');
    expect(result.status).toBe(0);
    expect(await signIn(app, ops, 'a-brand-new-password')).toBe(200);
    expect(await signIn(app, ops, 'a-long-enough-password')).toBe(401);
  });

  it('creates an admin of the role --role names, and refuses a role that does not exist', async () => {
    const editor = `editor_${run}@example.com`;
    const result = admin(app, ['create', editor, '--role', 'editor'], 'a-long-enough-password\n');
    expect(result.stdout).toContain(`Created admin ${editor}. Role: editor.`);
    expect(await app.sql('SELECT role FROM admins WHERE email = $1', [editor])).toEqual([{ role: 'editor' }]);
    const chief = `chief_${run}@example.com`;
    const refused = admin(app, ['create', chief, '--role', 'chief'], 'a-long-enough-password\n');
    expect(refused.status).toBe(2);
    expect(await app.sql('SELECT 1 FROM admins WHERE email = $1', [chief])).toHaveLength(0);
  });

  it('removes the second factor of an admin locked out of it', async () => {
    await app.sql("UPDATE admins SET mfa_secret = 'v1.sealed', mfa_last_step = 1, token_version = token_version + 0 WHERE email = $1", [
      ops,
    ]);
    const [{ id }] = await app.sql<{ id: string }>('SELECT id FROM admins WHERE email = $1', [ops]);
    await app.sql("INSERT INTO admin_recovery_codes (admin_id, code_hash) VALUES ($1, repeat('a', 64))", [id]);
    expect(await signIn(app, ops, 'a-brand-new-password')).toBe(401);

    const result = admin(app, ['reset-mfa', ops], '');
    expect(result.stdout).toContain(`Second factor removed for ${ops}`);
    expect(result.status).toBe(0);
    expect(await app.sql('SELECT 1 FROM admin_recovery_codes WHERE admin_id = $1', [id])).toHaveLength(0);
    expect(await signIn(app, ops, 'a-brand-new-password')).toBe(200);
    expect(admin(app, ['reset-mfa', `nobody_${run}@example.com`], '').status).toBe(1);
  });

  it('never takes the password from the command line', () => {
    const result = admin(app, ['create'], '');
    expect(result.stderr).toContain('never from the command line');
    expect(result.status).toBe(2);
  });
});

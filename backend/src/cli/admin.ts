import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { Client } from 'pg';
import { hashPassword, MIN_PASSWORD_LENGTH } from '../auth/password';
import { loadConfig } from '../config/app-config';
import { openDatabase } from './database';

const USAGE = `Usage: npm run admin -- <create|reset-password> <email>
The password is read from a prompt, or from standard input when it is not a terminal; never from the command line.`;

/** Reads a password without echoing it at a terminal, or the first line of piped input. */
async function readPassword(prompt: string): Promise<string> {
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const interactive = Boolean(process.stdin.isTTY);
  if (interactive) process.stdout.write(prompt);
  const rl = createInterface({ input: process.stdin, output: interactive ? muted : undefined, terminal: interactive });
  const line = await new Promise<string>((resolve) => {
    rl.once('line', resolve);
    rl.once('close', () => resolve(''));
  });
  rl.close();
  if (interactive) process.stdout.write('\n');
  return line;
}

async function main(): Promise<number> {
  const [command, rawEmail] = process.argv.slice(2);
  const email = rawEmail?.trim().toLowerCase();
  if (!['create', 'reset-password'].includes(command ?? '') || !email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const password = await readPassword('Password: ');
  if (password.length < MIN_PASSWORD_LENGTH) {
    process.stderr.write(`Error: the password must be at least ${MIN_PASSWORD_LENGTH} characters\n`);
    return 1;
  }
  const database = await openDatabase(loadConfig());
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    const hash = await hashPassword(password);
    if (command === 'create') {
      const result = await client.query(
        'INSERT INTO admins (email, password_hash) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING id',
        [email, hash],
      );
      if (result.rowCount === 0) {
        process.stderr.write(`Error: ${email} is already an admin (use reset-password)\n`);
        return 1;
      }
      process.stdout.write(`Created admin ${email}.\n`);
    } else {
      // A new password also signs the admin out everywhere.
      const result = await client.query('UPDATE admins SET password_hash = $2, token_version = token_version + 1 WHERE email = $1', [
        email,
        hash,
      ]);
      if (result.rowCount === 0) {
        process.stderr.write(`Error: no admin ${email}\n`);
        return 1;
      }
      await client.query('DELETE FROM admin_login_failures WHERE email = $1', [email]);
      process.stdout.write(`Password changed for ${email}; their sessions are signed out.\n`);
    }
    return 0;
  } finally {
    await client.end();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`Error: ${(err as Error).message}\n`);
    process.exit(1);
  },
);

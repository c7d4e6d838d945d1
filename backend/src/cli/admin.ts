import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { DataSource } from 'typeorm';
import { ADMIN_ROLES, type AdminRole } from '@gameshift/contracts';
import { Admin } from '../auth/admin.entity';
import { removeSecondFactor } from '../auth/admin-account';
import { LoginFailure } from '../auth/login-failure.entity';
import { hashPassword, MIN_PASSWORD_LENGTH } from '../auth/password';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { returnedRows } from '../database/returned-rows';
import { openDatabase } from './database';

const USAGE = `Usage: npm run admin -- create <email> [--role owner|operator|editor|viewer]
       npm run admin -- reset-password <email>
       npm run admin -- reset-mfa <email>
create makes an owner unless --role says otherwise. The password is read from a prompt, or from
standard input when it is not a terminal; never from the command line. reset-mfa removes an
admin's second factor and recovery codes (for an owner locked out); they enrol again at sign-in.`;

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
  const [command, rawEmail, ...options] = process.argv.slice(2);
  const email = rawEmail?.trim().toLowerCase();
  let role: AdminRole = 'owner';
  if (command === 'create' && options.length > 0) {
    if (options.length !== 2 || options[0] !== '--role' || !(ADMIN_ROLES as readonly string[]).includes(options[1])) {
      process.stderr.write(`${USAGE}\n`);
      return 2;
    }
    role = options[1] as AdminRole;
  }
  const known = ['create', 'reset-password', 'reset-mfa'].includes(command ?? '');
  if (!known || !email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || (command !== 'create' && options.length > 0)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (command === 'reset-mfa') return resetSecondFactor(email);
  const password = await readPassword('Password: ');
  if (password.length < MIN_PASSWORD_LENGTH) {
    process.stderr.write(`Error: the password must be at least ${MIN_PASSWORD_LENGTH} characters\n`);
    return 1;
  }
  const database = await openDatabase(loadConfig());
  const dataSource = await new DataSource(
    dataSourceOptions({ url: database.url, poolSize: 1, applicationName: 'gameshift-admin-cli' }),
  ).initialize();
  try {
    const admins = dataSource.getRepository(Admin);
    const hash = await hashPassword(password);
    if (command === 'create') {
      const result = await admins.createQueryBuilder().insert().values({ email, role, password_hash: hash }).orIgnore().execute();
      if (returnedRows(result).length === 0) {
        process.stderr.write(`Error: ${email} is already an admin (use reset-password)\n`);
        return 1;
      }
      process.stdout.write(`Created admin ${email}. Role: ${role}.\n`);
    } else {
      // A new password also signs the admin out everywhere.
      const result = await admins
        .createQueryBuilder()
        .update()
        .set({ password_hash: hash, token_version: () => 'token_version + 1' })
        .where({ email })
        .execute();
      if (!result.affected) {
        process.stderr.write(`Error: no admin ${email}\n`);
        return 1;
      }
      await dataSource.getRepository(LoginFailure).delete({ email });
      process.stdout.write(`Password changed for ${email}; their sessions are signed out.\n`);
    }
    return 0;
  } finally {
    await dataSource.destroy();
    await database.close();
  }
}

/** Removes an admin's second factor and recovery codes and signs them out everywhere. */
async function resetSecondFactor(email: string): Promise<number> {
  const database = await openDatabase(loadConfig());
  const dataSource = await new DataSource(
    dataSourceOptions({ url: database.url, poolSize: 1, applicationName: 'gameshift-admin-cli' }),
  ).initialize();
  try {
    const admin = await dataSource.getRepository(Admin).findOneBy({ email });
    if (!admin) {
      process.stderr.write(`Error: no admin ${email}\n`);
      return 1;
    }
    await dataSource.transaction((manager) => removeSecondFactor(manager, admin.id));
    process.stdout.write(`Second factor removed for ${email}; their sessions are signed out and they enrol again at sign-in.\n`);
    return 0;
  } finally {
    await dataSource.destroy();
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

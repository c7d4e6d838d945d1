import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig, completeConfig, type DevelopmentKey, type EnvConfig, redactUrl } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { runMigrations } from '../database/migrate';
import { startDevInbox } from './dev-inbox';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface Runtime {
  /** The configuration with the database and SMTP addresses filled in. */
  config: AppConfig;
  appliedMigrations: string[];
  stop(): Promise<void>;
}

export type RuntimeLog = (message: string) => void;

/** How long the start waits for the database to accept a first connection. */
const BOOT_CONNECT_TIMEOUT_MS = 10_000;

async function assertReachable(url: string, timeoutMs: number): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (err) {
    throw new Error(`cannot reach the database at ${redactUrl(url)}: ${(err as Error).message}`, { cause: err });
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A development key lives with the data, so tokens and links survive restarts; production must set
 * its variable (JWT_SECRET, MAIL_LINK_SECRET, SUPPRESSION_KEY, WEBHOOK_SEAL_KEY).
 */
function developmentSecret(dataDir: string, name: DevelopmentKey): string {
  const file = path.join(dataDir, name);
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * Everything the app needs around it: PostgreSQL (embedded unless DATABASE_URL is set), an SMTP
 * server (the development inbox unless SMTP_URL is set), and an up-to-date schema.
 */
export async function startRuntime(env: EnvConfig, log: RuntimeLog): Promise<Runtime> {
  const stoppers: Array<() => Promise<void>> = [];
  const stop = async (): Promise<void> => {
    for (const stopOne of stoppers.reverse()) await stopOne().catch(() => undefined);
  };
  try {
    fs.mkdirSync(env.dataDir, { recursive: true });
    let databaseUrl = env.database.url;
    if (databaseUrl) {
      // DATABASE_CONNECT_TIMEOUT_MS is how long a request waits for the pool, kept short so a busy database answers 503;
      // at boot nothing waits on the answer, and a database slow to accept a first connection is waited for.
      await assertReachable(databaseUrl, Math.max(env.database.connectTimeoutMs, BOOT_CONNECT_TIMEOUT_MS));
    } else {
      const pg = await startEmbeddedPostgres({
        dir: path.join(env.dataDir, 'postgres'),
        port: env.database.embeddedPort,
        database: 'gameshift',
        log,
      });
      stoppers.push(pg.stop);
      databaseUrl = pg.url;
      log(`embedded PostgreSQL listening on 127.0.0.1:${pg.port}`);
    }

    let smtpUrl = env.mail.smtpUrl;
    let devInboxWebUrl: string | undefined;
    if (!smtpUrl) {
      const inbox = await startDevInbox({
        dir: path.join(env.dataDir, 'inbox'),
        smtpPort: env.mail.devInboxSmtpPort,
        webPort: env.mail.devInboxWebPort,
        say: log,
      });
      stoppers.push(inbox.stop);
      smtpUrl = inbox.smtpUrl;
      devInboxWebUrl = inbox.webUrl;
    }

    const config = completeConfig(env, {
      databaseUrl,
      smtpUrl,
      devInboxWebUrl,
      key: (name) => developmentSecret(env.dataDir, name),
    });

    const dataSource = new DataSource(
      dataSourceOptions({ url: config.database.url, applicationName: 'gameshift-migrate', logSql: config.database.logSql }),
    );
    await dataSource.initialize();
    let appliedMigrations: string[];
    try {
      appliedMigrations = await runMigrations(dataSource);
    } finally {
      await dataSource.destroy();
    }
    return { config, appliedMigrations, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

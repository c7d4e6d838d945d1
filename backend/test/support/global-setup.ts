import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { PgBoss } from 'pg-boss';
import { startEmbeddedPostgres } from '../../src/infra/embedded-postgres';
import { Coordinator } from './coordinator';
import { TEMPLATE_DATABASE } from './template-database';

/**
 * One throwaway PostgreSQL cluster for the whole run; each test file creates its own databases in
 * it, copied from a template that already holds the migrated schema and the queue's tables, so an
 * app starts without redoing that work (tests about first boots ask for an empty database). The
 * coordinator then serves the apps files share and the one SMTP sink they send to.
 */
export default async function globalSetup(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gameshift-e2e-'));
  fs.chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres({ dir, database: 'postgres', durable: false });
  process.env.E2E_PG_URL = pg.url;
  (globalThis as { __e2ePostgres?: { stop(): Promise<void>; dir: string } }).__e2ePostgres = { stop: pg.stop, dir };
  await prepareTemplate(pg.url);
  const coordinator = await Coordinator.start();
  process.env.E2E_COORDINATOR_URL = coordinator.url;
  (globalThis as { __e2eCoordinator?: Coordinator }).__e2eCoordinator = coordinator;
}

async function prepareTemplate(adminUrl: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DATABASE}`;

  const migrations = spawnSync(process.execPath, [path.resolve(__dirname, '..', '..', 'dist', 'cli', 'migrations.js'), 'run'], {
    env: { PATH: process.env.PATH, DATABASE_URL: url.toString() },
    encoding: 'utf8',
  });
  if (migrations.status !== 0) throw new Error(`migrating the template database failed:\n${migrations.stdout}${migrations.stderr}`);

  const boss = new PgBoss({ connectionString: url.toString(), schema: 'pgboss', supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false });
}

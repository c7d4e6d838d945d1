import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { startEmbeddedPostgres } from '../../src/infra/embedded-postgres';

/** One throwaway PostgreSQL cluster for the whole run; each test file creates its own database in it. */
export default async function globalSetup(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gameshift-e2e-'));
  fs.chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres({ dir, database: 'postgres', durable: false });
  process.env.E2E_PG_URL = pg.url;
  (globalThis as { __e2ePostgres?: { stop(): Promise<void>; dir: string } }).__e2ePostgres = { stop: pg.stop, dir };
}

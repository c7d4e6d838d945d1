import * as path from 'node:path';
import type { EnvConfig } from '../config/app-config';
import { runningEmbeddedPostgres, startEmbeddedPostgres } from '../infra/embedded-postgres';

/** The app's database for a command-line tool: DATABASE_URL, the running embedded one, or a freshly started one. */
export async function openDatabase(config: EnvConfig): Promise<{ url: string; close(): Promise<void> }> {
  if (config.database.url) return { url: config.database.url, close: async () => undefined };
  const dir = path.join(config.dataDir, 'postgres');
  const running = runningEmbeddedPostgres(dir, 'gameshift');
  if (running) return { url: running, close: async () => undefined };
  const pg = await startEmbeddedPostgres({ dir, database: 'gameshift' });
  return { url: pg.url, close: pg.stop };
}

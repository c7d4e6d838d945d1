import * as fs from 'node:fs';
import type { Coordinator } from './coordinator';

export default async function globalTeardown(): Promise<void> {
  // The shared apps first: they hold connections to the cluster stopped next.
  await (globalThis as { __e2eCoordinator?: Coordinator }).__e2eCoordinator?.stop();
  const pg = (globalThis as { __e2ePostgres?: { stop(): Promise<void>; dir: string } }).__e2ePostgres;
  if (!pg) return;
  await pg.stop();
  fs.rmSync(pg.dir, { recursive: true, force: true });
}

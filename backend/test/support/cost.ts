import { appendFileSync } from 'node:fs';
import * as path from 'node:path';

/**
 * Counts one app started by an e2e test, for the cost npm test prints (scripts/test.mjs sets
 * TEST_COST_DIR; run otherwise, nothing is counted). One line per app: appends of a few bytes are
 * atomic, so the Jest workers can count into one file side by side.
 */
export function countAppStart(): void {
  const dir = process.env.TEST_COST_DIR;
  if (dir) appendFileSync(path.join(dir, 'e2e-apps'), '1\n');
}

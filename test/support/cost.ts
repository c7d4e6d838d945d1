import { appendFileSync } from 'node:fs';
import * as path from 'node:path';

/**
 * Counts for the cost npm test prints (scripts/test.mjs sets TEST_COST_DIR; run otherwise, nothing
 * is counted): one line per event, as appends of a few bytes are atomic across the workers.
 */
function count(file: string): void {
  const dir = process.env.TEST_COST_DIR;
  if (dir) appendFileSync(path.join(dir, file), '1\n');
}

/** One app started for the browser tests: the shared one, or a test's own. */
export function countAppStart(): void {
  count('browser-apps');
}

/** One page opened in the browser, in any context. */
export function countPageOpening(): void {
  count('browser-pages');
}

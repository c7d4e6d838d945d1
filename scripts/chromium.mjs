// Locates the system Chromium the browser tests drive; never downloads one.
import { existsSync } from 'node:fs';

/**
 * Debian's headless shell first: the same engine without the desktop browser around it, which is
 * what Playwright itself runs for headless tests. On these two cores it takes a quarter off the
 * browser layer. The full browser serves when only it is installed.
 */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
];

export function findChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path));
}

import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Browser tests of the whole system: the built app started by global-setup on a free port with its
 * own data directory, driven in the system Chromium (never a downloaded browser).
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['public/**/*.spec.ts', 'admin/**/*.spec.ts', 'platform/**/*.spec.ts', 'news/**/*.spec.ts'],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  outputDir: '../test-results/playwright',
  // Every test seeds its own data (or a describe's beforeAll does, once per worker), so tests of one
  // file may run side by side: a long file no longer holds one worker while the others idle.
  fullyParallel: true,
  // One more than there are cores: a test also waits (on the app, on timers, on a page settling),
  // and a third worker on two cores fills those waits. The whole layer took 176.7 and 173.1 s with
  // three against 216.5 and 215.6 s with two, interleaved, for the same CPU time (docs/performance.md).
  workers: availableParallelism() + 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    headless: true,
    // Off: recording a trace of every test (to keep those that fail) took about 40% of the layer's
    // CPU. A failure still leaves its screenshot; `npm run test:browser -- --trace on <file>` records one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // npm test sets CHROMIUM_PATH (scripts/chromium.mjs); run directly, the headless shell is preferred here too.
      executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
      args: [
        ...(isRoot ? ['--no-sandbox'] : []),
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
});

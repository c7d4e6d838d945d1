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
  // One per core: the layer is bound by the CPU (Chromium draws and runs every page), and four
  // workers on two cores took longer than two.
  workers: availableParallelism(),
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

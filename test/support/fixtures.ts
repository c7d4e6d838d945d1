import { test as base, expect } from '@playwright/test';
import { ADMIN_PASSWORD, AdminDb } from '../pages/AdminDb';
import { Db } from '../pages/Db';
import { countPageOpening } from './cost';
import { HumanTokens } from './human-tokens';

/**
 * Every fixture a worker keeps is defined here, once. Playwright gives a worker's tests one set of
 * worker fixtures: a spec whose fixtures defined a worker fixture of their own ran in workers of its
 * own, each starting its process and browser again when the run moved between folders (ten workers
 * in a run of three). Defined here, they are set up only where a test asks for them.
 */
type WorkerFixtures = {
  /** The shared app's database, for the public site's tests. */
  db: Db;
  /** Human tokens drawn from the server ahead of the tests that need one (public/fixtures.ts, `quickGame`). */
  humanTokens: HumanTokens;
  /** The shared app's database, for the portal's tests. */
  adminDb: AdminDb;
  /** A token from POST /api/admin-login for an admin account of this worker's own, and its role. */
  workerSession: { email: string; token: string; role: string };
};

/** Every test runs against the app that global-setup started. */
export const test = base.extend<{ inboxUrl: string }, WorkerFixtures>({
  // Every page counts, in the test's own context and in those a test makes with the browser itself.
  browser: [
    async ({ browser }, use) => {
      browser.on('context', (context) => context.on('page', countPageOpening));
      await use(browser);
    },
    { scope: 'worker' },
  ],
  db: [
    async ({}, use) => {
      const db = new Db(process.env.E2E_DATABASE_URL ?? '');
      await use(db);
      await db.close();
    },
    { scope: 'worker' },
  ],
  humanTokens: [
    async ({}, use) => {
      const tokens = new HumanTokens(process.env.E2E_BASE_URL ?? '');
      tokens.warmUp();
      await use(tokens);
    },
    { scope: 'worker' },
  ],
  adminDb: [
    async ({}, use) => {
      const db = new AdminDb(process.env.E2E_DATABASE_URL ?? '');
      await use(db);
      await db.close();
    },
    { scope: 'worker' },
  ],
  workerSession: [
    async ({ adminDb }, use) => {
      const email = await adminDb.createAdmin();
      const response = await fetch(`${process.env.E2E_BASE_URL}/api/admin-login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: ADMIN_PASSWORD }),
      });
      if (!response.ok) throw new Error(`admin-login answered ${response.status}`);
      const { token, role } = (await response.json()) as { token: string; role: string };
      await use({ email, token, role });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  inboxUrl: async ({}, use) => {
    await use(process.env.E2E_INBOX_URL ?? '');
  },
});

export { expect };

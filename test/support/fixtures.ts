import { test as base, expect } from '@playwright/test';
import { countPageOpening } from './cost';

/** Every test runs against the app that global-setup started. */
export const test = base.extend<{ inboxUrl: string }>({
  // Every page counts, in the test's own context and in those a test makes with the browser itself.
  browser: [
    async ({ browser }, use) => {
      browser.on('context', (context) => context.on('page', countPageOpening));
      await use(browser);
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

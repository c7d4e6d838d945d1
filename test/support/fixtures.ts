import { test as base, expect } from '@playwright/test';

/** Every test runs against the app that global-setup started. */
export const test = base.extend<{ inboxUrl: string }>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  inboxUrl: async ({}, use) => {
    await use(process.env.E2E_INBOX_URL ?? '');
  },
});

export { expect };

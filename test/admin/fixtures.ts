import { AdminDashboardPage } from '../pages/AdminDashboardPage';
import { ADMIN_PASSWORD, AdminDb } from '../pages/AdminDb';
import { AdminLayout } from '../pages/AdminLayout';
import { AdminReservationsPage } from '../pages/AdminReservationsPage';
import { AdminSignInPage } from '../pages/AdminSignInPage';
import { expect, test as base } from '../support/fixtures';

type AdminFixtures = {
  /** An admin account of this test's own, so signing out elsewhere cannot end its session. */
  adminEmail: string;
  signInPage: AdminSignInPage;
  layout: AdminLayout;
  dashboard: AdminDashboardPage;
  reservations: AdminReservationsPage;
  /**
   * Opens a portal page (the dashboard unless told), which without a session shows the sign-in
   * page, and signs in with the test's own account; the portal then shows the page asked for.
   */
  signIn: (path?: string) => Promise<void>;
};

export const test = base.extend<AdminFixtures, { adminDb: AdminDb }>({
  adminDb: [
    async ({}, use) => {
      const db = new AdminDb(process.env.E2E_DATABASE_URL ?? '');
      await use(db);
      await db.close();
    },
    { scope: 'worker' },
  ],
  adminEmail: async ({ adminDb }, use) => {
    await use(await adminDb.createAdmin());
  },
  signInPage: async ({ page }, use) => {
    await use(new AdminSignInPage(page));
  },
  layout: async ({ page }, use) => {
    await use(new AdminLayout(page));
  },
  dashboard: async ({ page }, use) => {
    await use(new AdminDashboardPage(page));
  },
  reservations: async ({ page }, use) => {
    await use(new AdminReservationsPage(page));
  },
  signIn: async ({ page, signInPage, adminEmail }, use) => {
    await use(async (path = '/admin/dashboard') => {
      await page.goto(path);
      await signInPage.signIn(adminEmail, ADMIN_PASSWORD);
    });
  },
});

export { ADMIN_PASSWORD, expect };

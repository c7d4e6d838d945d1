import { AdminDashboardPage } from '../pages/AdminDashboardPage';
import { ADMIN_PASSWORD } from '../pages/AdminDb';
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
  /**
   * Opens a portal page (the dashboard unless told) already signed in, with a session the server
   * issued to this worker's own admin: for tests about the portal, not about signing in. Such a
   * test must not sign out, which would end the session of every test of the worker.
   */
  openSignedIn: (path?: string) => Promise<void>;
};

// The workers' fixtures (adminDb, workerSession) are support/fixtures.ts's, shared with every folder's specs.
export const test = base.extend<AdminFixtures>({
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
  openSignedIn: async ({ page, workerSession }, use) => {
    await use(async (path = '/admin/dashboard') => {
      // The session as the portal itself stores it after signing in (sessionStorage, per tab).
      await page.addInitScript(({ email, token, role }) => {
        if (window.sessionStorage.getItem('admin_token')) return;
        window.sessionStorage.setItem('admin_token', token);
        window.sessionStorage.setItem('admin_email', email);
        window.sessionStorage.setItem('admin_authenticated', 'true');
        window.sessionStorage.setItem('admin_role', role);
      }, workerSession);
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    });
  },
});

export { ADMIN_PASSWORD, expect };

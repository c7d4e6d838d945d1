import { createMessages } from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { uniquePrefix } from '../pages/AdminDb';
import { AdminTrafficPage } from '../pages/AdminTrafficPage';
import { ACCESSIBILITY_STATES, type AccessibilityState } from '../pages/accessibility-states';
import { expectAccessible } from '../pages/accessibility';
import { expect, test } from './fixtures';

const messages = createMessages('GameShift');

type Visit = Parameters<typeof test>[2];

/** How each portal state is reached; each visit ends with both engines judging the page. */
const VISITS: Record<AccessibilityState<'admin'>, Visit> = {
  'sign-in': async ({ signInPage, page }) => {
    await signInPage.goto();
    await expectAccessible(page);
  },
  'sign-in, refused': async ({ signInPage, page }) => {
    await signInPage.goto();
    await signInPage.submit(`nobody-${randomBytes(6).toString('hex')}@example.com`, 'not-the-password');
    await expect(signInPage.alert(messages.invalidCredentials)).toBeVisible();
    await expectAccessible(page);
  },
  dashboard: async ({ openSignedIn, dashboard, page }) => {
    await openSignedIn('/admin/dashboard');
    await expect(dashboard.card('Total').getByText(/^\d+$/)).toBeVisible();
    await expect(dashboard.violationRows.first()).toBeVisible();
    await expectAccessible(page);
  },
  'reservations list': async ({ openSignedIn, reservations, page }) => {
    await openSignedIn('/admin/reservations');
    await expect(reservations.rows.first()).toBeVisible();
    await expectAccessible(page);
  },
  'violations list': async ({ openSignedIn, page }) => {
    await openSignedIn('/admin/violations');
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
  },
  'audit log': async ({ openSignedIn, page }) => {
    await openSignedIn('/admin/audit');
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
  },
  traffic: async ({ openSignedIn, page }) => {
    const traffic = new AdminTrafficPage(page);
    await openSignedIn('/admin/traffic');
    await expect(traffic.journeyRow('Visits')).toBeVisible();
    await expect(traffic.sources.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);
  },
  'admins list': async ({ openSignedIn, page }) => {
    await openSignedIn('/admin/admins');
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
  },
  'second-factor set-up': async ({ openSignedIn, page }) => {
    // The set-up page has no menu of its own to prove the session, so it is reached through the menu.
    await openSignedIn('/admin/audit');
    await page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
    await page.getByRole('button', { name: 'Set up' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expectAccessible(page);
  },
};

test.describe('accessibility of the portal', () => {
  test.beforeAll(async ({ adminDb }) => {
    const prefix = uniquePrefix();
    await adminDb.seedReservations(prefix, 3, { verifiedEvery: 2 });
    await adminDb.seedViolations(prefix, 3);
  });

  for (const state of ACCESSIBILITY_STATES.admin) {
    test(`${state}: no serious axe violation, no HTML_CodeSniffer WCAG2AA error`, VISITS[state]);
  }
});

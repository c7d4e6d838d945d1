import { uniquePrefix } from '../pages/AdminDb';
import { AdminTrafficPage } from '../pages/AdminTrafficPage';
import { seriousViolations } from '../pages/accessibility';
import { expect, test } from './fixtures';

test.describe('admin accessibility', () => {
  test.beforeAll(async ({ adminDb }) => {
    const prefix = uniquePrefix();
    await adminDb.seedReservations(prefix, 3, { verifiedEvery: 2 });
    await adminDb.seedViolations(prefix, 3);
  });

  test('has no serious or critical axe violation on the sign-in page', async ({ signInPage, page }) => {
    await signInPage.goto();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has no serious or critical axe violation on the dashboard', async ({ openSignedIn, dashboard, page }) => {
    await openSignedIn('/admin/dashboard');
    await expect(dashboard.card('Total').getByText(/^\d+$/)).toBeVisible();
    await expect(dashboard.violationRows.first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has no serious or critical axe violation on the Traffic page', async ({ openSignedIn, page }) => {
    const traffic = new AdminTrafficPage(page);
    await openSignedIn('/admin/traffic');
    await expect(traffic.journeyRow('Visits')).toBeVisible();
    await expect(traffic.sources.getByRole('row').nth(1)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has no serious or critical axe violation on the reservations list', async ({ openSignedIn, reservations, page }) => {
    await openSignedIn('/admin/reservations');
    await expect(reservations.rows.first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has no serious or critical axe violation on the admins list and the second-factor set-up', async ({ openSignedIn, page }) => {
    await openSignedIn('/admin/admins');
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first(),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/admin/mfa');
    await page.getByRole('button', { name: 'Set up' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has no serious or critical axe violation on the violations list', async ({ openSignedIn, page }) => {
    await openSignedIn('/admin/violations');
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first(),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has no serious or critical axe violation on the audit log', async ({ openSignedIn, page }) => {
    await openSignedIn('/admin/audit');
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first(),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

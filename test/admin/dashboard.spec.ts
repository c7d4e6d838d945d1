import { uniquePrefix } from '../pages/AdminDb';
import { expect, test } from './fixtures';

test.describe('the admin dashboard', () => {
  test.beforeAll(async ({ adminDb }) => {
    const prefix = uniquePrefix();
    await adminDb.seedReservations(prefix, 12, { verifiedEvery: 3 });
    // More than the dashboard loads, so its violations card must show the number loaded.
    await adminDb.seedViolations(prefix, 21);
  });

  test.beforeEach(async ({ openSignedIn }) => {
    await openSignedIn();
  });

  test('shows the figures the database holds on its five cards', async ({ dashboard, adminDb }) => {
    // Other tests add rows as this one runs; the figures must match a moment when nothing changed.
    await expect(async () => {
      const before = await adminDb.figures();
      await dashboard.goto();
      const shown = await dashboard.figures();
      expect(await adminDb.figures()).toEqual(before);
      expect(shown).toEqual(before);
    }).toPass({ timeout: 30_000 });
  });

  test('counts the twenty violations it loads on the Violations card', async ({ dashboard }) => {
    await expect(dashboard.card('Violations').getByText(/^\d+$/)).toHaveText('20');
  });

  test('lists the ten newest security violations', async ({ dashboard, adminDb }) => {
    await expect(async () => {
      const newest = await adminDb.newestViolationAddresses();
      await dashboard.goto();
      await expect(dashboard.violationRows).toHaveCount(10);
      const shown = await dashboard.violationRows.allInnerTexts();
      expect(shown.map((text, i) => text.includes(newest[i]))).toEqual(Array(10).fill(true));
    }).toPass({ timeout: 30_000 });
  });

  test('says how late confirmation emails go out while the oldest waiting one is over a minute old', async ({
    dashboard,
    adminDb,
    page,
  }) => {
    const late = await adminDb.queueWaitingMail(12);
    try {
      await dashboard.goto();
      await expect(page.getByRole('status').filter({ hasText: 'Confirmation emails are going out' })).toContainText(
        /Confirmation emails are going out 1[2-3] minutes after sign-up\. \d+ emails? (is|are) waiting to be sent\./,
      );
    } finally {
      await adminDb.removeMail(late);
    }
    await dashboard.goto();
    await expect(dashboard.signupsHeading).toBeVisible();
    await expect(page.getByText('Confirmation emails are going out')).toHaveCount(0);
  });

  test('charts sign-ups per day', async ({ dashboard, page }) => {
    await expect(dashboard.signupsHeading).toBeVisible();
    await expect(page.getByRole('img', { name: /sign-ups in the last 30 days/ })).toBeVisible();
  });

  test('offers the dashboard, reservations, violations and audit log in its menu', async ({ layout, page }) => {
    for (const [item, path] of [
      ['Reservations', '/admin/reservations'],
      ['Violations', '/admin/violations'],
      ['Audit log', '/admin/audit'],
      ['Dashboard', '/admin/dashboard'],
    ] as const) {
      await layout.menuItem(item).click();
      await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
    }
  });

  test('lists a new security violation first on the violations page', async ({ layout, page, adminDb }) => {
    const label = uniquePrefix();
    await adminDb.seedViolations(label, 1);
    await layout.menuItem('Violations').click();
    await expect(page.getByRole('row').filter({ hasText: `${label}-1` })).toBeVisible();
  });
});

test.describe('the audit log', () => {
  test('lists the sign-in just made', async ({ layout, page, signIn, adminEmail }) => {
    await signIn();
    await layout.menuItem('Audit log').click();
    await expect(page.getByRole('row').filter({ hasText: adminEmail }).filter({ hasText: 'Signed in' })).toHaveCount(1);
  });
});

import { uniquePrefix } from '../pages/AdminDb';
import { expect, test } from './fixtures';

test.describe('the admin dashboard', () => {
  test.beforeAll(async ({ adminDb }) => {
    const prefix = uniquePrefix();
    await adminDb.seedReservations(prefix, 12, { verifiedEvery: 3 });
    // More than the dashboard loads, so its violations card must show the number loaded.
    await adminDb.seedViolations(prefix, 21);
  });

  test('shows the figures, the newest violations, how late mail goes out and the sign-ups per day', async ({
    page,
    openSignedIn,
    dashboard,
    adminDb,
  }) => {
    // Five tests' worth of looking, in one: the time of one test is not enough on a busy machine.
    test.slow();
    await openSignedIn();

    await test.step('counts the twenty violations it loads on the Violations card', async () => {
      await expect(dashboard.card('Violations').getByText(/^\d+$/)).toHaveText('20');
    });

    await test.step('charts sign-ups per day', async () => {
      await expect(dashboard.signupsHeading).toBeVisible();
      await expect(page.getByRole('img', { name: /sign-ups in the last 30 days/ })).toBeVisible();
    });

    await test.step('shows the figures the database holds on its five cards', async () => {
      // Other tests add rows as this one runs; the figures must match a moment when nothing changed.
      await expect(async () => {
        const before = await adminDb.figures();
        await dashboard.goto();
        const shown = await dashboard.figures();
        expect(await adminDb.figures()).toEqual(before);
        expect(shown).toEqual(before);
      }).toPass({ timeout: 30_000 });
    });

    await test.step('lists the ten newest security violations', async () => {
      await expect(async () => {
        const newest = await adminDb.newestViolationAddresses();
        await dashboard.goto();
        await expect(dashboard.violationRows).toHaveCount(10);
        const shown = await dashboard.violationRows.allInnerTexts();
        expect(shown.map((text, i) => text.includes(newest[i]))).toEqual(Array(10).fill(true));
      }).toPass({ timeout: 30_000 });
    });

    await test.step('says how late confirmation emails go out while the oldest waiting one is over a minute old', async () => {
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
  });

  test('offers its pages in the menu, lists a new violation first and the sign-in just made in the audit log', async ({
    page,
    signIn,
    layout,
    adminDb,
    adminEmail,
  }) => {
    // Signed in through the form with an account of this test's own, so the audit log has its sign-in.
    await signIn();

    await test.step('offers the dashboard, reservations, violations and audit log in its menu', async () => {
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

    await test.step('lists a new security violation first on the violations page', async () => {
      const label = uniquePrefix();
      await adminDb.seedViolations(label, 1);
      await layout.menuItem('Violations').click();
      await expect(page.getByRole('row').filter({ hasText: `${label}-1` })).toBeVisible();
    });

    await test.step('the audit log lists the sign-in just made', async () => {
      await layout.menuItem('Audit log').click();
      await expect(page.getByRole('row').filter({ hasText: adminEmail }).filter({ hasText: 'Signed in' })).toHaveCount(1);
    });
  });
});

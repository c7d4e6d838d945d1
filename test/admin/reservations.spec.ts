import { createMessages } from '@gameshift/contracts';
import * as fs from 'node:fs';
import { uniquePrefix, type SeededReservation } from '../pages/AdminDb';
import { expect, test } from './fixtures';

const messages = createMessages('GameShift');

/** The lines of a downloaded CSV file, without the empty one after the last line break. */
async function csvLines(download: { path(): Promise<string> }): Promise<string[]> {
  return fs
    .readFileSync(await download.path(), 'utf8')
    .split('\r\n')
    .filter(Boolean);
}

// Each test below opens the list once and looks at everything an admin does there: opening a
// signed-in portal page is most of what a browser test costs.

test.describe('the reservations list', () => {
  test('an admin searches, sizes, pages and filters thirty reservations on one visit', async ({
    page,
    openSignedIn,
    reservations,
    adminDb,
  }) => {
    /** Thirty reservations only this test knows, found by searching for their prefix. */
    // Twelve tests' worth of looking, in one: the time of one test is not enough on a busy machine.
    test.slow();
    const prefix = uniquePrefix();
    const seeded = await adminDb.seedReservations(prefix, 30, { verifiedEvery: 5 });
    // The debounce is measured on the page's own clock, which must be in place before the page opens;
    // it runs at the normal pace until paused.
    await page.clock.install();
    await openSignedIn('/admin/reservations');
    await expect(reservations.searchInput).toBeVisible();

    await test.step('the search applies 300 ms after typing stops, not sooner', async () => {
      const { email } = seeded[0];
      // The list writes its parameters to the address the moment it changes them, before fetching.
      const address = () => page.evaluate(() => decodeURIComponent(window.location.search));
      await expect(reservations.rows.first()).toBeVisible();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await reservations.searchInput.fill(email);
      await page.clock.runFor(299);
      expect(await address()).not.toContain(email);
      // 300 ms, and the zero-delay step react-admin takes before it writes the address.
      await page.clock.runFor(2);
      await expect.poll(address).toContain(email);
      await page.clock.resume();
      await expect(reservations.rows).toHaveCount(1);
      await expect(reservations.row(email)).toBeVisible();
    });

    await test.step('finds reservations by part of their email, whatever its case', async () => {
      await reservations.search(`${prefix}0`.toUpperCase());
      await expect(reservations.rows).toHaveCount(9);
      expect((await reservations.emails()).sort()).toEqual(seeded.slice(0, 9).map((r) => r.email));
    });

    await test.step('shows 25 rows a page at first, and offers the page sizes 10, 25, 50 and 100', async () => {
      await reservations.search(prefix);
      await expect(reservations.range(1, 25, 30)).toBeVisible();
      await expect(reservations.rows).toHaveCount(25);
      await expect(reservations.rowsPerPage).toHaveValue('25');
      await expect(reservations.rowsPerPage.getByRole('option')).toHaveText(['10', '25', '50', '100']);
    });

    await test.step('offers Verify and Resend only for unverified reservations', async () => {
      const verified = reservations.row(seeded[4].email);
      const pending = reservations.row(seeded[0].email);
      // Icon buttons: their names are their labels.
      const names = (row: typeof pending) =>
        row.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
      // The suite signs in as an owner, who may also erase.
      await expect.poll(() => names(pending)).toEqual(['Verify', 'Resend', 'Delete', 'Erase']);
      await expect.poll(() => names(verified)).toEqual(['Delete', 'Erase']);
    });

    await test.step('shows as many rows as the page size chosen, with a button for each page up to five', async () => {
      await reservations.rowsPerPage.selectOption('10');
      await expect(reservations.rows).toHaveCount(10);
      await expect(reservations.range(1, 10, 30)).toBeVisible();
      await expect(reservations.pagination.getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3']);
    });

    await test.step('pages forward, back, to the last and to the first page with its buttons', async () => {
      await expect(reservations.firstPageButton).toBeDisabled();
      await expect(reservations.previousPageButton).toBeDisabled();

      await reservations.nextPageButton.click();
      await expect(reservations.range(11, 20, 30)).toBeVisible();
      await reservations.lastPageButton.click();
      await expect(reservations.range(21, 30, 30)).toBeVisible();
      await expect(reservations.nextPageButton).toBeDisabled();
      await expect(reservations.lastPageButton).toBeDisabled();
      await reservations.previousPageButton.click();
      await expect(reservations.range(11, 20, 30)).toBeVisible();
      await reservations.firstPageButton.click();
      await expect(reservations.range(1, 10, 30)).toBeVisible();
    });

    await test.step('shows the newest reservations first, page after page', async () => {
      // Page 1 holds the newest ten, and each page takes up where the one before ended. The rows
      // re-render a moment after the range label, so each page's rows are awaited, not read once.
      for (const n of [1, 2, 3]) {
        await reservations.pageButton(n).click();
        await expect(reservations.range(n * 10 - 9, n * 10, 30)).toBeVisible();
        await expect.poll(() => reservations.emails()).toEqual(seeded.slice(n * 10 - 10, n * 10).map((r) => r.email));
      }
    });

    await test.step('goes back to page 1 when the page size changes', async () => {
      await expect(reservations.range(21, 30, 30)).toBeVisible();
      await reservations.rowsPerPage.selectOption('25');
      await expect(reservations.range(1, 25, 30)).toBeVisible();
      await expect(reservations.pageButton(1)).toHaveAttribute('aria-current', 'page');
    });

    await test.step('goes back to page 1 when the search changes', async () => {
      // Waiting for the list to show the new size matters: the page buttons drawn for the old size
      // would otherwise still be there to press, and bring it back.
      await reservations.rowsPerPage.selectOption('10');
      await expect(reservations.range(1, 10, 30)).toBeVisible();
      await reservations.pageButton(2).click();
      await expect(reservations.range(11, 20, 30)).toBeVisible();
      await reservations.search(`${prefix}1`);
      await expect(reservations.range(1, 10, 10)).toBeVisible();
      await expect(reservations.pageButton(1)).toHaveAttribute('aria-current', 'page');
    });

    await test.step('narrows the list to one status', async () => {
      await reservations.search(prefix);
      await expect(reservations.range(1, 10, 30)).toBeVisible();
      await reservations.filterByStatus('verified');
      await expect(reservations.rows).toHaveCount(6);
      expect((await reservations.emails()).sort()).toEqual(seeded.filter((_, i) => (i + 1) % 5 === 0).map((r) => r.email));
    });
  });
});

test.describe('reservation row actions', () => {
  test('an owner verifies, resends, deletes and erases after confirming, and is told when an action fails', async ({
    page,
    openSignedIn,
    reservations,
    layout,
    adminDb,
    inboxUrl,
  }) => {
    // Nine tests' worth of actions, in one: the time of one test is not enough on a busy machine.
    test.slow();
    const [toVerify, toResend, toDelete, toErase, untouched] = await Promise.all(
      Array.from({ length: 5 }, () => adminDb.seedReservation()),
    );
    await openSignedIn('/admin/reservations');

    /** Shows one reservation alone in the list, as the admin finds it by its address. */
    const find = async (reservation: SeededReservation) => {
      await reservations.search(reservation.email);
      await expect(reservations.rows).toHaveCount(1);
    };

    await test.step('verifies a reservation by hand once confirmed', async () => {
      await find(toVerify);
      await reservations.confirmAction(toVerify.email, 'Verify');
      await expect(layout.notification('Reservation verified')).toBeVisible();
      await expect(reservations.row(toVerify.email).getByText('verified', { exact: true })).toBeVisible();
      expect(await adminDb.reservation(toVerify.id)).toEqual({ is_verified: true, is_reserved: true });
    });

    await test.step('resends the verification email once confirmed', async () => {
      await find(toResend);
      await reservations.confirmAction(toResend.email, 'Resend');
      await expect(layout.notification(messages.verificationEmailSent)).toBeVisible();
      await expect
        .poll(async () => {
          const mails = (await fetch(`${inboxUrl}/email`).then((r) => r.json())) as Array<{ to: Array<{ address: string }> }>;
          return mails.filter((mail) => mail.to.some((to) => to.address === toResend.email)).length;
        })
        .toBe(1);
    });

    await test.step('deletes a reservation once confirmed', async () => {
      await find(toDelete);
      await reservations.confirmAction(toDelete.email, 'Delete');
      await expect(layout.notification('Reservation deleted')).toBeVisible();
      await expect(reservations.rows).toHaveCount(0);
      expect(await adminDb.reservation(toDelete.id)).toBeUndefined();
    });

    await test.step('asks first, then erases the reservation', async () => {
      await find(toErase);
      const dialog = await reservations.startAction(toErase.email, 'Erase');
      await expect(dialog.getByText(messages.confirmErase)).toBeVisible();
      await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
      await expect(layout.notification(messages.reservationErased)).toBeVisible();
      await expect(reservations.rows).toHaveCount(0);
      expect(await adminDb.reservation(toErase.id)).toBeUndefined();
    });

    await find(untouched);

    await test.step('changes nothing when the confirm dialog of Verify or of Erase is cancelled', async () => {
      const verifyDialog = await reservations.startAction(untouched.email, 'Verify');
      await verifyDialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(verifyDialog).toBeHidden();
      expect(await adminDb.reservation(untouched.id)).toEqual({ is_verified: false, is_reserved: false });

      const eraseDialog = await reservations.startAction(untouched.email, 'Erase');
      await eraseDialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(eraseDialog).toBeHidden();
      expect(await adminDb.reservation(untouched.id)).toBeDefined();
    });

    await test.step('says so when a manual verification fails', async () => {
      await page.route('**/api/admin/reservations/*/verify', (route) =>
        route.fulfill({ status: 500, json: { error: 'Internal server error' } }),
      );
      await reservations.confirmAction(untouched.email, 'Verify');
      await expect(layout.notification(messages.manualVerifyFailed)).toBeVisible();
      await page.unrouteAll();
    });

    await test.step('says why when a resend fails', async () => {
      await page.route('**/api/admin/reservations/*/resend', (route) =>
        route.fulfill({ status: 409, json: { error: 'This reservation is already verified.' } }),
      );
      await reservations.confirmAction(untouched.email, 'Resend');
      await expect(layout.notification(messages.resendFailed('This reservation is already verified.'))).toBeVisible();
      await page.unrouteAll();
    });

    await test.step('says so when a delete fails', async () => {
      await page.route('**/api/admin/reservations/*', (route) =>
        route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { error: 'Internal server error' } }) : route.fallback(),
      );
      await reservations.confirmAction(untouched.email, 'Delete');
      await expect(layout.notification(messages.deleteFailed)).toBeVisible();
      expect(await adminDb.reservation(untouched.id)).toBeDefined();
      await page.unrouteAll();
    });
  });
});

test.describe('the CSV export', () => {
  test("downloads every reservation, then what the filtered list shows with each row's source", async ({
    page,
    openSignedIn,
    reservations,
    adminDb,
  }) => {
    const prefix = uniquePrefix();
    await adminDb.seedReservations(prefix, 5);
    await openSignedIn('/admin/reservations');

    await test.step('downloads reservations.csv with a line for every reservation', async () => {
      // Other tests add and delete rows meanwhile; the file must match a moment when nothing changed.
      await expect(async () => {
        const before = await adminDb.reservationIds();
        const [download] = await Promise.all([page.waitForEvent('download'), reservations.exportButton.click()]);
        expect(download.suggestedFilename()).toBe('reservations.csv');
        const lines = await csvLines(download);
        expect(await adminDb.reservationIds()).toEqual(before);
        expect(lines[0]).toMatch(/^id,email,gameshift_id,/);
        expect(
          lines
            .slice(1)
            .map((line) => line.slice(0, line.indexOf(',')))
            .sort(),
        ).toEqual(before);
      }).toPass({ timeout: 30_000 });
    });

    await test.step("exports what the filtered list shows, with each row's source", async () => {
      await reservations.search(`${prefix}01`);
      await expect(reservations.rows).toHaveCount(1);
      const [download] = await Promise.all([page.waitForEvent('download'), reservations.exportButton.click()]);
      const lines = await csvLines(download);
      expect(lines[0]).toMatch(/,source$/);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`${prefix}01@example.com`);
    });
  });
});

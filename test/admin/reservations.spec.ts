import { createMessages } from '@gameshift/contracts';
import * as fs from 'node:fs';
import { uniquePrefix, type SeededReservation } from '../pages/AdminDb';
import type { AdminReservationsPage } from '../pages/AdminReservationsPage';
import { expect, test } from './fixtures';

const messages = createMessages('GameShift');

test.describe('the reservations list', () => {
  /** Thirty reservations only these tests know, found by searching for their prefix. */
  let prefix: string;
  let seeded: SeededReservation[];

  test.beforeAll(async ({ adminDb }) => {
    prefix = uniquePrefix();
    seeded = await adminDb.seedReservations(prefix, 30, { verifiedEvery: 5 });
  });

  test.beforeEach(async ({ openSignedIn, reservations }) => {
    await openSignedIn('/admin/reservations');
    await expect(reservations.searchInput).toBeVisible();
  });

  /** Searches for the seeded rows and waits until the list shows them. */
  async function showSeeded(reservations: AdminReservationsPage): Promise<void> {
    await reservations.search(prefix);
    await expect(reservations.range(1, 25, 30)).toBeVisible();
  }

  /**
   * The seeded rows ten to a page. Waiting for the list to show the new size matters: the page
   * buttons drawn for the old size would otherwise still be there to press, and bring it back.
   */
  async function showSeededTenPerPage(reservations: AdminReservationsPage): Promise<void> {
    await showSeeded(reservations);
    await reservations.rowsPerPage.selectOption('10');
    await expect(reservations.range(1, 10, 30)).toBeVisible();
  }

  test('finds reservations by part of their email, whatever its case', async ({ reservations }) => {
    await reservations.search(`${prefix}0`.toUpperCase());
    await expect(reservations.rows).toHaveCount(9);
    expect((await reservations.emails()).sort()).toEqual(seeded.slice(0, 9).map((r) => r.email));
  });

  test('shows 25 rows a page at first', async ({ reservations }) => {
    await showSeeded(reservations);
    await expect(reservations.rows).toHaveCount(25);
    await expect(reservations.rowsPerPage).toHaveValue('25');
  });

  test('shows as many rows as the page size chosen', async ({ reservations }) => {
    await showSeeded(reservations);
    await reservations.rowsPerPage.selectOption('10');
    await expect(reservations.rows).toHaveCount(10);
    await expect(reservations.range(1, 10, 30)).toBeVisible();
  });

  test('offers the page sizes 10, 25, 50 and 100', async ({ reservations }) => {
    await showSeeded(reservations);
    await expect(reservations.rowsPerPage.getByRole('option')).toHaveText(['10', '25', '50', '100']);
  });

  test('goes back to page 1 when the page size changes', async ({ reservations }) => {
    await showSeededTenPerPage(reservations);
    await reservations.pageButton(3).click();
    await expect(reservations.range(21, 30, 30)).toBeVisible();
    await reservations.rowsPerPage.selectOption('25');
    await expect(reservations.range(1, 25, 30)).toBeVisible();
    await expect(reservations.pageButton(1)).toHaveAttribute('aria-current', 'page');
  });

  test('goes back to page 1 when the search changes', async ({ reservations }) => {
    await showSeededTenPerPage(reservations);
    await reservations.pageButton(2).click();
    await expect(reservations.range(11, 20, 30)).toBeVisible();
    await reservations.search(`${prefix}1`);
    await expect(reservations.range(1, 10, 10)).toBeVisible();
    await expect(reservations.pageButton(1)).toHaveAttribute('aria-current', 'page');
  });

  test('pages forward, back, to the last and to the first page with its buttons', async ({ reservations }) => {
    await showSeededTenPerPage(reservations);
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

  test('shows the newest reservations first, page after page', async ({ reservations }) => {
    await showSeededTenPerPage(reservations);
    // Page 1 holds the newest ten, and each page takes up where the one before ended. The rows
    // re-render a moment after the range label, so each page's rows are awaited, not read once.
    for (const n of [1, 2, 3]) {
      await reservations.pageButton(n).click();
      await expect(reservations.range(n * 10 - 9, n * 10, 30)).toBeVisible();
      await expect.poll(() => reservations.emails()).toEqual(seeded.slice(n * 10 - 10, n * 10).map((r) => r.email));
    }
  });

  test('offers a button for each page, up to five', async ({ reservations }) => {
    await showSeededTenPerPage(reservations);
    await expect(reservations.pagination.getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3']);
  });

  test('narrows the list to one status', async ({ reservations }) => {
    await showSeeded(reservations);
    await reservations.filterByStatus('verified');
    await expect(reservations.rows).toHaveCount(6);
    expect((await reservations.emails()).sort()).toEqual(seeded.filter((_, i) => (i + 1) % 5 === 0).map((r) => r.email));
  });

  test('offers Verify and Resend only for unverified reservations', async ({ reservations }) => {
    await showSeeded(reservations);
    const verified = reservations.row(seeded[4].email);
    const pending = reservations.row(seeded[0].email);
    // Icon buttons: their names are their labels.
    const names = (row: typeof pending) =>
      row.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    // The suite signs in as an owner, who may also erase.
    await expect.poll(() => names(pending)).toEqual(['Verify', 'Resend', 'Delete', 'Erase']);
    await expect.poll(() => names(verified)).toEqual(['Delete', 'Erase']);
  });
});

test.describe('the reservations search', () => {
  test('applies 300 ms after typing stops, not sooner', async ({ page, openSignedIn, reservations, adminDb }) => {
    const [{ email }] = await adminDb.seedReservations(uniquePrefix(), 1);
    // The list writes its parameters to the address the moment it changes them, before fetching.
    const address = () => page.evaluate(() => decodeURIComponent(window.location.search));
    await page.clock.install();
    await openSignedIn('/admin/reservations');
    await expect(reservations.rows.first()).toBeVisible();
    await page.clock.pauseAt(Date.now() + 1000);

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
});

test.describe('reservation row actions', () => {
  let reservation: SeededReservation;

  test.beforeEach(async ({ openSignedIn, reservations, adminDb }) => {
    reservation = await adminDb.seedReservation();
    await openSignedIn('/admin/reservations');
    await reservations.search(reservation.email);
    await expect(reservations.rows).toHaveCount(1);
  });

  test('verifies a reservation by hand once confirmed', async ({ reservations, layout, adminDb }) => {
    await reservations.confirmAction(reservation.email, 'Verify');
    await expect(layout.notification('Reservation verified')).toBeVisible();
    await expect(reservations.row(reservation.email).getByText('verified', { exact: true })).toBeVisible();
    expect(await adminDb.reservation(reservation.id)).toEqual({ is_verified: true, is_reserved: true });
  });

  test('changes nothing when the confirm dialog is cancelled', async ({ reservations, adminDb }) => {
    const dialog = await reservations.startAction(reservation.email, 'Verify');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await adminDb.reservation(reservation.id)).toEqual({ is_verified: false, is_reserved: false });
  });

  test('resends the verification email once confirmed', async ({ reservations, layout, inboxUrl }) => {
    await reservations.confirmAction(reservation.email, 'Resend');
    await expect(layout.notification(messages.verificationEmailSent)).toBeVisible();
    await expect
      .poll(async () => {
        const mails = (await fetch(`${inboxUrl}/email`).then((r) => r.json())) as Array<{ to: Array<{ address: string }> }>;
        return mails.filter((mail) => mail.to.some((to) => to.address === reservation.email)).length;
      })
      .toBe(1);
  });

  test('deletes a reservation once confirmed', async ({ reservations, layout, adminDb }) => {
    await reservations.confirmAction(reservation.email, 'Delete');
    await expect(layout.notification('Reservation deleted')).toBeVisible();
    await expect(reservations.rows).toHaveCount(0);
    expect(await adminDb.reservation(reservation.id)).toBeUndefined();
  });

  test('says so when a manual verification fails', async ({ page, reservations, layout }) => {
    await page.route('**/api/admin/reservations/*/verify', (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal server error' } }),
    );
    await reservations.confirmAction(reservation.email, 'Verify');
    await expect(layout.notification(messages.manualVerifyFailed)).toBeVisible();
  });

  test('says why when a resend fails', async ({ page, reservations, layout }) => {
    await page.route('**/api/admin/reservations/*/resend', (route) =>
      route.fulfill({ status: 409, json: { error: 'This reservation is already verified.' } }),
    );
    await reservations.confirmAction(reservation.email, 'Resend');
    await expect(layout.notification(messages.resendFailed('This reservation is already verified.'))).toBeVisible();
  });

  test('says so when a delete fails', async ({ page, reservations, layout, adminDb }) => {
    await page.route('**/api/admin/reservations/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { error: 'Internal server error' } }) : route.fallback(),
    );
    await reservations.confirmAction(reservation.email, 'Delete');
    await expect(layout.notification(messages.deleteFailed)).toBeVisible();
    expect(await adminDb.reservation(reservation.id)).toBeDefined();
  });
});

test.describe('the CSV export', () => {
  test('downloads reservations.csv with a line for every reservation', async ({ page, openSignedIn, reservations, adminDb }) => {
    await adminDb.seedReservations(uniquePrefix(), 5);
    await openSignedIn('/admin/reservations');
    // Other tests add and delete rows meanwhile; the file must match a moment when nothing changed.
    await expect(async () => {
      const before = await adminDb.reservationIds();
      const [download] = await Promise.all([page.waitForEvent('download'), reservations.exportButton.click()]);
      expect(download.suggestedFilename()).toBe('reservations.csv');
      const lines = fs
        .readFileSync(await download.path(), 'utf8')
        .split('\r\n')
        .filter(Boolean);
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

  test("exports what the filtered list shows, with each row's source", async ({ page, openSignedIn, reservations, adminDb }) => {
    const prefix = uniquePrefix();
    await adminDb.seedReservations(prefix, 3);
    await openSignedIn('/admin/reservations');
    await reservations.search(`${prefix}01`);
    await expect(reservations.rows).toHaveCount(1);
    const [download] = await Promise.all([page.waitForEvent('download'), reservations.exportButton.click()]);
    const lines = fs
      .readFileSync(await download.path(), 'utf8')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toMatch(/,source$/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${prefix}01@example.com`);
  });
});

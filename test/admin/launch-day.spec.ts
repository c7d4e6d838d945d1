import { type SeededReservation, uniquePrefix } from '../pages/AdminDb';
import { expect, test } from './fixtures';

const VIEWPORTS = [
  { name: 'a 1280 px window', phone: false, use: { viewport: { width: 1280, height: 900 } } },
  { name: 'a 390 px touch phone', phone: true, use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const;

const ADMIN_PAGES = ['/admin/dashboard', '/admin/reservations', '/admin/violations', '/admin/audit'] as const;

/** An address of exactly 64 characters, the kind that used to push the tables past the window. */
function longEmail(prefix: string): string {
  const domain = '@example.com';
  return `${prefix}.${'x'.repeat(64)}`.slice(0, 64 - domain.length) + domain;
}

function percent(confirmations: number, signups: number): string {
  return `${Math.round((confirmations / signups) * 100)}%`;
}

for (const { name, phone, use } of VIEWPORTS) {
  test.describe(`the admin portal on ${name}`, () => {
    test.use(use);

    let long: SeededReservation;

    test.beforeAll(async ({ adminDb }) => {
      const prefix = uniquePrefix();
      long = await adminDb.seedNamedReservation({ email: longEmail(prefix), handle: prefix });
      expect(long.email).toHaveLength(64);
      // The violations page needs rows to show too.
      await adminDb.seedViolations(prefix, 3);
    });

    test('an admin meets failed loads, the funnel, long emails and a delete, and no page scrolls sideways', async ({
      page,
      openSignedIn,
      layout,
      dashboard,
      reservations,
      adminDb,
    }) => {
      // Six tests' worth of pages, in one: the time of one test is not enough on a busy machine.
      test.slow();
      await test.step('shows an error with Retry on the stat cards and the table when their loads fail', async () => {
        const failure = { status: 500, json: { error: 'Internal server error' } };
        await page.route('**/api/admin/stats', (route) => route.fulfill(failure));
        await page.route(/\/api\/admin\/reservations\?/, (route) => route.fulfill(failure));
        await openSignedIn();

        const statsError = page.getByRole('alert').filter({ hasText: 'The figures could not be loaded.' });
        const listError = page.getByRole('alert').filter({ hasText: 'The list could not be loaded.' });
        // The portal retries a failed load twice, with a growing pause, before it gives up and says so.
        await expect(statsError.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 30_000 });
        await expect(listError.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 30_000 });
        for (const card of ['Total', 'Pending', 'Verified', 'Reserved']) {
          await expect(dashboard.card(card)).toContainText('unavailable');
        }
        await expect(page.getByText('No results found.')).toHaveCount(0);

        await page.unrouteAll();
        await statsError.getByRole('button', { name: 'Retry' }).click();
        await expect(dashboard.card('Total').getByText(/^\d+$/)).toBeVisible();
        await listError.getByRole('button', { name: 'Retry' }).click();
        await expect(listError).toHaveCount(0);
        await expect(phone ? page.getByRole('listitem').filter({ hasText: '@' }).first() : reservations.rows.first()).toBeVisible();
      });

      await test.step('charts the confirmation funnel per day and per email provider', async () => {
        const prefix = uniquePrefix();
        await adminDb.seedNamedReservation({ email: `${prefix}a@gmx.net`, handle: `${prefix}a`, verified: true });
        await adminDb.seedNamedReservation({ email: `${prefix}b@gmx.net`, handle: `${prefix}b` });
        const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
        // Only this spec signs up at gmx.net, so that row can be compared with the database; other
        // tests sign up all the time, so today's row is checked against itself.
        await expect(async () => {
          const before = await adminDb.funnelFigures('gmx.net');
          await dashboard.goto();
          const gmx = dashboard.funnelRow('By email provider', 'GMX').getByRole('cell');
          await expect(gmx).toHaveCount(3);
          const shown = await gmx.allInnerTexts();
          const after = await adminDb.funnelFigures('gmx.net');
          expect(after.domain).toEqual(before.domain);
          expect(shown).toEqual([
            String(after.domain.signups),
            String(after.domain.confirmations),
            percent(after.domain.confirmations, after.domain.signups),
          ]);
        }).toPass({ timeout: 30_000 });
        const [signups, confirmations, rate] = await dashboard.funnelRow('By day', today).getByRole('cell').allInnerTexts();
        expect(Number(signups)).toBeGreaterThanOrEqual(2);
        expect(Number(confirmations)).toBeGreaterThanOrEqual(1);
        // The server rounds the rate to a tenth of a percent before the page rounds it to a whole one.
        expect(Math.abs(parseInt(rate, 10) - (Number(confirmations) / Number(signups)) * 100)).toBeLessThanOrEqual(1);
      });

      await page.goto('/admin/reservations');
      await reservations.search(long.email);

      await test.step('keeps the row actions of a long row in reach', async () => {
        const owner = phone ? reservations.item(long.email) : reservations.row(long.email);
        for (const action of ['Verify', 'Resend', 'Delete']) {
          const button = owner.getByRole('button', { name: action, exact: true });
          await expect(button).toBeVisible();
          expect(await layout.isWithinWindowWidth(button), `${action} lies outside the window`).toBe(true);
        }
        // Below 600 px the table gives way to react-admin's SimpleList.
        await expect(page.getByRole('table')).toHaveCount(phone ? 0 : 1);
      });

      await test.step('cuts a long email short and shows all of it on focus', async () => {
        // Scoped to the row: the open tooltip holds the same text.
        const shown = (phone ? reservations.item(long.email) : reservations.row(long.email)).getByText(long.email, { exact: true });
        const box = await shown.boundingBox();
        expect(await shown.evaluate((el) => el.scrollWidth > el.clientWidth), 'the email is cut with an ellipsis').toBe(true);
        expect(box?.width).toBeLessThan(phone ? 300 : 320);
        await reservations.searchInput.focus();
        await layout.tabTo(shown);
        // Tooltips of the controls tabbed past may still be fading out; the one that matters is the email's.
        const fullText = page.getByRole('tooltip').filter({ hasText: long.email });
        await expect(fullText).toBeVisible();
        if (!phone) {
          await shown.blur();
          await expect(fullText).toHaveCount(0);
          await shown.hover();
          await expect(fullText).toBeVisible();
        }
      });

      await test.step('asks "Delete" to delete, and the audit log keeps the email and handle of what was deleted', async () => {
        const prefix = uniquePrefix();
        const gone = await adminDb.seedNamedReservation({ email: longEmail(prefix), handle: prefix });
        await reservations.search(gone.email);
        if (phone) await reservations.item(gone.email).getByRole('button', { name: 'Delete', exact: true }).click();
        else await reservations.row(gone.email).getByRole('button', { name: 'Delete', exact: true }).click();
        const dialog = reservations.dialog('Delete');
        await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
        await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
        await expect(layout.notification('Reservation deleted')).toBeVisible();
        expect(await adminDb.reservation(gone.id)).toBeUndefined();

        await page.goto('/admin/audit');
        const entry = page.getByRole(phone ? 'listitem' : 'row').filter({ hasText: gone.email });
        await expect(entry).toContainText('Deleted a reservation');
        await expect(entry).toContainText(gone.handle);
        expect(await layout.sidewaysOverflow()).toBe(0);
      });

      await test.step('scrolls sideways on no admin page with a 64-character email in the data', async () => {
        // The reservations list remembers its last search (the deleted one's), so searching again asks the server.
        for (const path of ADMIN_PAGES) {
          await page.goto(path);
          if (path === '/admin/dashboard' || path === '/admin/reservations') {
            await reservations.search(long.email);
            await expect(page.getByText(long.email, { exact: true })).toBeVisible();
          } else {
            await expect(page.getByRole(phone ? 'listitem' : 'row').nth(1)).toBeVisible();
          }
          expect(await layout.sidewaysOverflow(), `${path} is wider than the window`).toBe(0);
        }
      });
    });
  });
}

import { type SeededReservation, uniquePrefix } from '../pages/AdminDb';
import { AdminMeasures } from '../pages/AdminMeasures';
import { expect, test } from './fixtures';

const VIEWPORTS = [
  { name: 'a 1280 px window', phone: false, use: { viewport: { width: 1280, height: 900 } } },
  { name: 'a 390 px touch phone', phone: true, use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const;

/** An address of exactly 64 characters, the longest the site accepts. */
function longEmail(prefix: string): string {
  const domain = '@example.com';
  return `${prefix}.${'x'.repeat(64)}`.slice(0, 64 - domain.length) + domain;
}

for (const { name, phone, use } of VIEWPORTS) {
  test.describe(`what an admin meets on ${name}`, () => {
    test.use(use);

    let long: SeededReservation;

    test.beforeAll(async ({ adminDb }) => {
      const prefix = uniquePrefix();
      // Pending, so all three row actions show, and with a long source: the widest row there is.
      long = await adminDb.seedNamedReservation({ email: longEmail(prefix), handle: prefix });
      await adminDb.setSource(long.id, 'stream / launch-week-giveaway-announcement');
    });

    test('an admin on the reservations and the dashboard scrolls nothing sideways, reaches every action, and searches from the keyboard', async ({
      page,
      openSignedIn,
      layout,
      reservations,
    }) => {
      const measures = new AdminMeasures(page);
      const longRow = () => (phone ? reservations.item(long.email) : reservations.row(long.email)).first();
      // With the clock stopped the typing pause never ends, so only the submit control can apply the
      // search. The page's clock must be in place before it opens; it runs at the normal pace until paused.
      await page.clock.install();
      await openSignedIn('/admin/reservations');
      await expect(reservations.searchInput).toBeVisible();

      await test.step('gives each filter form a submit control that applies the search at once from the keyboard', async () => {
        expect(await measures.formsWithoutSubmit(), '/admin/reservations has a form without a submit control').toEqual([]);
        const address = () => page.evaluate(() => decodeURIComponent(window.location.search));
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
        await reservations.searchInput.fill(long.email);
        const apply = page.getByRole('button', { name: 'Apply filters' });
        await layout.tabTo(apply);
        await expect(apply).toBeVisible();
        await page.keyboard.press('Enter');
        // The zero-delay step react-admin takes before it writes the address, and no more.
        await page.clock.runFor(2);
        await expect.poll(address).toContain(long.email);
        await page.clock.resume();
        await expect(longRow()).toBeVisible();
        // The list shows the search's answer, that one row, and no longer the rows it showed before.
        await expect(phone ? page.getByRole('listitem').filter({ hasText: '@' }) : reservations.rows).toHaveCount(1);
      });

      await test.step('neither the reservations page nor its table scrolls sideways with the widest row', async () => {
        expect(await layout.sidewaysOverflow(), '/admin/reservations is wider than the window').toBe(0);
        // On a phone the list is cards; a table that remains (the dashboard's) scrolls inside its card by design.
        if (!phone) expect(await measures.tableOverflow(), 'the table of /admin/reservations is wider than its card').toBe(0);
      });

      await test.step('offers row actions as touch targets of 44 px with room between them, and shows when a reservation was made', async () => {
        const owner = phone ? reservations.item(long.email) : reservations.row(long.email);
        const buttons = owner.getByRole('button', { name: /^(Verify|Resend|Delete)$/ });
        await expect(buttons).toHaveCount(3);
        const boxes = (await measures.boxes(buttons)).sort((a, b) => a.x - b.x);
        for (const box of boxes) {
          expect(box.width).toBeGreaterThanOrEqual(44);
          expect(box.height).toBeGreaterThanOrEqual(44);
        }
        for (let i = 1; i < boxes.length; i++) expect(boxes[i].x - (boxes[i - 1].x + boxes[i - 1].width)).toBeGreaterThanOrEqual(4);
        // Made just now: the date shows this year; on a phone, named, as the table's column names it.
        await expect(owner).toContainText(String(new Date().getFullYear()));
        if (phone) await expect(owner).toContainText('Created');
      });

      await page.goto('/admin/dashboard');
      await expect(reservations.searchInput).toBeVisible();

      await test.step('the dashboard has a submit control in each filter form, and scrolls sideways neither as a page nor in its table', async () => {
        expect(await measures.formsWithoutSubmit(), '/admin/dashboard has a form without a submit control').toEqual([]);
        await reservations.search(long.email);
        await expect(longRow()).toBeVisible();
        expect(await layout.sidewaysOverflow(), '/admin/dashboard is wider than the window').toBe(0);
        if (!phone) expect(await measures.tableOverflow(), 'the table of /admin/dashboard is wider than its card').toBe(0);
      });

      if (phone) {
        await test.step('charts on a 390 px phone draw their axis labels at least 11 px tall, none cut off', async () => {
          for (const [path, chart] of [
            ['/admin/dashboard', 'Sign-ups per day'],
            ['/admin/traffic', 'Visitors per day'],
          ]) {
            if (!page.url().endsWith(path)) await page.goto(path);
            const svg = page.getByRole('region', { name: chart }).locator('svg[role="img"]');
            await expect(svg).toBeVisible();
            const labels = await measures.chartLabels(svg);
            expect(labels.length, `${chart} has labels`).toBeGreaterThan(1);
            for (const label of labels) {
              expect(label.height, `"${label.text}" in ${chart}`).toBeGreaterThanOrEqual(11);
              expect(label.outside, `"${label.text}" in ${chart} is cut off`).toBeLessThanOrEqual(0.5);
            }
          }
        });
      }
    });
  });
}

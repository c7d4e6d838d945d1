import { totp } from '../../backend/test/support/totp';
import { type SeededReservation, uniquePrefix } from '../pages/AdminDb';
import { AdminMeasures } from '../pages/AdminMeasures';
import { AdminSignInPage } from '../pages/AdminSignInPage';
import { ADMIN_PASSWORD, expect, test } from './fixtures';

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

    test('neither the page nor the reservations table scrolls sideways with the widest row', async ({
      page,
      openSignedIn,
      layout,
      reservations,
    }) => {
      const measures = new AdminMeasures(page);
      for (const path of ['/admin/dashboard', '/admin/reservations']) {
        await openSignedIn(path);
        await reservations.search(long.email);
        await expect((phone ? reservations.item(long.email) : reservations.row(long.email)).first()).toBeVisible();
        expect(await layout.sidewaysOverflow(), `${path} is wider than the window`).toBe(0);
        // On a phone the list is cards; a table that remains (the dashboard's) scrolls inside its card by design.
        if (!phone) expect(await measures.tableOverflow(), `the table of ${path} is wider than its card`).toBe(0);
      }
    });

    test('offers row actions as touch targets of 44 px with room between them, and shows when a reservation was made', async ({
      page,
      openSignedIn,
      reservations,
    }) => {
      await openSignedIn('/admin/reservations');
      await reservations.search(long.email);
      const owner = phone ? reservations.item(long.email) : reservations.row(long.email);
      const buttons = owner.getByRole('button', { name: /^(Verify|Resend|Delete)$/ });
      await expect(buttons).toHaveCount(3);
      const boxes = (await new AdminMeasures(page).boxes(buttons)).sort((a, b) => a.x - b.x);
      for (const box of boxes) {
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      for (let i = 1; i < boxes.length; i++) expect(boxes[i].x - (boxes[i - 1].x + boxes[i - 1].width)).toBeGreaterThanOrEqual(4);
      // Made just now: the date shows this year; on a phone, named, as the table's column names it.
      await expect(owner).toContainText(String(new Date().getFullYear()));
      if (phone) await expect(owner).toContainText('Created');
    });

    test('gives each filter form a submit control that applies the search at once from the keyboard', async ({
      page,
      openSignedIn,
      reservations,
      layout,
    }) => {
      const measures = new AdminMeasures(page);
      for (const path of ['/admin/dashboard', '/admin/reservations']) {
        await openSignedIn(path);
        await expect(reservations.searchInput).toBeVisible();
        expect(await measures.formsWithoutSubmit(), `${path} has a form without a submit control`).toEqual([]);
      }
      // With the clock stopped the typing pause never ends, so only the submit control can apply the search.
      const address = () => page.evaluate(() => decodeURIComponent(window.location.search));
      await page.clock.install();
      await openSignedIn('/admin/reservations');
      await expect(reservations.searchInput).toBeVisible();
      await page.clock.pauseAt(Date.now() + 1000);
      await reservations.searchInput.fill(long.email);
      const apply = page.getByRole('button', { name: 'Apply filters' });
      await layout.tabTo(apply);
      await expect(apply).toBeVisible();
      await page.keyboard.press('Enter');
      // The zero-delay step react-admin takes before it writes the address, and no more.
      await page.clock.runFor(2);
      await expect.poll(address).toContain(long.email);
      await page.clock.resume();
      await expect((phone ? reservations.item(long.email) : reservations.row(long.email)).first()).toBeVisible();
    });
  });
}

test.describe('charts on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('draw their axis labels at least 11 px tall, none cut off', async ({ page, openSignedIn }) => {
    const measures = new AdminMeasures(page);
    for (const [path, chart] of [
      ['/admin/dashboard', 'Sign-ups per day'],
      ['/admin/traffic', 'Visitors per day'],
    ]) {
      await openSignedIn(path);
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
});

test('the second factor set-up shows the key in whole groups of four and copies the recovery codes', async ({
  page,
  context,
  adminEmail,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/admin/mfa');
  await new AdminSignInPage(page).signIn(adminEmail, ADMIN_PASSWORD);
  await page.goto('/admin/mfa');
  await page.getByRole('button', { name: 'Set up', exact: true }).click();
  const key = page.getByLabel('Key', { exact: true });
  await expect(key).toBeVisible();
  const secret = (await key.innerText()).replace(/\s/g, '');
  // Each group sits on one line: no line of the key ends inside a group.
  const groups = key.locator('span > span');
  await expect(groups).toHaveCount(Math.ceil(secret.length / 4));
  for (const group of await groups.all()) {
    expect((await group.innerText()).length).toBeLessThanOrEqual(4);
    const lines = await group.evaluate((el) => el.getClientRects().length);
    expect(lines, `group ${await group.innerText()} breaks across lines`).toBe(1);
  }

  await page.getByLabel(/^Code from the app/).fill(totp(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const listed = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(listed).toHaveCount(10);
  const codes = await listed.allInnerTexts();
  await page.getByRole('button', { name: 'Copy codes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Recovery codes copied, one per line.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
});

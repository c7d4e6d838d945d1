import { randomBytes } from 'node:crypto';
import { AdminTrafficPage } from '../pages/AdminTrafficPage';
import { HumanCheckDialog } from '../pages/HumanCheckDialog';
import { ReservePage } from '../pages/ReservePage';
import { newVisitor } from '../public/fixtures';
import { HumanTokens } from '../support/human-tokens';
import { expect, test } from './fixtures';

test.describe('the Traffic page', () => {
  // A browser of its own (its user agent), so its visit is a visitor of its own whose first source is the tagged link.
  test.use({ userAgent: `Mozilla/5.0 (traffic test ${randomBytes(6).toString('hex')})` });

  test('a visit from a tagged link that reserves shows under its source with one reservation, at 1280 and 390 px', async ({
    page,
    openSignedIn,
    layout,
  }) => {
    const reservePage = new ReservePage(page);
    const humanCheck = new HumanCheckDialog(page, false);
    const visitor = newVisitor();
    await reservePage.goto('?utm_source=stream&utm_campaign=launch');
    await reservePage.chooseHandle(visitor.handle);
    await reservePage.emailInput.fill(visitor.email);
    await reservePage.reserveButton.click();
    await humanCheck.playByClicking();
    await expect(reservePage.successHeading).toBeVisible();

    const traffic = new AdminTrafficPage(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn('/admin/traffic');
    await expect(layout.menuItem('Traffic')).toBeVisible();
    const row = traffic.sourceRow('stream / launch');
    // The reservation counts at once; the visit once the page's batch and the server's write are in.
    // (Its visitors are one or two: Chromium sends a beacon from a closing page with its own user agent, not the test's.)
    await expect(async () => {
      await page.reload();
      await expect(row.getByRole('cell')).toHaveText([/^[12]$/, '1', '0', /^(100|50)%$/, '0%'], { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });

    await expect(traffic.journey.getByRole('rowheader')).toHaveText([
      'Visits',
      'Typed an ID',
      'Reached the email step',
      'Started the game',
      'Passed the game',
      'Reserved',
      'Confirmed',
    ]);
    // The step was sent as the reserve page was left for this one.
    await expect(async () => {
      await page.reload();
      await expect(traffic.journeyRow('Reserved').getByRole('cell').first()).toHaveText(/^[1-9]\d*$/, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });

    await traffic.sortBy('Reservations');
    await expect(traffic.sources.getByRole('columnheader', { name: 'Reservations' })).toHaveAttribute('aria-sort', 'descending');
    await traffic.range(7).click();
    await expect(traffic.range(7)).toHaveAttribute('aria-pressed', 'true');
    await expect(row.getByRole('cell').nth(1)).toHaveText('1');
    expect(await layout.sidewaysOverflow()).toBe(0);

    await page.setViewportSize({ width: 390, height: 844 });
    // Opened at that width, as a phone would.
    await page.reload();
    await expect(
      traffic.sources
        .getByRole('listitem')
        .filter({ hasText: 'stream / launch' })
        .getByText(/^\d visitors? · 1 reserved \(\d+%\) · 0 confirmed \(0%\)$/),
    ).toBeVisible();
    await expect(traffic.journeyRow('Visits')).toBeVisible();
    expect(await layout.sidewaysOverflow()).toBe(0);
  });

  test('a source with more reservations than visitors shows no rate over 100 %, and says why', async ({ page, request, openSignedIn }) => {
    const campaign = `untracked-${randomBytes(4).toString('hex')}`;
    // One visitor counted from the pages; three reservations made by browsers that sent no events.
    const events = await request.post('/api/events', {
      data: { events: [{ name: 'page_view', path: '/', utm_source: campaign }] },
      headers: { 'user-agent': `traffic rate test ${campaign}` },
    });
    expect(events.status()).toBe(202);
    const tokens = new HumanTokens(process.env.E2E_BASE_URL ?? '');
    for (let i = 0; i < 3; i++) {
      const visitor = newVisitor();
      const made = await request.post('/api/validate-reservation', {
        data: {
          email: visitor.email,
          gameshift_id: visitor.handle,
          human_token: await tokens.take(),
          honeypot_fields: {},
          attribution: { utm_source: campaign },
        },
      });
      expect(made.status()).toBe(201);
    }

    const traffic = new AdminTrafficPage(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn('/admin/traffic');
    const row = traffic.sourceRow(campaign);
    await expect(async () => {
      await page.reload();
      await expect(row.getByRole('cell')).toHaveText(['1', '3', '0', '–', '0%'], { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(traffic.sources.getByText(/counted from the pages/)).toBeVisible();
    await expect(traffic.journey.getByText(/counted from the reservations themselves/)).toBeVisible();
    for (const text of await page.getByRole('cell').allInnerTexts()) {
      const rate = /^(\d+)%$/.exec(text.trim());
      if (rate) expect(Number(rate[1])).toBeLessThanOrEqual(100);
    }
  });
});

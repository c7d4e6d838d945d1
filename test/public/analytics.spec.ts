import { JOURNEY_STEPS, type JourneyStep } from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';

/** The bits of the steps a visitor reached, as the server stores them (one bit per step, in JOURNEY_STEPS order). */
const stepBits = (steps: JourneyStep[]) => steps.reduce((bits, step) => bits | (1 << JOURNEY_STEPS.indexOf(step)), 0);

test.describe('first-party analytics', () => {
  // A browser of its own: a visitor is counted under the source of its first event of the day.
  test.use({ userAgent: `Mozilla/5.0 (analytics test ${randomBytes(6).toString('hex')})` });

  test('counts the page views and journey steps of a visit under the source it arrived with, across pages', async ({
    page,
    reservePage,
    visitor,
    db,
  }) => {
    const campaign = `c${randomBytes(5).toString('hex')}`;
    await page.clock.install();
    const firstBatch = page.waitForResponse((response) => response.url().endsWith('/api/events'));

    await reservePage.goto(`?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
    await reservePage.handleInput.fill(visitor.handle);
    await page.clock.runFor(1_000);
    expect((await firstBatch).status()).toBe(202);

    // The source stays with the visit on later pages, whose address no longer carries it.
    await reservePage.continueButton.click();
    await expect(reservePage.emailStepHeading).toBeVisible();
    await page.getByRole('link', { name: 'News' }).first().click();
    await page.clock.runFor(1_000);

    const source = `newsletter / ${campaign}`;
    await expect.poll(() => db.pageViewsFrom(source), { timeout: 10_000 }).toEqual({ '/': 1, '/learn': 1 });
    await expect.poll(() => db.visitorStepsFrom(source)).toEqual([stepBits(['visit', 'handle_entered', 'email_step'])]);
    expect(await page.evaluate(() => sessionStorage.getItem('visit'))).toBe(
      JSON.stringify({ landing: '/', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: campaign }),
    );
    // No cookie, and nothing of the visit in localStorage.
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
  });

  for (const [name, script] of [
    ['Global Privacy Control', () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })],
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
  ] as const) {
    test(`sends nothing from a browser with ${name}, and keeps no source for the reservation`, async ({ page, reservePage, visitor }) => {
      await page.addInitScript(script);
      await page.clock.install();
      const sent: Request[] = [];
      page.on('request', (request) => request.url().endsWith('/api/events') && sent.push(request));

      await reservePage.goto('?utm_source=newsletter');
      await reservePage.chooseHandle(visitor.handle);
      // Well past the batch's second: a batch would have gone.
      await page.clock.runFor(5_000);
      await expect(reservePage.emailStepHeading).toBeVisible();
      expect(sent).toEqual([]);
      expect(await page.evaluate(() => sessionStorage.getItem('visit'))).toBeNull();
    });
  }
});

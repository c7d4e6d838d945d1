import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, messages, newVisitor, test } from './fixtures';

test.describe.configure({ mode: 'parallel' });

/** Kept across runs (outside Playwright's own output folder, which each run empties) for review. */
const SCREENSHOTS = path.resolve(__dirname, '..', '..', 'test-results', 'screenshots');

async function saveScreenshot(page: Page, name: string, fullPage: boolean): Promise<void> {
  const file = path.join(SCREENSHOTS, name);
  await page.screenshot({ path: file, fullPage });
  expect(fs.statSync(file).size).toBeGreaterThan(0);
}

function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: width > 800 ? 800 : 812 } });

    test('saves a screenshot of the reserve page', async ({ page, reservePage }) => {
      await reservePage.goto();
      await expect(reservePage.handleStepHeading).toBeVisible();
      await saveScreenshot(page, `reserve-${width}.png`, true);
    });

    test('saves a screenshot of the open game', async ({ page, visitor, reservePage, humanCheck }) => {
      await reservePage.submitSuggested(visitor.handle, visitor.email);
      await expect(humanCheck.startButton).toBeVisible();
      // The modal covers the viewport; the page scrolled behind it would add nothing.
      await saveScreenshot(page, `game-${width}.png`, false);
    });
  });
}

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  const visitor = newVisitor();
  // Each page, and the heading that shows it has settled into the state to measure.
  const pages: { name: string; path: string; heading: string }[] = [
    { name: 'step 1 of the reserve page', path: '/', heading: 'Pick your ID' },
    { name: 'step 2 of the reserve page', path: `/?suggested=${visitor.handle}`, heading: 'Where should we send the link?' },
    { name: 'the game', path: '/simonsays', heading: messages.humanCheckTitle },
    { name: 'a failed verification', path: `/verify/${randomBytes(32).toString('base64url')}`, heading: 'Verification failed' },
    { name: 'the invalid verification link page', path: '/verify', heading: messages.invalidVerificationLink },
    { name: 'the 404 page', path: '/no/such/page', heading: messages.wrongTurn },
  ];

  for (const { name, path: route, heading } of pages) {
    test(`does not scroll sideways on ${name}`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  }
});

import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { PAD_COLORS } from '@gameshift/contracts';
import { expect, messages, test } from './fixtures';

test.describe.configure({ mode: 'parallel' });

function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box as Box;
}

/** Every part of the box lies within the page's width (and, when `height` is given, its height). */
function expectInside(box: Box, width: number, height?: number): void {
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  if (height === undefined) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

// Assertions about the layout rather than saved screenshots, which nothing would compare.
for (const width of [1280, 375]) {
  const height = width > 800 ? 800 : 812;
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height } });

    test('lays out the reserve page and then the game within the width', async ({ page, visitor, reservePage, humanCheck }) => {
      await reservePage.goto();
      await expect(reservePage.handleStepHeading).toBeVisible();

      if (width === 1280) {
        await test.step('nothing on the reserve page moves on its own for more than five seconds (WCAG 2.2.2)', async () => {
          const started = Date.now();
          // Endless animations never finish: poll until none is left running, within the five seconds.
          await expect
            .poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length), {
              timeout: 5_000,
            })
            .toBe(0);
          expect(Date.now() - started).toBeLessThan(5_000);
        });
      }

      await test.step('lays out the reserve page within the width, the field above its button', async () => {
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        const [heading, field, button] = await Promise.all(
          [reservePage.handleStepHeading, reservePage.handleInput, reservePage.continueButton].map(boxOf),
        );
        for (const box of [heading, field, button]) expectInside(box, width);
        expect(heading.y + heading.height).toBeLessThanOrEqual(field.y);
        expect(field.width).toBeGreaterThanOrEqual(200);
        expect(overlap(field, button)).toBe(false);
      });

      await test.step('shows the whole game in the viewport, its four pads apart and in a 2 by 2 grid', async () => {
        await reservePage.chooseHandle(visitor.handle);
        await reservePage.emailInput.fill(visitor.email);
        await reservePage.reserveButton.click();
        await humanCheck.expectOpen();
        expectInside(await boxOf(humanCheck.startButton), width, height);
        const pads = await Promise.all(PAD_COLORS.map((color) => boxOf(humanCheck.pad(color))));
        for (const pad of pads) {
          expectInside(pad, width, height);
          // Big enough to hit with a thumb.
          expect(Math.min(pad.width, pad.height)).toBeGreaterThanOrEqual(44);
        }
        for (const [i, a] of pads.entries()) for (const b of pads.slice(i + 1)) expect(overlap(a, b)).toBe(false);
        const rows = new Set(pads.map((pad) => Math.round(pad.y)));
        const columns = new Set(pads.map((pad) => Math.round(pad.x)));
        expect([rows.size, columns.size]).toEqual([2, 2]);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      });
    });
  });
}

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('scrolls no page sideways, and keeps the manage page’s card off the edges of the screen, as every other card', async ({
    page,
    visitor,
  }) => {
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
      await test.step(`does not scroll sideways on ${name}`, async () => {
        await page.goto(route);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      });
    }

    await test.step('keeps the manage page’s card off the edges of the screen, as every other card', async () => {
      await page.goto('/manage');
      const card = await boxOf(page.locator('section.card', { has: page.getByRole('heading', { name: 'Manage your reservation' }) }));
      expect(card.x).toBeGreaterThanOrEqual(16);
      expect(card.x + card.width).toBeLessThanOrEqual(360 - 16);
    });
  });
});

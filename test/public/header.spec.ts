import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('keeps the sticky header opaque at 390 px, so text scrolled under it never shows behind the logo', async ({ page, reservePage }) => {
  await reservePage.goto();
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  const background = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
  // An opaque colour is written rgb(…); a translucent one rgba(…, alpha).
  expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
});

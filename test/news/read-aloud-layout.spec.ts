import { ArticlePage } from '../pages/ArticlePage';
import { expect, test } from '../support/fixtures';

const SLUG = 'reserve-your-id-before-launch';

const VIEWPORTS = [
  { name: 'a 1280 px window', phone: false, use: { viewport: { width: 1280, height: 900 } } },
  { name: 'a 390 px touch phone', phone: true, use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const;

for (const { name, phone, use } of VIEWPORTS) {
  test.describe(`the read-aloud player on ${name}`, () => {
    test.use(use);

    test('the Listen button says what it will do: Listen, then Stop listening while the player is open', async ({ page }) => {
      const article = new ArticlePage(page);
      await article.open(SLUG);
      await expect(article.listenButton).toHaveAttribute('aria-pressed', 'false');
      await article.listenButton.click();
      await expect(article.stopListeningButton).toHaveAttribute('aria-pressed', 'true');
      await expect(article.listenButton).toHaveCount(0);
      // Pausing in the panel keeps the player open, so the button still offers to stop.
      await expect(article.playerMain).toHaveText('Pause');
      await article.playerMain.click();
      await expect(article.playerMain).toHaveText('Resume');
      await expect(article.stopListeningButton).toBeVisible();
      await article.stopListeningButton.click();
      await expect(article.player).toHaveCount(0);
      await expect(article.listenButton).toHaveAttribute('aria-pressed', 'false');
    });

    test('stays in the window while the article scrolls, and covers neither the last paragraph nor the footer at the end', async ({
      page,
    }) => {
      const article = new ArticlePage(page);
      await article.open(SLUG);
      await article.listenButton.click();
      await expect(article.player).toBeVisible();
      const viewport = page.viewportSize()!;
      // Measured once the panel has settled: it slides in, and the narration starts loading with it.
      await expect.poll(async () => (await ArticlePage.box(article.player)).bottom).toBeLessThanOrEqual(viewport.height);
      const atStart = await ArticlePage.box(article.player);
      expect(atStart.top).toBeGreaterThan(0);

      await article.scrollToEnd();
      const player = await ArticlePage.box(article.player);
      const lastParagraph = await ArticlePage.box(page.locator('.article__body p').last());
      const footer = await ArticlePage.box(article.footer);
      expect(footer.top).toBeLessThan(viewport.height);
      expect(player.top).toBeGreaterThanOrEqual(lastParagraph.bottom);
      expect(player.bottom).toBeLessThanOrEqual(footer.top);
    });

    if (phone) {
      test('is one compact bar: play or pause, progress and stop in a row, the settings behind a toggle', async ({ page }) => {
        const article = new ArticlePage(page);
        await article.open(SLUG);
        await article.listenButton.click();
        await expect(article.player).toBeVisible();
        const row = await Promise.all(
          [article.playerMain, article.progress, article.playerSettings, article.playerStop].map((control) => ArticlePage.box(control)),
        );
        const centres = row.map((box) => (box.top + box.bottom) / 2);
        expect(Math.max(...centres) - Math.min(...centres)).toBeLessThanOrEqual(2);
        for (let i = 1; i < row.length; i += 1) expect(row[i].left).toBeGreaterThanOrEqual(row[i - 1].right);
        const bar = await ArticlePage.box(article.player);
        expect(bar.bottom - bar.top).toBeLessThanOrEqual(72);

        await expect(article.speed).toBeHidden();
        await expect(article.playerSettings).toHaveAttribute('aria-expanded', 'false');
        await article.playerSettings.click();
        await expect(article.playerSettings).toHaveAttribute('aria-expanded', 'true');
        await article.speed.selectOption('2');
        expect((await article.audioState()).playbackRate).toBe(2);

        await article.playerStop.click();
        await expect(article.player).toHaveCount(0);
        expect((await article.audioState()).paused).toBe(true);
      });
    } else {
      test("lines up with the article's column", async ({ page }) => {
        const article = new ArticlePage(page);
        await article.open(SLUG);
        await article.listenButton.click();
        await expect(article.player).toBeVisible();
        const player = await ArticlePage.box(article.player);
        const body = await ArticlePage.box(page.locator('.article__body'));
        expect(Math.abs(player.left - body.left)).toBeLessThanOrEqual(1);
        expect(Math.abs(player.right - body.right)).toBeLessThanOrEqual(1);
        await expect(article.speed).toBeVisible();
      });
    }
  });
}

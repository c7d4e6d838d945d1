import { VOICE_SETTINGS_KEY } from '@gameshift/contracts';
import { ArticlePage } from '../pages/ArticlePage';
import { expect, test } from '../support/fixtures';

const SLUG = 'reserve-your-id-before-launch';

// The player with the shipped narration, at a window's width and a phone's: each journey opens the
// article once and takes the player through what it is checked for, in steps.

test.describe('the read-aloud player with the shipped narration on a 1280 px window', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('plays, pauses, seeks and changes speed in the column and the window, stops, hides at the end, and keeps the speed for the next visit', async ({
    page,
  }) => {
    const article = new ArticlePage(page);
    await article.open(SLUG);
    const viewport = page.viewportSize()!;

    await test.step('is hidden until the first play, the button saying Listen', async () => {
      await expect(article.listenButton).toBeVisible();
      await expect(article.listenButton).toHaveAttribute('aria-pressed', 'false');
      await expect(article.player).toHaveCount(0);
    });

    await test.step('plays at 1.4 times, the button saying Stop listening while the player is open', async () => {
      await article.listenButton.click();
      await expect(article.player).toBeVisible();
      await expect(article.stopListeningButton).toHaveAttribute('aria-pressed', 'true');
      await expect(article.listenButton).toHaveCount(0);
      await expect(article.playerMain).toHaveText('Pause');
      await expect.poll(async () => (await article.audioState()).currentTime).toBeGreaterThan(0.3);
      const playing = await article.audioState();
      expect(playing.paused).toBe(false);
      expect(playing.playbackRate).toBe(1.4);
      expect(playing.duration).toBeGreaterThan(30);
    });

    await test.step("lines up with the article's column, in the window", async () => {
      // Measured once the panel has settled: it slides in, and the narration starts loading with it.
      await expect.poll(async () => (await ArticlePage.box(article.player)).bottom).toBeLessThanOrEqual(viewport.height);
      const player = await ArticlePage.box(article.player);
      expect(player.top).toBeGreaterThan(0);
      const body = await ArticlePage.box(page.locator('.article__body'));
      expect(Math.abs(player.left - body.left)).toBeLessThanOrEqual(1);
      expect(Math.abs(player.right - body.right)).toBeLessThanOrEqual(1);
      await expect(article.speed).toBeVisible();
    });

    await test.step('pauses, keeping the player open and the button offering to stop', async () => {
      await article.playerMain.click();
      await expect(article.playerMain).toHaveText('Resume');
      expect((await article.audioState()).paused).toBe(true);
      await expect(article.stopListeningButton).toBeVisible();
    });

    await test.step('seeks, resumes, and changes speed, remembered, until Reset', async () => {
      await article.progress.fill('20');
      await expect.poll(async () => Math.round((await article.audioState()).currentTime)).toBe(20);
      await expect(article.player.getByText(/^0:20 \/ 0:3\d$/)).toBeVisible();

      await article.playerMain.click();
      await expect(article.playerMain).toHaveText('Pause');
      await expect.poll(async () => (await article.audioState()).currentTime).toBeGreaterThan(20.2);

      await article.speed.selectOption('2');
      expect((await article.audioState()).playbackRate).toBe(2);
      expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), VOICE_SETTINGS_KEY)) ?? '{}')).toMatchObject({
        speed: 2,
      });

      await article.player.getByRole('button', { name: 'Reset' }).click();
      await expect(article.speed).toHaveValue('1.4');
      expect((await article.audioState()).playbackRate).toBe(1.4);
    });

    await test.step('stays in the window while the article scrolls, and covers neither the last paragraph nor the footer at the end', async () => {
      await article.scrollToEnd();
      const player = await ArticlePage.box(article.player);
      const lastParagraph = await ArticlePage.box(page.locator('.article__body p').last());
      const footer = await ArticlePage.box(article.footer);
      expect(footer.top).toBeLessThan(viewport.height);
      expect(player.top).toBeGreaterThanOrEqual(lastParagraph.bottom);
      expect(player.bottom).toBeLessThanOrEqual(footer.top);
    });

    await test.step('stops and closes when Listen is pressed again', async () => {
      await article.stopListeningButton.click();
      await expect(article.player).toHaveCount(0);
      expect((await article.audioState()).paused).toBe(true);
      await expect(article.listenButton).toHaveAttribute('aria-pressed', 'false');
    });

    await test.step('resets and hides the panel 2 s after the narration ends', async () => {
      await article.listenButton.click();
      await expect(article.player).toBeVisible();
      await expect.poll(async () => (await article.audioState()).duration).toBeGreaterThan(30);
      const { duration } = await article.audioState();
      await article.progress.fill(String(Math.floor((duration - 0.5) * 10) / 10));
      await expect(article.playerMain).toHaveText('Play', { timeout: 5_000 });
      await expect(article.player).toBeVisible();
      await expect(article.player).toHaveCount(0, { timeout: 4_000 });
    });

    await test.step('keeps the chosen speed for the next visit', async () => {
      await article.listenButton.click();
      await article.speed.selectOption('0.75');
      await page.reload();
      await article.listenButton.click();
      await expect(article.speed).toHaveValue('0.75');
      expect((await article.audioState()).playbackRate).toBe(0.75);
    });
  });
});

test.describe('the read-aloud player with the shipped narration on a 390 px touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('says it is a summary, and is one compact bar in the window that pauses, changes speed and stops', async ({ page }) => {
    const article = new ArticlePage(page);
    await article.open(SLUG);
    const viewport = page.viewportSize()!;

    await test.step('says beside Listen that the narration is a short summary and not the whole article', async () => {
      const note = 'Listen plays a 35-second spoken summary, not the whole article.';
      await expect(article.listenButton).toHaveAccessibleDescription(note);
      await expect(page.getByText(note, { exact: true })).toBeInViewport();
    });

    await test.step('the Listen button says Listen, then Stop listening while the player is open', async () => {
      await expect(article.listenButton).toHaveAttribute('aria-pressed', 'false');
      await article.listenButton.click();
      await expect(article.player).toBeVisible();
      await expect(article.stopListeningButton).toHaveAttribute('aria-pressed', 'true');
      await expect(article.listenButton).toHaveCount(0);
    });

    await test.step('is one compact bar in the window: play or pause, progress and stop in a row', async () => {
      await expect.poll(async () => (await ArticlePage.box(article.player)).bottom).toBeLessThanOrEqual(viewport.height);
      expect((await ArticlePage.box(article.player)).top).toBeGreaterThan(0);
      const row = await Promise.all(
        [article.playerMain, article.progress, article.playerSettings, article.playerStop].map((control) => ArticlePage.box(control)),
      );
      const centres = row.map((box) => (box.top + box.bottom) / 2);
      expect(Math.max(...centres) - Math.min(...centres)).toBeLessThanOrEqual(2);
      for (let i = 1; i < row.length; i += 1) expect(row[i].left).toBeGreaterThanOrEqual(row[i - 1].right);
      const bar = await ArticlePage.box(article.player);
      expect(bar.bottom - bar.top).toBeLessThanOrEqual(72);
    });

    await test.step('pausing in the bar keeps the player open, so the button still offers to stop', async () => {
      await expect(article.playerMain).toHaveText('Pause');
      await article.playerMain.click();
      await expect(article.playerMain).toHaveText('Resume');
      await expect(article.stopListeningButton).toBeVisible();
    });

    await test.step('stays in the window while the article scrolls, and covers neither the last paragraph nor the footer at the end', async () => {
      await article.scrollToEnd();
      const player = await ArticlePage.box(article.player);
      const lastParagraph = await ArticlePage.box(page.locator('.article__body p').last());
      const footer = await ArticlePage.box(article.footer);
      expect(footer.top).toBeLessThan(viewport.height);
      expect(player.top).toBeGreaterThanOrEqual(lastParagraph.bottom);
      expect(player.bottom).toBeLessThanOrEqual(footer.top);
    });

    await test.step('keeps its settings behind a toggle', async () => {
      await expect(article.speed).toBeHidden();
      await expect(article.playerSettings).toHaveAttribute('aria-expanded', 'false');
      await article.playerSettings.click();
      await expect(article.playerSettings).toHaveAttribute('aria-expanded', 'true');
      await article.speed.selectOption('2');
      expect((await article.audioState()).playbackRate).toBe(2);
    });

    await test.step('stops from the bar, and from the Listen button', async () => {
      await article.playerStop.click();
      await expect(article.player).toHaveCount(0);
      expect((await article.audioState()).paused).toBe(true);

      await article.listenButton.click();
      await expect(article.player).toBeVisible();
      await article.stopListeningButton.click();
      await expect(article.player).toHaveCount(0);
      await expect(article.listenButton).toHaveAttribute('aria-pressed', 'false');
    });
  });
});

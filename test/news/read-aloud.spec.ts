import { VOICE_SETTINGS_KEY } from '@gameshift/contracts';
import { ArticlePage } from '../pages/ArticlePage';
import { expect, test } from '../support/fixtures';

const SLUG = 'reserve-your-id-before-launch';

test.describe('the read-aloud player with the shipped narration', () => {
  test('is hidden until the first play, then plays, pauses, resumes, seeks and changes speed', async ({ page }) => {
    const article = new ArticlePage(page);
    await article.open(SLUG);
    await expect(article.listenButton).toBeVisible();
    await expect(article.player).toHaveCount(0);

    await article.listenButton.click();
    await expect(article.player).toBeVisible();
    await expect(article.playerMain).toHaveText('Pause');
    await expect.poll(async () => (await article.audioState()).currentTime).toBeGreaterThan(0.3);
    const playing = await article.audioState();
    expect(playing.paused).toBe(false);
    expect(playing.playbackRate).toBe(1.4);
    expect(playing.duration).toBeGreaterThan(30);

    await article.playerMain.click();
    await expect(article.playerMain).toHaveText('Resume');
    expect((await article.audioState()).paused).toBe(true);

    await article.progress.fill('20');
    await expect.poll(async () => Math.round((await article.audioState()).currentTime)).toBe(20);
    await expect(article.player.getByText(/^0:20 \/ 0:3\d$/)).toBeVisible();

    await article.playerMain.click();
    await expect(article.playerMain).toHaveText('Pause');
    await expect.poll(async () => (await article.audioState()).currentTime).toBeGreaterThan(20.2);

    await article.speed.selectOption('2');
    expect((await article.audioState()).playbackRate).toBe(2);
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), VOICE_SETTINGS_KEY)) ?? '{}')).toMatchObject({ speed: 2 });

    await article.player.getByRole('button', { name: 'Reset' }).click();
    await expect(article.speed).toHaveValue('1.4');
    expect((await article.audioState()).playbackRate).toBe(1.4);
  });

  test('keeps the chosen speed for the next visit', async ({ page }) => {
    await page.addInitScript(
      (key) => localStorage.setItem(key, JSON.stringify({ speed: 0.75, pitch: 1.3, voiceName: null })),
      VOICE_SETTINGS_KEY,
    );
    const article = new ArticlePage(page);
    await article.open(SLUG);
    await article.listenButton.click();
    await expect(article.speed).toHaveValue('0.75');
    expect((await article.audioState()).playbackRate).toBe(0.75);
  });

  test('says beside Listen, at 390 px, that the narration is a short summary and not the whole article', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const article = new ArticlePage(page);
    await article.open(SLUG);
    const note = 'Listen plays a 35-second spoken summary, not the whole article.';
    await expect(article.listenButton).toHaveAccessibleDescription(note);
    await expect(page.getByText(note, { exact: true })).toBeInViewport();
  });

  test('stops and closes when Listen is pressed again', async ({ page }) => {
    const article = new ArticlePage(page);
    await article.open(SLUG);
    await article.listenButton.click();
    await expect(article.player).toBeVisible();
    await article.stopListeningButton.click();
    await expect(article.player).toHaveCount(0);
    expect((await article.audioState()).paused).toBe(true);
  });

  test('resets and hides the panel 2 s after the narration ends', async ({ page }) => {
    const article = new ArticlePage(page);
    await article.open(SLUG);
    await article.listenButton.click();
    await expect(article.player).toBeVisible();
    // The narration is fetched when Listen is pressed: its length is known once it has started.
    await expect.poll(async () => (await article.audioState()).duration).toBeGreaterThan(30);
    const { duration } = await article.audioState();
    await article.progress.fill(String(Math.floor((duration - 0.5) * 10) / 10));
    await expect(article.playerMain).toHaveText('Play', { timeout: 5_000 });
    await expect(article.player).toBeVisible();
    await expect(article.player).toHaveCount(0, { timeout: 4_000 });
  });
});

import { VOICE_SETTINGS_KEY, type Article } from '@gameshift/contracts';
import type { Page } from '@playwright/test';
import { ArticlePage } from '../pages/ArticlePage';
import { expect, test } from '../support/fixtures';

type Spoken = { text: string; rate: number; pitch: number; voice: string | null };

/**
 * A scripted speech engine in place of the browser's: it records each utterance and finishes one
 * only when the test says so, so every step of the player can be checked.
 */
function installFakeSpeech(): void {
  type Utterance = {
    text: string;
    rate: number;
    pitch: number;
    volume: number;
    lang: string;
    voice: { name: string } | null;
    onend?: () => void;
    onerror?: (e: { error: string }) => void;
  };
  const spoken: Spoken[] = [];
  let current: Utterance | null = null;
  const voices = [
    { name: 'Daniel', lang: 'en-GB', default: true, localService: true, voiceURI: 'Daniel' },
    { name: 'Anna', lang: 'de-DE', default: false, localService: true, voiceURI: 'Anna' },
    { name: 'Samantha', lang: 'en-US', default: false, localService: true, voiceURI: 'Samantha' },
  ];
  class FakeUtterance {
    rate = 1;
    pitch = 1;
    volume = 1;
    lang = '';
    voice: { name: string } | null = null;
    onend?: () => void;
    onerror?: (e: { error: string }) => void;
    constructor(readonly text: string) {}
  }
  const engine = {
    speak(u: Utterance) {
      spoken.push({ text: u.text, rate: u.rate, pitch: u.pitch, voice: u.voice?.name ?? null });
      current = u;
    },
    cancel() {
      const u = current;
      current = null;
      u?.onerror?.({ error: 'interrupted' });
    },
    pause() {},
    resume() {},
    getVoices: () => voices,
    addEventListener() {},
    removeEventListener() {},
  };
  Object.defineProperty(window, 'speechSynthesis', { value: engine, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  (window as unknown as { fakeSpeech: unknown }).fakeSpeech = {
    spoken,
    speaking: () => current !== null,
    finish(n = 1) {
      for (let i = 0; i < n; i += 1) {
        const u = current;
        current = null;
        u?.onend?.();
      }
    },
  };
}

const LONG =
  'This sentence is deliberately long, so that it has to be cut into pieces, because a speech engine stops reading after about fifteen seconds, ' +
  'and nobody wants the article to fall silent in the middle of a thought, least of all the person who pressed Listen.';

const ARTICLE: Article = {
  id: 'speech',
  slug: 'speech-test',
  title: 'Speech test',
  excerpt: 'x',
  date: '2025-01-01',
  author: 'Test',
  tags: [],
  category: 'guides',
  status: 'published',
  content: `## First part\n\nOne sentence. Two sentences! Three?\n\n- item one\n- item two\n\n${LONG}\n`,
  readingTime: 1,
};

async function spoken(page: Page): Promise<Spoken[]> {
  return page.evaluate(() => (window as unknown as { fakeSpeech: { spoken: Spoken[] } }).fakeSpeech.spoken);
}

async function finish(page: Page, n = 1): Promise<void> {
  await page.evaluate((count) => (window as unknown as { fakeSpeech: { finish(n: number): void } }).fakeSpeech.finish(count), n);
}

test.describe('the read-aloud player with speech synthesis', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(installFakeSpeech);
    await page.route('**/api/articles/speech-test', (route) => route.fulfill({ json: ARTICLE }));
  });

  test('reads sentence by sentence, hides when done, and pauses, seeks and changes pitch or voice when played again', async ({ page }) => {
    const article = new ArticlePage(page);
    await article.open('speech-test');

    await test.step('reads the title first, then sentence by sentence in short pieces, with the default voice, speed and pitch', async () => {
      await article.listenButton.click();
      await expect(article.player).toBeVisible();
      await expect.poll(async () => (await spoken(page)).length).toBe(1);
      expect((await spoken(page))[0]).toEqual({ text: 'Speech test.', rate: 1.4, pitch: 1.3, voice: 'Samantha' });
      await expect(article.player.getByText('Sentence 1 of 8')).toBeVisible();

      await finish(page, 6);
      await expect(article.player.getByText('Sentence 7 of 8')).toBeVisible();
      await finish(page, 2);
      const texts = (await spoken(page)).map((s) => s.text);
      expect(texts.slice(0, 7)).toEqual([
        'Speech test.',
        'First part.',
        'One sentence.',
        'Two sentences!',
        'Three?',
        'item one.',
        'item two.',
      ]);
      const pieces = texts.slice(7);
      expect(pieces.length).toBeGreaterThan(1);
      expect(pieces.join(' ')).toBe(LONG);
      for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(210);
    });

    await test.step('hides the panel 2 s after the last sentence', async () => {
      await finish(page, 20);
      await expect(article.playerMain).toHaveText('Play');
      await expect(article.player).toBeVisible();
      await expect(article.player).toHaveCount(0, { timeout: 4_000 });
    });

    await test.step('pauses, resumes the sentence it stopped in, and seeks by sentence', async () => {
      const start = (await spoken(page)).length;
      await article.listenButton.click();
      await expect.poll(async () => (await spoken(page)).length).toBe(start + 1);
      await finish(page, 3);
      await article.playerMain.click();
      await expect(article.playerMain).toHaveText('Resume');
      const before = (await spoken(page)).length;
      await article.playerMain.click();
      await expect.poll(async () => (await spoken(page)).slice(before).map((s) => s.text)).toEqual(['Two sentences!']);
      await article.progress.fill('5');
      await expect(article.player.getByText('Sentence 6 of 8')).toBeVisible();
      await expect.poll(async () => (await spoken(page)).at(-1)?.text).toBe('item one.');
    });

    await test.step('restarts the sentence with a new pitch or voice 100 ms after a change, and remembers it', async () => {
      await article.progress.fill('2');
      await expect(article.player.getByText('Sentence 3 of 8')).toBeVisible();
      await expect.poll(async () => (await spoken(page)).at(-1)?.text).toBe('One sentence.');
      await article.player.getByRole('button', { name: 'Pitch 0.8' }).click();
      await expect
        .poll(async () => (await spoken(page)).at(-1))
        .toEqual({ text: 'One sentence.', rate: 1.4, pitch: 0.8, voice: 'Samantha' });
      await article.player.getByLabel('Voice').selectOption('Daniel');
      await expect.poll(async () => (await spoken(page)).at(-1)).toEqual({ text: 'One sentence.', rate: 1.4, pitch: 0.8, voice: 'Daniel' });
      expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), VOICE_SETTINGS_KEY)) ?? '{}')).toEqual({
        speed: 1.4,
        pitch: 0.8,
        voiceName: 'Daniel',
      });
      await article.player.getByRole('button', { name: 'Reset' }).click();
      await expect
        .poll(async () => (await spoken(page)).at(-1))
        .toEqual({ text: 'One sentence.', rate: 1.4, pitch: 1.3, voice: 'Samantha' });
    });
  });
});

test.describe('the read-aloud player without its narration', () => {
  test('falls back to speech synthesis when the audio file fails, with the defaults when the saved settings cannot be read, and logs both', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(installFakeSpeech);
    await page.addInitScript((key) => localStorage.setItem(key, '{not json'), VOICE_SETTINGS_KEY);
    await page.route('**/media/articles/*.ogg', (route) => route.fulfill({ status: 404, body: '' }));
    const article = new ArticlePage(page);
    await article.open('reserve-your-id-before-launch');
    await article.listenButton.click();
    await expect(article.player.getByLabel('Voice')).toBeVisible();
    await expect.poll(async () => (await spoken(page))[0]?.text).toBe('Reserve your GameShift ID before launch.');
    expect(errors.some((e) => e.includes('could not be loaded; reading aloud with speech synthesis instead'))).toBe(true);
    await expect(article.speed).toHaveValue('1.4');
    expect(errors.some((e) => e.includes('voice settings could not be loaded'))).toBe(true);
  });

  test('renders no player at all when neither the audio file nor speech synthesis is available', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
      delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    });
    await page.route('**/media/articles/*.ogg', (route) => route.fulfill({ status: 404, body: '' }));
    const article = new ArticlePage(page);
    await article.open('reserve-your-id-before-launch');
    await expect(article.shareButton).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(article.listenButton).toHaveCount(0);
  });
});

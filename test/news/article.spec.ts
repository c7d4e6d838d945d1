import { createMessages, TOAST_LIMIT } from '@gameshift/contracts';
import type { Page } from '@playwright/test';
import { ArticlePage } from '../pages/ArticlePage';
import { axeViolations } from '../pages/accessibility';
import { expect, test } from '../support/fixtures';

const messages = createMessages('GameShift');
const SLUG = 'reserve-your-id-before-launch';
const TITLE = 'Reserve your GameShift ID before launch';

/** axe's check that a link inside running text is told apart by more than its colour. */
async function expectLinksApartFromText(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('link', { name: '#GameShift' })).toBeVisible();
  const violations = await axeViolations(page, { options: { runOnly: { type: 'rule', values: ['link-in-text-block'] } } });
  expect(violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual([]);
}

test.describe('an article', () => {
  test('shows its parts, the embedded post and its table of contents as a reader scrolls, at each width, and leads back', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL!).origin) foreign.push(request.url());
    });
    const postAnswer = page.waitForResponse((response) => response.url().endsWith('/api/tweet/1930000000000000001'));
    const article = new ArticlePage(page);
    await article.open(SLUG);

    await test.step('shows its title, long US date, reading time, Listen, Share, hero image and body', async () => {
      await expect(article.title).toHaveText(TITLE);
      await expect(page.locator('time').first()).toHaveText('June 3, 2025');
      await expect(page.getByText('4 min read')).toBeVisible();
      await expect(article.listenButton).toBeVisible();
      await expect(article.shareButton).toBeVisible();
      await expect(article.heroImage).toHaveAttribute('src', '/media/articles/reserve-your-id-hero.svg');
      await expect.poll(() => article.heroImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByRole('heading', { level: 2, name: 'How reserving works' })).toHaveAttribute('id', 'how-reserving-works');
      await expect(page.getByRole('heading', { level: 3, name: 'Step 1: pick your ID' })).toHaveAttribute('id', 'step-1-pick-your-id');
      await expect(page.getByRole('listitem').filter({ hasText: 'One ID per email address.' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'reserve page' })).toHaveAttribute('href', '/');
      await expect(page).toHaveTitle(`${TITLE} | GameShift News`);
      await expect(article.backLink).toBeVisible();
    });

    await test.step("tells the body's links apart from its text by more than colour at 1280 px", async () => {
      await expectLinksApartFromText(page);
    });

    await test.step('embeds the post the article links to, from the shipped snapshot, through our own API only', async () => {
      expect((await postAnswer).status()).toBe(200);
      const card = page.locator('.post-embed');
      await expect(card.getByText(/Handle reservations are open!/)).toBeVisible();
      await expect(card.getByText('@gameshift')).toBeVisible();
      // When it was written, in the reader's time zone and the page's language, linking to the post.
      await expect(card.locator('.post-time time')).toHaveText(/^\d{1,2}:\d{2} [AP]M · June \d, 2025$/);
      await expect(card.getByRole('link', { name: 'Like. This post has 1.3K likes' })).toBeVisible();
      await expect(card.getByRole('link', { name: 'Read 87 replies' })).toBeVisible();
      await expect(card.getByRole('button', { name: messages.copyLink })).toBeVisible();
      await expect(page.getByRole('link', { name: /x\.com\/gameshift\/status/ })).toHaveCount(0);
      expect(foreign).toEqual([]);
    });

    await test.step('the table of contents lists the title and every level-2 and level-3 heading at 1280 px', async () => {
      await expect(article.toc).toBeVisible();
      const entries = await article.toc.getByRole('link').allTextContents();
      expect(entries[0]).toBe(TITLE);
      expect(entries).toContain('How reserving works');
      expect(entries).toContain('Step 3: prove you are a person');
      expect(entries).toContain('What comes next');
      expect(entries).toHaveLength(1 + (await page.locator('.article__body h2, .article__body h3').count()));
    });

    await test.step('the table of contents highlights the section within 150 px of the top as the page scrolls', async () => {
      await expect(article.tocLink(TITLE)).toHaveAttribute('aria-current', 'location');
      await article.scrollSectionTo('what-we-check-and-why', 140);
      await expect(article.tocLink('What we check, and why')).toHaveAttribute('aria-current', 'location');
      await expect(article.tocLink(TITLE)).not.toHaveAttribute('aria-current', 'location');
      await article.scrollSectionTo('what-we-check-and-why', 170);
      await expect(article.tocLink('Step 4: confirm by email')).toHaveAttribute('aria-current', 'location');
    });

    await test.step('the table of contents fades to 30 % once the page has scrolled more than 200 px', async () => {
      await article.scrollTo(200);
      await expect(article.toc).toHaveCSS('opacity', '1');
      await article.scrollTo(260);
      await expect(article.toc).toHaveCSS('opacity', '0.3');
      await article.scrollTo(0);
      await expect(article.toc).toHaveCSS('opacity', '1');
    });

    await test.step('the table of contents scrolls smoothly to a section, leaving it 100 px below the top', async () => {
      await page.evaluate(() => {
        const positions: number[] = [];
        (window as unknown as { positions: number[] }).positions = positions;
        window.addEventListener('scroll', () => positions.push(window.scrollY));
      });
      await article.tocLink('After you confirm').click();
      await expect.poll(() => article.top('after-you-confirm')).toBe(100);
      // Smooth: the page passed through positions between the start and the end, not one jump.
      const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
      const end = positions.at(-1)!;
      expect(positions.filter((y) => y > 0 && y < end).length).toBeGreaterThan(2);
      await expect(page).toHaveURL(/#after-you-confirm$/);
      await expect(article.tocLink('After you confirm')).toHaveAttribute('aria-current', 'location');
    });

    await test.step('the table of contents is not shown at 800 px', async () => {
      await page.setViewportSize({ width: 800, height: 900 });
      await expect(article.toc).toHaveCount(0);
    });

    await test.step('tells the steps of reserving at 390 px in the order the reserve page takes them: ID, email, game, link', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      const steps = page.locator('.article__body h3').filter({ hasText: /^Step \d/ });
      await expect(steps).toHaveText([
        'Step 1: pick your ID',
        'Step 2: enter your email',
        'Step 3: prove you are a person',
        'Step 4: confirm by email',
      ]);
    });

    await test.step("tells the body's links apart from its text by more than colour at 390 px", async () => {
      await expectLinksApartFromText(page);
    });

    await test.step('leads back to the news list', async () => {
      await article.backLink.click();
      await expect(page).toHaveURL(/\/learn$/);
    });
  });

  test("shows 'Article Not Found' for an unknown slug and for a draft, with a way back", async ({ page }) => {
    const article = new ArticlePage(page);
    for (const slug of ['no-such-article', 'season-one-roadmap']) {
      const response = await page.goto(`/learn/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(article.notFoundHeading).toBeVisible();
      await expect(page.getByText(messages.articleNotFoundDetail)).toBeVisible();
      await expect(page).toHaveTitle('Article Not Found | GameShift News');
    }
    await article.backToLearn.click();
    await expect(page).toHaveURL(/\/learn$/);
  });
});

test.describe('sharing', () => {
  test('copies the address when the browser cannot share, says so, and shows at most 20 toasts', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const article = new ArticlePage(page);
    await article.open(SLUG);
    await test.step('copies the address and says so', async () => {
      await article.shareButton.click();
      await expect(article.toast(messages.linkCopied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    });
    await test.step('shows at most 20 toasts', async () => {
      await article.shareButton.evaluate((button: HTMLButtonElement, times) => {
        for (let i = 0; i < times; i += 1) button.click();
      }, TOAST_LIMIT + 5);
      await expect(page.getByRole('list', { name: 'Notifications' }).locator('li')).toHaveCount(TOAST_LIMIT);
    });
  });

  test('uses the native share sheet with the title, excerpt and address when there is one', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
      let next: 'ok' | 'abort' | 'fail' = 'ok';
      (window as unknown as { nextShare: (v: typeof next) => void }).nextShare = (v) => (next = v);
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          calls.push(data);
          if (next === 'abort') throw new DOMException('cancelled', 'AbortError');
          if (next === 'fail') throw new DOMException('denied', 'NotAllowedError');
        },
      });
    });
    const article = new ArticlePage(page);
    await article.open(SLUG);
    await article.shareButton.click();
    await expect(article.toast(messages.shared)).toBeVisible();
    const [shared] = await page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls);
    expect(shared).toEqual({ title: TITLE, text: expect.stringContaining('Handle reservations are open.'), url: page.url() });

    await page.evaluate(() => (window as unknown as { nextShare: (v: string) => void }).nextShare('abort'));
    await article.shareButton.click();
    await page.evaluate(() => (window as unknown as { nextShare: (v: string) => void }).nextShare('fail'));
    await article.shareButton.click();
    await expect(article.toast(messages.shareFailed)).toBeVisible();
    // The cancelled share added nothing: one success, one failure.
    await expect(page.getByRole('list', { name: 'Notifications' }).locator('li')).toHaveCount(2);
  });
});

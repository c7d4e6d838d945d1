import { createMessages } from '@gameshift/contracts';
import { ArticlePage } from '../pages/ArticlePage';
import { NewsListPage } from '../pages/NewsListPage';
import { expect, test } from '../support/fixtures';

const messages = createMessages('GameShift');
const TITLE = 'Reserve your GameShift ID before launch';
const SLUG = 'reserve-your-id-before-launch';
// Names that survive minification: a remark-rehype option and react-tweet's theme class.
const MARKDOWN = 'allowDangerousHtml';
const TWEET = 'react-tweet-theme';

test.describe('the news list', () => {
  test('lists the published articles, opens one in the SPA with its tags, code and contents, and leads back and on', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    const news = new NewsListPage(page);
    await news.goto();

    await test.step('shows one card per published article, never a draft', async () => {
      await expect(news.cards).toHaveCount(1);
      const card = news.card(TITLE);
      await expect(card).toContainText('June 3, 2025');
      await expect(card).toContainText('4 min read');
      await expect(card).toContainText('Handle reservations are open.');
      await expect(page.getByText('Season one roadmap')).toHaveCount(0);
      await expect(page).toHaveTitle('Learn | GameShift News');
    });

    await test.step('parses the RSS feed as RSS 2.0 with the published article', async () => {
      const xml = await (await request.get('/learn/rss.xml')).text();
      const feed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          version: doc.documentElement.getAttribute('version'),
          channel: doc.querySelector('channel > title')?.textContent,
          items: Array.from(doc.querySelectorAll('item')).map((item) => ({
            title: item.querySelector('title')?.textContent,
            link: item.querySelector('link')?.textContent,
            pubDate: item.querySelector('pubDate')?.textContent,
          })),
        };
      }, xml);
      expect(feed).toEqual({
        error: null,
        version: '2.0',
        channel: 'GameShift News',
        items: [{ title: TITLE, link: `${baseURL}/learn/${SLUG}`, pubDate: 'Tue, 03 Jun 2025 00:00:00 GMT' }],
      });
    });

    const article = new ArticlePage(page);
    await test.step('opens an article from its card, with the tags kept in step', async () => {
      await news.open(TITLE);
      await expect(page).toHaveURL(new RegExp(`/learn/${SLUG}$`));
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      await expect(article.title).toHaveText(TITLE);
      await expect(page).toHaveTitle(`${TITLE} | GameShift News`);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    });

    await test.step('renders the body in the browser, listing its headings in the table of contents', async () => {
      await expect(page.getByRole('heading', { level: 2, name: 'How reserving works' })).toBeVisible();
      await expect(article.tocLink('How reserving works')).toBeVisible();
      await expect(article.tocLink('What comes next')).toBeVisible();
      await expect(page.locator('.post-embed').getByText(/Handle reservations are open!/)).toBeVisible();
    });

    await test.step('loads the markdown renderer and the post card for the article opened from the list', async () => {
      await expect(page.getByRole('link', { name: 'Read 87 replies' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const code = (await Promise.all(scripts)).join('\n');
      expect(code.includes(MARKDOWN), 'markdown code on the article page opened from the list').toBe(true);
      expect(code.includes(TWEET), 'post-card code on the article page opened from the list').toBe(true);
    });

    await test.step('goes back to the list, with its own tags again', async () => {
      await article.backLink.click();
      await expect(page).toHaveTitle('Learn | GameShift News');
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    });

    await test.step('leads back to the reserve page', async () => {
      await news.reserveButton.click();
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test('says so when no article is published', async ({ page }) => {
    await page.route('**/api/articles', (route) => route.fulfill({ json: [] }));
    // The list a page arrives with is not fetched again: reach it from an article, as the SPA fetches it.
    const article = new ArticlePage(page);
    await article.open('reserve-your-id-before-launch');
    await article.backToLearn.or(article.backLink).first().click();
    const news = new NewsListPage(page);
    await expect(news.emptyState).toBeVisible();
    await expect(news.emptyState).toHaveText(messages.noArticles);
    await expect(news.cards).toHaveCount(0);
  });
});

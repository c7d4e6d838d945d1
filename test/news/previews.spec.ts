import { LOCALES, localizedPath } from '@gameshift/contracts';
import type { Locator, Page } from '@playwright/test';
import { ArticlePage } from '../pages/ArticlePage';
import { NewsListPage } from '../pages/NewsListPage';
import { expect, test } from '../support/fixtures';

const SLUG = 'reserve-your-id-before-launch';
const TITLE = 'Reserve your GameShift ID before launch';

/** The value of one tag in raw HTML, as a crawler that runs no JavaScript reads it. */
function tag(html: string, attr: 'name' | 'property', key: string): string[] {
  const pattern = new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((m) => m[1]);
}

test.describe('link previews and feeds', () => {
  test('an article page carries its title, description, Open Graph and Twitter tags in the served HTML', async ({ request, baseURL }) => {
    const res = await request.get(`/learn/${SLUG}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<title>${TITLE} | GameShift News</title>`);
    expect(tag(head, 'name', 'description')).toEqual([
      'Handle reservations for GameShift are open: how to claim your ID, confirm it by email, and keep it for launch day.',
    ]);
    expect(tag(head, 'property', 'og:type')).toEqual(['article']);
    expect(tag(head, 'property', 'og:title')).toEqual([TITLE]);
    expect(tag(head, 'property', 'og:url')).toEqual([`${baseURL}/learn/${SLUG}`]);
    expect(tag(head, 'property', 'og:image')).toEqual([`${baseURL}/media/articles/reserve-your-id-og.jpg`]);
    expect(tag(head, 'property', 'article:published_time')).toEqual(['2025-06-03']);
    expect(tag(head, 'property', 'article:modified_time')).toEqual(['2025-06-10']);
    expect(tag(head, 'property', 'article:author')).toEqual(['The GameShift Team']);
    expect(tag(head, 'property', 'article:tag')).toEqual(['launch', 'GameShift ID', 'reservations']);
    expect(tag(head, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(tag(head, 'name', 'twitter:image')).toEqual([`${baseURL}/media/articles/reserve-your-id-og.jpg`]);
    const image = await request.get(tag(head, 'property', 'og:image')[0]);
    expect(image.headers()['content-type']).toBe('image/jpeg');
  });

  test('the news list carries its own title and tags', async ({ request }) => {
    const html = await (await request.get('/learn')).text();
    expect(html).toContain('<title>Learn | GameShift News</title>');
    expect(tag(html, 'property', 'og:type')).toEqual(['website']);
    expect(tag(html, 'name', 'description')).toEqual(['Launch news, updates and guides from the GameShift team.']);
  });

  test('the SPA keeps the tags in step when navigating between news pages', async ({ page }) => {
    const news = new NewsListPage(page);
    await news.goto();
    await news.open(TITLE);
    const article = new ArticlePage(page);
    await expect(article.title).toHaveText(TITLE);
    await expect(page).toHaveTitle(`${TITLE} | GameShift News`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    await article.backLink.click();
    await expect(page).toHaveTitle('Learn | GameShift News');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  });

  test('the RSS feed parses as RSS 2.0 with the published article', async ({ page, request, baseURL }) => {
    const res = await request.get('/learn/rss.xml');
    expect(res.headers()['content-type']).toContain('application/rss+xml');
    const xml = await res.text();
    await page.goto('/learn');
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

  test('the sitemap lists the public pages and the published article, in every language', async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locations).toEqual(
      ['/', '/learn', `/learn/${SLUG}`].flatMap((page) => LOCALES.map((locale) => `${baseURL}${localizedPath(locale, page)}`)),
    );
  });
});

test.describe('code splitting', () => {
  // Names that survive minification: a remark-rehype option and react-tweet's theme class.
  const MARKDOWN = 'allowDangerousHtml';
  const TWEET = 'react-tweet-theme';

  /** Every script the page loaded from `path` on, once `open` has run and `ready` is on screen. */
  async function loadedScripts(
    page: Page,
    path: string,
    ready: (page: Page) => Locator,
    open?: (page: Page) => Promise<void>,
  ): Promise<string> {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto(path);
    await open?.(page);
    await expect(ready(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    return (await Promise.all(scripts)).join('\n');
  }

  test('the reserve page loads no markdown or post-card code', async ({ page }) => {
    const code = await loadedScripts(page, '/', (p) => p.getByRole('button', { name: 'Continue' }));
    expect(code.length).toBeGreaterThan(0);
    expect(code.includes(MARKDOWN), 'markdown code on /').toBe(false);
    expect(code.includes(TWEET), 'post-card code on /').toBe(false);
  });

  test('an article page loads the post card, and hydrates the body the server sent without the markdown renderer', async ({ page }) => {
    const code = await loadedScripts(page, `/learn/${SLUG}`, (p) => p.getByRole('link', { name: 'Read 87 replies' }));
    expect(code.includes(TWEET), 'post-card code on the article page').toBe(true);
    expect(code.includes(MARKDOWN), 'markdown code on the article page as sent').toBe(false);
  });

  test('an article opened from the news list loads the markdown renderer', async ({ page }) => {
    const open = (p: Page) => p.getByRole('link', { name: TITLE }).first().click();
    const code = await loadedScripts(page, '/learn', (p) => p.getByRole('link', { name: 'Read 87 replies' }), open);
    expect(code.includes(MARKDOWN), 'markdown code on the article page opened from the list').toBe(true);
    expect(code.includes(TWEET), 'post-card code on the article page opened from the list').toBe(true);
  });
});

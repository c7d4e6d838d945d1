import { createMessages, type Article } from '@gameshift/contracts';
import { ArticlePage } from '../pages/ArticlePage';
import { expect, test } from '../support/fixtures';
import { CORPUS } from './xss-corpus';

const messages = createMessages('GameShift');

function article(slug: string, content: string): Article {
  return {
    id: slug,
    slug,
    title: 'Markdown safety',
    excerpt: 'x',
    date: '2025-01-01',
    author: 'Test',
    tags: [],
    category: 'guides',
    status: 'published',
    content,
    readingTime: 1,
  };
}

test.describe('article markdown', () => {
  test('renders the XSS corpus with nothing active', async ({ page }) => {
    const dialogs: string[] = [];
    const cspErrors: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
    });
    await page.route('**/api/articles/xss-corpus', (route) => route.fulfill({ json: article('xss-corpus', CORPUS) }));
    const view = new ArticlePage(page);
    await view.goto('xss-corpus');
    await expect(view.title).toHaveText('Markdown safety');
    await expect(page.getByText('Intro paragraph.')).toBeVisible();

    const body = page.locator('.article__body');
    for (const link of await body.getByRole('link').all())
      await link.click({ modifiers: ['Control'], noWaitAfter: true }).catch(() => undefined);

    const report = await body.evaluate((element) => ({
      dangerous: element.querySelectorAll('script, iframe, object, embed, style, form, input, svg, details, link, meta, base').length,
      handlers: Array.from(element.querySelectorAll('*')).flatMap((el) =>
        Array.from(el.attributes)
          .filter((a) => a.name.startsWith('on') || a.name === 'style')
          .map((a) => a.name),
      ),
      hrefs: Array.from(element.querySelectorAll('[href]')).map((el) => el.getAttribute('href')!),
      srcs: Array.from(element.querySelectorAll('[src]')).map((el) => el.getAttribute('src')!),
      pwned: (window as unknown as { __pwned?: string }).__pwned ?? null,
    }));
    expect(report.pwned).toBeNull();
    expect(report.dangerous).toBe(0);
    expect(report.handlers).toEqual([]);
    for (const href of report.hrefs) expect(href).toMatch(/^(https?:|mailto:|xmpp:|ircs?:|\/|#)/);
    for (const src of report.srcs) expect(src).toMatch(/^(https?:|\/)/);
    expect(report.hrefs).toEqual(
      expect.arrayContaining([
        'https://example.com/',
        'mailto:team@example.com',
        'xmpp:team@example.com',
        'irc://irc.example.net/channel',
        'ircs://irc.example.net/channel',
      ]),
    );
    await expect(body.getByText("<script>window.__pwned = 'code'</script>")).toBeVisible();
    expect(dialogs).toEqual([]);
    expect(cspErrors).toEqual([]);
  });

  test("shows 'Tweet not found' when an embedded post cannot be loaded", async ({ page }) => {
    await page.route('**/api/articles/missing-post', (route) =>
      route.fulfill({ json: article('missing-post', 'Before.\n\nhttps://twitter.com/someone/status/42\n\nAfter.') }),
    );
    let asked = 0;
    await page.route('**/api/tweet/42', (route) => {
      asked += 1;
      return route.fulfill({ status: 404, json: { error: 'Not found.' } });
    });
    const view = new ArticlePage(page);
    await view.goto('missing-post');
    await expect(page.getByText(messages.tweetNotFound)).toBeVisible();
    await expect(page.getByText(messages.tweetNotFoundDetail)).toBeVisible();
    await expect(page.getByRole('button', { name: /retry/i })).toHaveCount(0);
    expect(asked).toBe(1);
  });

  test('shows a skeleton while an embedded post loads', async ({ page }) => {
    await page.route('**/api/articles/slow-post', (route) =>
      route.fulfill({ json: article('slow-post', 'See https://x.com/someone/status/43 for more.') }),
    );
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/tweet/43', async (route) => {
      await held;
      await route.fulfill({ status: 404, json: { error: 'Not found.' } });
    });
    const view = new ArticlePage(page);
    await view.goto('slow-post');
    await expect(page.locator('.post-embed [class*="skeleton"]').first()).toBeVisible();
    await expect(page.getByText('See')).toBeVisible();
    await expect(page.getByText('for more.')).toBeVisible();
    release();
    await expect(page.getByText(messages.tweetNotFound)).toBeVisible();
  });
});

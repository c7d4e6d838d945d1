import { LOCALE_TAGS, LOCALES, localizedPath } from '@gameshift/contracts';
import { startTestApp, TestApp } from './support/test-app';

const ARTICLE = 'reserve-your-id-before-launch';

/** Every public page in English, with a token where its route has one. */
const PAGES = [
  '/',
  '/verify',
  '/verify/abc123',
  '/simonsays',
  '/learn',
  `/learn/${ARTICLE}`,
  '/privacy',
  '/unsubscribe/abc123',
  '/manage',
  '/manage/abc123',
  '/manage/erase/abc123',
];

async function get(baseUrl: string, path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${baseUrl}${path}`);
  return { status: res.status, html: await res.text() };
}

/** The page's `<link rel="alternate" hreflang>` tags as "hreflang path" lines (the site's address left out). */
function alternates(html: string): string[] {
  return [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
    ([, lang, href]) => `${lang} ${new URL(href).pathname}`,
  );
}

/** What alternates() reads on each language version of the page at `page` (its English path). */
function versions(page: string): string[] {
  return [...LOCALES.map((other) => `${LOCALE_TAGS[other]} ${localizedPath(other, page)}`), `x-default ${page}`];
}

describe('the pages of each language', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.stop();
  });

  describe.each(LOCALES)('in %s', (locale) => {
    it.each(PAGES)('answers %s with 200, its lang and every language version', async (page) => {
      const path = localizedPath(locale, page);
      const { status, html } = await get(t.baseUrl, path);
      expect(status).toBe(200);
      expect(html).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${LOCALE_TAGS[locale]}">`, 'i'));
      expect(alternates(html)).toEqual(versions(page));
    });
  });

  it('renders a language’s pages on the server at their own address', async () => {
    const { html } = await get(t.baseUrl, `/ja/learn/${ARTICLE}`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+/ja/learn/${ARTICLE}" data-page-meta>`));
    expect(html).toMatch(new RegExp(`<meta property="og:url" content="https?://[^/"]+/ja/learn/${ARTICLE}" data-page-meta>`));
    // The server-rendered links stay in the page's language.
    expect(html).toContain('href="/ja/learn"');
    expect(html).not.toMatch(/<a [^>]*href="\/learn"/);
  });

  it('answers /ja without its trailing slash as the Japanese reserve page', async () => {
    const { status, html } = await get(t.baseUrl, '/ja');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="ja">');
  });

  it.each(['/en/', '/en/learn', '/fr/', '/fr/learn', '/ja/nope', '/ja/ja/', `/ja/learn/season-one-roadmap`])(
    'answers %s with 404',
    async (path) => {
      expect((await get(t.baseUrl, path)).status).toBe(404);
    },
  );

  it('names no language versions on a page that does not exist', async () => {
    const { html } = await get(t.baseUrl, '/de/nope');
    expect(html).toContain('<html lang="de">');
    expect(alternates(html)).toEqual([]);
  });

  it('lists every language version in the sitemap, each naming all the others', async () => {
    const { status, html: xml } = await get(t.baseUrl, '/sitemap.xml');
    expect(status).toBe(200);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const page of ['/', '/learn', `/learn/${ARTICLE}`]) {
      for (const locale of LOCALES) {
        const entry = new RegExp(`<url><loc>https?://[^/<]+${localizedPath(locale, page)}</loc>(.*?)</url>`).exec(xml);
        expect(entry).not.toBeNull();
        const links = [...entry![1].matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
          ([, lang, href]) => `${lang} ${new URL(href).pathname}`,
        );
        expect(links).toEqual(versions(page));
      }
    }
  });
});

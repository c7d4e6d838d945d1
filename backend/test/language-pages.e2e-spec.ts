import { createSiteMessages, loadCatalogue, LOCALE_TAGS, LOCALES, localizedMessages, localizedPath } from '@gameshift/contracts';
import { JAPANESE_AUDIO_NOTE, TRANSLATED_ARTICLE as ARTICLE } from './support/content-dirs';
import { sharedApp, SharedApp } from './support/shared-app';

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
  return [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"[^>]*>/g)].map(
    ([, lang, href]) => `${lang} ${new URL(href).pathname}`,
  );
}

/** What alternates() reads on each language version of the page at `page` (its English path). */
function versions(page: string): string[] {
  return [...LOCALES.map((other) => `${LOCALE_TAGS[other]} ${localizedPath(other, page)}`), `x-default ${page}`];
}

describe('the pages of each language', () => {
  let t: SharedApp;

  // The shipped content, with the article in Japanese and the privacy page in German beside it, and
  // no privacy page in Japanese, so one language still shows the English page with its note (content-dirs.ts).
  beforeAll(async () => {
    t = await sharedApp('translatedContent');
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

  it('lists an article by its translation on that language’s news page and in the API, in English elsewhere', async () => {
    const listed = async (language: string) => {
      const res = await fetch(`${t.baseUrl}/api/articles`, { headers: { 'accept-language': language } });
      expect(res.headers.get('vary')).toMatch(/Accept-Language/i);
      const articles = (await res.json()) as Array<{ slug: string; title: string; locale?: string }>;
      return articles.find((a) => a.slug === ARTICLE);
    };
    expect(await listed('ja')).toMatchObject({ title: 'ローンチ前にGameShift IDを予約しよう', locale: 'ja' });
    const english = await listed('de');
    expect(english?.title).toBe('Reserve your GameShift ID before launch');
    expect(english?.locale).toBeUndefined();
    expect((await get(t.baseUrl, '/ja/learn')).html).toContain('ローンチ前にGameShift IDを予約しよう');
    expect((await get(t.baseUrl, '/learn')).html).not.toContain('ローンチ前に');
  });

  it('titles an article and a missing one in the page’s language, with the section named in it', async () => {
    const es = localizedMessages('es', await loadCatalogue('es'), 'GameShift');
    const article = await get(t.baseUrl, `/es/learn/${ARTICLE}`);
    expect(article.html).toContain(`<title>${es.news.articlePageTitle('Reserve your GameShift ID before launch')}</title>`);
    expect(article.html).toContain(`<meta property="og:site_name" content="${es.newsPage.listHeading}" data-page-meta>`);
    const missing = await get(t.baseUrl, '/es/learn/no-such-article');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain(`<title>${es.news.articlePageTitle(es.news.articleNotFound)}</title>`);
    expect(es.news.articlePageTitle('x')).not.toBe(localizedMessages('en', null, 'GameShift').news.articlePageTitle('x'));
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

  it('serves an article’s translation on its language’s page and the English article elsewhere, with a note in the page’s language', async () => {
    const japanese = await get(t.baseUrl, `/ja/learn/${ARTICLE}`);
    expect(japanese.html).toContain('ローンチ前にGameShift IDを予約しよう</h1>');
    expect(japanese.html).not.toContain('role="note"');

    const spanish = await get(t.baseUrl, `/es/learn/${ARTICLE}`);
    expect(spanish.html).toContain('Reserve your GameShift ID before launch</h1>');
    const es = localizedMessages('es', await loadCatalogue('es'), 'GameShift').site;
    expect(spanish.html).toContain(`>${es.language.articleNotTranslated('español')}</p>`);

    const english = await get(t.baseUrl, `/learn/${ARTICLE}`);
    expect(english.html).toContain('Reserve your GameShift ID before launch</h1>');
    expect(english.html).not.toContain('role="note"');
  });

  it('names the category in the page’s language, whatever the article’s, and gives its key in the API and its name in the feed', async () => {
    const es = localizedMessages('es', await loadCatalogue('es'), 'GameShift').newsPage;
    const ja = localizedMessages('ja', await loadCatalogue('ja'), 'GameShift').newsPage;
    // The Spanish page shows the English article, the Japanese page its translation: the category reads in each page's language.
    expect((await get(t.baseUrl, `/es/learn/${ARTICLE}`)).html).toContain(
      `<p class="article__category">${es.categories.announcements}</p>`,
    );
    expect((await get(t.baseUrl, '/es/learn')).html).toContain(`<p class="article-card__category">${es.categories.announcements}</p>`);
    expect((await get(t.baseUrl, `/ja/learn/${ARTICLE}`)).html).toContain(
      `<p class="article__category">${ja.categories.announcements}</p>`,
    );

    const api = (await (await fetch(`${t.baseUrl}/api/articles/${ARTICLE}`, { headers: { 'accept-language': 'es' } })).json()) as {
      category: string;
    };
    expect(api.category).toBe('announcements');
    expect((await get(t.baseUrl, '/learn/rss.xml')).html).toContain('<category>Announcements</category>');
  });

  it('gives each language a news feed in its words, linked from its pages and listed in the sitemap', async () => {
    const ja = localizedMessages('ja', await loadCatalogue('ja'), 'GameShift').newsPage;
    const es = localizedMessages('es', await loadCatalogue('es'), 'GameShift').newsPage;
    const feedLink = (html: string) => /<link rel="alternate" type="application\/rss\+xml" title="([^"]+)" href="([^"]+)">/.exec(html);
    const [, title, href] = feedLink((await get(t.baseUrl, '/ja/learn')).html)!;
    expect([title, new URL(href).pathname]).toEqual([ja.listHeading, '/ja/learn/rss.xml']);
    expect(feedLink((await get(t.baseUrl, `/es/learn/${ARTICLE}`)).html)![1]).toBe(es.listHeading);

    const res = await fetch(`${t.baseUrl}/ja/learn/rss.xml`);
    expect(res.headers.get('content-type')).toContain('application/rss+xml');
    const japanese = await res.text();
    expect(japanese).toContain(`<title>${ja.listHeading}</title>`);
    expect(japanese).toContain(`<description>${ja.listDescription}</description>`);
    expect(japanese).toContain('<language>ja</language>');
    // The article translated into Japanese is Japanese; in Spanish it is not translated, so marked English.
    const item = /<item>.*?<\/item>/s.exec(japanese)![0];
    expect(item).toMatch(new RegExp(`<link>https?://[^<]+/ja/learn/${ARTICLE}</link>`));
    expect(item).not.toContain('<dc:language>');
    expect(item).toContain(`<category>${ja.categories.announcements}</category>`);
    const spanish = (await get(t.baseUrl, '/es/learn/rss.xml')).html;
    expect(/<item>.*?<\/item>/s.exec(spanish)![0]).toContain('<dc:language>en</dc:language>');

    // A path of no language is a page not found, as any other.
    expect((await get(t.baseUrl, '/fr/learn/rss.xml')).status).toBe(404);
    expect((await get(t.baseUrl, '/en/learn/rss.xml')).status).toBe(404);
    const sitemap = (await get(t.baseUrl, '/sitemap.xml')).html;
    for (const locale of LOCALES)
      expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${localizedPath(locale, '/learn/rss.xml')}</loc>`));
  });

  it('marks as English only the words of an article shown in English, and shows a translation’s own note', async () => {
    const spanish = (await get(t.baseUrl, `/es/learn/${ARTICLE}`)).html;
    // The article's own words are English; the page's around them (back, category, byline, buttons) are not.
    expect(spanish).toMatch(/<article class="article" aria-labelledby="[^"]+">/);
    expect(spanish).toMatch(/<h1 [^>]*lang="en"[^>]*>Reserve your GameShift ID before launch<\/h1>/);
    expect(spanish).toMatch(
      /<p id="[^"]+" class="article__audio-note" lang="en">Listen plays a 35-second spoken summary, not the whole article\.<\/p>/,
    );
    expect(spanish).toContain('<div class="article__body" lang="en">');

    const japanese = (await get(t.baseUrl, `/ja/learn/${ARTICLE}`)).html;
    expect(japanese).toMatch(new RegExp(`<p id="[^"]+" class="article__audio-note">${JAPANESE_AUDIO_NOTE}</p>`));
    expect(japanese).not.toContain('Listen plays');
  });

  it('answers the article API in the language Accept-Language asks for', async () => {
    const ask = async (language: string) =>
      (await (await fetch(`${t.baseUrl}/api/articles/${ARTICLE}`, { headers: { 'Accept-Language': language } })).json()) as {
        title: string;
        locale?: string;
      };
    expect(await ask('ja')).toMatchObject({ title: 'ローンチ前にGameShift IDを予約しよう', locale: 'ja' });
    const fallback = await ask('de');
    expect(fallback.title).toBe('Reserve your GameShift ID before launch');
    expect(fallback.locale).toBeUndefined();
  });

  it('serves the privacy page’s translation where there is one, and the English page with a note elsewhere', async () => {
    const german = await get(t.baseUrl, '/de/privacy');
    expect(german.html).toContain('Datenschutz bei GameShift</h1>');
    const japanese = await get(t.baseUrl, '/ja/privacy');
    expect(japanese.html).toContain('Privacy at GameShift</h1>');
    const ja = localizedMessages('ja', await loadCatalogue('ja'), 'GameShift').site;
    expect(japanese.html).toContain(`>${ja.language.pageNotTranslated('日本語')}</p>`);
  });

  it('renders a language’s reserve page on the server without a text of the English catalogue it translates', async () => {
    const english = createSiteMessages('GameShift');
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const site = localizedMessages(locale, await loadCatalogue(locale as Exclude<typeof locale, 'en'>), 'GameShift').site;
      const { html } = await get(t.baseUrl, localizedPath(locale, '/'));
      for (const key of ['heading', 'lede', 'handleStepTitle', 'continue', 'badge'] as const) {
        expect(site.reserve[key]).not.toBe(english.reserve[key]);
        expect(html).toContain(escapeHtml(site.reserve[key]));
        expect(html).not.toContain(escapeHtml(english.reserve[key]));
      }
      expect(html).toContain(escapeHtml(site.language.switcherLabel));
    }
  });
});

/** As React escapes text in the HTML it writes. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

import { createHash } from 'node:crypto';
import { createMessages, loadCatalogue, LOCALES, localizedMessages, localizedPath } from '@gameshift/contracts';
import { humanTokens } from './support/api';
import { PUBLIC_URL, reserve, uniqueEmail } from './support/reservations';
import { sharedApp, SharedApp } from './support/shared-app';

/**
 * What the public pages answer before any script runs: the HTML a phone paints first, and the tags
 * and feeds a crawler reads. Asserted on the served text, as a client that runs no JavaScript
 * reads it; what the browser does with it is left to the browser tests. The app is the run's shared
 * one: the pages asserted are the seeded articles', which no file changes, and the sitemap is read
 * for this file's pages only, as other files may publish articles of their own. Beside them, what
 * the reservation call answers the reserve page where that answer is the point, not the page.
 */

const messages = createMessages('GameShift');
const SLUG = 'reserve-your-id-before-launch';
const ARTICLE = `/learn/${SLUG}`;
const TITLE = 'Reserve your GameShift ID before launch';

let t: SharedApp;

beforeAll(async () => {
  t = await sharedApp();
});

async function page(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await fetch(`${t.baseUrl}${path}`);
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/** The markup inside the app's root element, before the page's data: what the server rendered. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="page-data">');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

/** The values of one meta tag, as a crawler that runs no JavaScript reads them. */
function meta(html: string, attr: 'name' | 'property', key: string): string[] {
  const pattern = new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((m) => m[1]);
}

describe('the first response', () => {
  it('of / holds the hero and the step-1 form', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    const root = rootOf(html);
    expect(root).toContain('<h1 class="reserve__title">');
    expect(root).toContain('Claim your');
    expect(root).toContain('Pick your ID');
    expect(root).toMatch(/<input[^>]+id="handle"/);
  });

  it('of /?suggested= holds the suggested ID in the handle field, lowercased', async () => {
    // Too short to skip ahead: step 1 shows it with the rule it breaks.
    expect(rootOf((await page('/?suggested=X')).html)).toMatch(/<input[^>]+value="x"/);
  });

  it('of /learn lists the published articles and no draft', async () => {
    const root = rootOf((await page('/learn')).html);
    expect(root).toContain(TITLE);
    expect(root).toContain(`href="${ARTICLE}"`);
    expect(root).not.toContain('Season one roadmap');
  });

  it('of an article holds its title, meta line, hero and body', async () => {
    const root = rootOf((await page(ARTICLE)).html);
    expect(root).toContain(`>${TITLE}</h1>`);
    expect(root).toContain('<time dateTime="2025-06-03">');
    expect(root).toContain('The GameShift Team');
    expect(root).toMatch(/<img class="article__hero" src="\/media\/articles\/reserve-your-id-hero.svg"/);
    expect(root).toContain('Every player remembers the moment they lost the name they wanted.');
    expect(root).toContain('<h2 tabindex="-1" id="how-reserving-works">How reserving works</h2>');
  });

  it('of an article preloads its hero image from the head, ahead of the page scripts, which wait for the paint', async () => {
    const { html, headers } = await page(ARTICLE);
    const head = headOf(html);
    const preload = head.indexOf('<link rel="preload" as="image" href="/media/articles/reserve-your-id-hero.svg" fetchPriority="high"/>');
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(head.indexOf('<script type="module"'));
    // The entry and the page's chunks are named to the boot script, not preloaded ahead of the paint.
    // The boot script is in the page, no request of its own ahead of the paint, and the CSP lets
    // exactly it run, by its hash.
    const boot =
      /<script type="module" data-chunks="(?:\/assets\/[^" ]+\.js ?)+" data-entry="\/assets\/index-[^"]+\.js">([^<]+)<\/script>/.exec(head);
    expect(boot).not.toBeNull();
    const bootHash = createHash('sha256').update(boot![1], 'utf8').digest('base64');
    expect(headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${bootHash}';`);
    expect(head).not.toContain('rel="modulepreload"');
    expect(rootOf(html)).not.toContain('rel="preload"');
  });

  it('of an unknown article says so, with status 404', async () => {
    const { status, html } = await page('/learn/no-such-article');
    expect(status).toBe(404);
    expect(rootOf(html)).toContain(messages.articleNotFound);
  });
});

describe('link previews and feeds', () => {
  it('an article page carries its title, description, Open Graph and Twitter tags in the served HTML', async () => {
    const { status, html } = await page(ARTICLE);
    expect(status).toBe(200);
    const head = headOf(html);
    expect(head).toContain(`<title>${TITLE} | GameShift News</title>`);
    expect(meta(head, 'name', 'description')).toEqual([
      'Handle reservations for GameShift are open: how to claim your ID, confirm it by email, and keep it for launch day.',
    ]);
    expect(meta(head, 'property', 'og:type')).toEqual(['article']);
    expect(meta(head, 'property', 'og:title')).toEqual([TITLE]);
    expect(meta(head, 'property', 'og:url')).toEqual([`${PUBLIC_URL}${ARTICLE}`]);
    expect(meta(head, 'property', 'og:image')).toEqual([`${PUBLIC_URL}/media/articles/reserve-your-id-og.jpg`]);
    expect(meta(head, 'property', 'article:published_time')).toEqual(['2025-06-03']);
    expect(meta(head, 'property', 'article:modified_time')).toEqual(['2025-06-10']);
    expect(meta(head, 'property', 'article:author')).toEqual(['The GameShift Team']);
    expect(meta(head, 'property', 'article:tag')).toEqual(['launch', 'GameShift ID', 'reservations']);
    expect(meta(head, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(head, 'name', 'twitter:image')).toEqual([`${PUBLIC_URL}/media/articles/reserve-your-id-og.jpg`]);
    const image = await page(new URL(meta(head, 'property', 'og:image')[0]).pathname);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('the news list carries its own title and tags', async () => {
    const { html } = await page('/learn');
    expect(html).toContain('<title>Learn | GameShift News</title>');
    expect(meta(html, 'property', 'og:type')).toEqual(['website']);
    expect(meta(html, 'name', 'description')).toEqual(['Launch news, updates and guides from the GameShift team.']);
  });

  it('the Spanish news list is titled and described in Spanish', async () => {
    const es = localizedMessages('es', await loadCatalogue('es'), 'GameShift');
    const { html } = await page('/es/learn');
    expect(html).toContain(`<title>${es.news.articlePageTitle(es.newsPage.listEyebrow)}</title>`);
    expect(html).toContain(`content="${es.newsPage.listDescription}"`);
  });

  it('the sitemap lists the public pages and the published article, in every language', async () => {
    const { html: xml } = await page('/sitemap.xml');
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const url = (path: string) => LOCALES.map((locale) => `${PUBLIC_URL}${localizedPath(locale, path)}`);
    const ours = new Set(['/', '/learn', ARTICLE, '/learn/season-one-roadmap'].flatMap(url));
    // The draft is among the paths looked for, so that listing it would fail here.
    expect(locations.filter((location) => ours.has(location))).toEqual(['/', '/learn', ARTICLE].flatMap(url));
  });

  it('the RSS feed is served as RSS', async () => {
    const { headers } = await page('/learn/rss.xml');
    expect(headers.get('content-type')).toContain('application/rss+xml');
  });
});

describe('what the reservation call answers the reserve page', () => {
  it('refuses a handle it finds invalid on the handle field, with its reason, and reserves nothing', async () => {
    // A played game's token, so that the handle is the only thing wrong with the call.
    const [humanToken] = await humanTokens(t.baseUrl, 1);
    const email = uniqueEmail('digits');
    const res = await reserve(t.baseUrl, { email, gameshift_id: '12345', human_token: humanToken });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'handle_digits_only', error: messages.handleDigitsOnly, field: 'gameshift_id' });
    expect(await t.sql('SELECT id FROM reservations WHERE email = $1', [email])).toEqual([]);
  });
});

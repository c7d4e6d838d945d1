import type { Article, ArticleSummary, SitePage } from '@gameshift/contracts';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { get } from './support/api';
import { sharedApp, SharedApp } from './support/shared-app';
import { startTestApp } from './support/test-app';

const PUBLISHED = 'reserve-your-id-before-launch';
const DRAFT = 'season-one-roadmap';

describe('articles', () => {
  let t: SharedApp;

  beforeAll(async () => {
    t = await sharedApp();
  });

  it('lists only published articles, newest first, without their bodies', async () => {
    const res = await get<ArticleSummary[]>(t.baseUrl, '/api/articles');
    expect(res.status).toBe(200);
    expect(res.body.map((a) => a.slug)).toEqual([PUBLISHED]);
    expect(res.body.every((a) => a.status === 'published')).toBe(true);
    expect(res.body[0]).not.toHaveProperty('content');
    expect(res.body[0]).toMatchObject({
      title: 'Reserve your GameShift ID before launch',
      date: '2025-06-03',
      author: 'The GameShift Team',
    });
  });

  it('serves a published article with its markdown body and a computed reading time', async () => {
    const res = await get<Article>(t.baseUrl, `/api/articles/${PUBLISHED}`);
    expect(res.status).toBe(200);
    expect(res.body.content).toContain('## How reserving works');
    expect(res.body.readingTime).toBe(4);
    expect(res.body.audioFile).toBe('/media/articles/reserve-your-id-narration.ogg');
  });

  it.each([DRAFT, 'no-such-article', 'UPPER', '..%2F..%2Fetc'])('answers 404 JSON for %p', async (slug) => {
    const res = await get(t.baseUrl, `/api/articles/${slug}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toEqual({ code: 'not_found', error: 'Not found.' });
    expect(res.text).not.toContain('Squads');
  });

  it('serves the article media, with byte ranges for seeking', async () => {
    const hero = await get(t.baseUrl, '/media/articles/reserve-your-id-hero.svg');
    expect(hero.status).toBe(200);
    expect(hero.headers.get('content-type')).toBe('image/svg+xml');
    const audio = await fetch(`${t.baseUrl}/media/articles/reserve-your-id-narration.ogg`, { headers: { range: 'bytes=10-19' } });
    expect(audio.status).toBe(206);
    expect(audio.headers.get('content-range')).toMatch(/^bytes 10-19\/\d+$/);
    expect((await audio.arrayBuffer()).byteLength).toBe(10);
    expect((await get(t.baseUrl, '/media/articles/missing.svg')).status).toBe(404);
    expect((await get(t.baseUrl, '/media/articles/..%2F..%2Fpackage.json')).status).toBe(404);
  });

  it('publishes RSS 2.0 and a sitemap of the published articles only', async () => {
    const rss = await get(t.baseUrl, '/learn/rss.xml');
    expect(rss.status).toBe(200);
    expect(rss.headers.get('content-type')).toContain('application/rss+xml');
    expect(rss.text).toContain('<rss version="2.0"');
    expect(rss.text.match(/<item>/g)).toHaveLength(1);
    expect(rss.text).toContain(`/learn/${PUBLISHED}</link>`);
    expect(rss.text).not.toContain(DRAFT);
    const sitemap = await get(t.baseUrl, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain(`/learn/${PUBLISHED}</loc>`);
    expect(sitemap.text).not.toContain(DRAFT);
  });

  it('serves a draft or unknown article page with status 404 and no preview tags', async () => {
    for (const slug of [DRAFT, 'nope']) {
      const res = await fetch(`${t.baseUrl}/learn/${slug}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<title>Article Not Found | GameShift News</title>');
      expect(html).not.toContain('og:title');
    }
  });
});

describe('a bad article file', () => {
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'articles-e2e-'));
    fs.mkdirSync(path.join(dir, 'articles'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function startFailure(env: Record<string, string>): Promise<string> {
    try {
      const app = await startTestApp(env);
      await app.stop();
    } catch (err) {
      return (err as Error).message;
    }
    throw new Error('the app started with a bad article file');
  }

  it('stops the start, naming the file and the field at fault', async () => {
    const file = path.join(dir, 'articles', 'broken.md');
    fs.writeFileSync(
      file,
      '---\nid: x\nslug: broken\ntitle: Broken\nexcerpt: e\ndate: 2025-02-30\nauthor: a\ncategory: updates\nstatus: published\n---\nBody\n',
    );
    const output = await startFailure({ CONTENT_DIR: dir });
    expect(output).toContain(`Error: Invalid article ${file}: date must be a YYYY-MM-DD date (got "2025-02-30")`);
  });
});

describe('the privacy page', () => {
  let t: SharedApp;

  // An app whose privacy page fills in PURGE_UNVERIFIED_AFTER_DAYS=21 and PRIVACY_CONTACT (shared-configurations.ts).
  beforeAll(async () => {
    t = await sharedApp('translatedContent');
  });

  it('serves content/privacy.md with the site values filled in', async () => {
    const res = await get<SitePage>(t.baseUrl, '/api/pages/privacy');
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Privacy at GameShift');
    expect(res.body.content).toContain('deleted 21 days after you made it');
    expect(res.body.content).toContain('write to privacy@gameshift.example');
    expect(res.body.content).not.toMatch(/\{(product|purgeDays|contact)\}/);
    expect((await get(t.baseUrl, '/api/pages/terms')).status).toBe(404);
  });

  it('arrives rendered at /privacy, with its title in the head and its data for the browser', async () => {
    const res = await fetch(`${t.baseUrl}/privacy`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Privacy at GameShift</title>');
    expect(html).toMatch(/<h1[^>]*>Privacy at GameShift<\/h1>/);
    expect(html).toMatch(/<h2[^>]* id="what-we-collect">What we collect<\/h2>/);
    expect(html).toContain('{"queries":[[["pages","privacy"],{"slug":"privacy"');
  });
});

import type { ArticleRecord, ArticleRevisionRecord, ArticleSummary } from '@gameshift/contracts';
import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { get, sleep } from './support/api';
import { addAdmin, ADMIN_ENV, bearer, call, signIn } from './support/admin';
import { startTestApp, TestApp } from './support/test-app';

const run = promisify(execFile);
const CLI = path.resolve(__dirname, '..', 'dist', 'cli', 'articles.js');
const SHIPPED_CONTENT = path.resolve(__dirname, '..', 'content');
const PUBLISHED = 'reserve-your-id-before-launch';
const DRAFT = 'season-one-roadmap';

const TEXT = {
  title: 'Season one starts on 1 March',
  excerpt: 'Squads, profiles and ranked play arrive with the first season.',
  author: 'The {product} Team',
  tags: ['season-one'],
  content: 'The first season of {product} starts soon.\n\n## Squads\n\nTeam up with friends.',
  category: 'updates',
};

/** Polls `check` every 100 ms until it holds, for at most `ms`; answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await sleep(100);
  }
}

const listed = async (app: TestApp, slug: string, locale = 'en'): Promise<boolean> =>
  (await get<ArticleSummary[]>(app.baseUrl, '/api/articles', { headers: { 'accept-language': locale } })).body.some((a) => a.slug === slug);

/** Every public route that could show an article: its page, the API, the feed, the sitemap. */
async function publicTraces(app: TestApp, slug: string): Promise<string[]> {
  const seen: string[] = [];
  if ((await get(app.baseUrl, `/learn/${slug}`)).status !== 404) seen.push('page');
  if ((await get(app.baseUrl, `/api/articles/${slug}`)).status !== 404) seen.push('api');
  if (await listed(app, slug)) seen.push('list');
  if ((await get(app.baseUrl, '/learn/rss.xml')).text.includes(`/learn/${slug}<`)) seen.push('rss');
  if ((await get(app.baseUrl, '/sitemap.xml')).text.includes(`/learn/${slug}<`)) seen.push('sitemap');
  return seen;
}

describe('the news editor', () => {
  let app: TestApp;
  let second: TestApp;
  let owner: Record<string, string>;
  let editor: Record<string, string>;
  let viewer: Record<string, string>;
  let editorEmail: string;

  beforeAll(async () => {
    app = await startTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'https://news.example' });
    // A second instance of the same site: it seeds nothing (the first did) and hears every change.
    second = await startTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'https://news.example' }, app.databaseUrl);
    editorEmail = await addAdmin(app, 'editor');
    const viewerEmail = await addAdmin(app, 'viewer');
    await app.sql("UPDATE admins SET role = 'editor' WHERE email = $1", [editorEmail]);
    await app.sql("UPDATE admins SET role = 'viewer' WHERE email = $1", [viewerEmail]);
    owner = bearer(await signIn(app.baseUrl));
    editor = bearer(await signIn(app.baseUrl, editorEmail));
    viewer = bearer(await signIn(app.baseUrl, viewerEmail));
  }, 120_000);

  afterAll(async () => {
    await Promise.all([second?.stop(), app?.stop()]);
  });

  it('seeds an empty database from the content folder once, whichever instance starts', async () => {
    const rows = await app.sql<{ id: string; slug: string; count: number }>(
      'SELECT a.id, a.slug, count(t.*)::int AS count FROM articles a JOIN article_texts t ON t.article_id = a.id GROUP BY a.id ORDER BY a.id',
    );
    expect(rows).toEqual([
      { id: '1', slug: PUBLISHED, count: 1 },
      { id: '2', slug: DRAFT, count: 1 },
    ]);
    expect(await listed(second, PUBLISHED)).toBe(true);
    expect(await publicTraces(second, DRAFT)).toEqual([]);
  });

  it('lists the articles for the portal with their state and missing translations, for every role that reads', async () => {
    const res = await call<ArticleRecord[]>(app.baseUrl, 'GET', '/api/admin/articles?filter={"state":"draft"}', viewer);
    expect(res.status).toBe(200);
    expect(res.body.map((a) => [a.slug, a.state, a.saved_by])).toEqual([[DRAFT, 'draft', 'content files']]);
    expect(res.body[0].missing).toEqual(['es', 'pt-br', 'de', 'ja']);
    expect(res.headers.get('content-range')).toBe('articles 0-0/1');
  });

  it('lets an editor write and publish, a viewer neither', async () => {
    expect((await call(app.baseUrl, 'POST', '/api/admin/articles', viewer, TEXT)).body).toMatchObject({ code: 'role_forbidden' });
    const created = await call<ArticleRecord>(app.baseUrl, 'POST', '/api/admin/articles', editor, TEXT);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: 'season-one-starts-on-1-march',
      state: 'draft',
      revision: 1,
      saved_by: editorEmail,
      readingTime: 1,
    });
    const { id, slug } = created.body;
    expect(await publicTraces(app, slug)).toEqual([]);
    expect((await call(app.baseUrl, 'POST', `/api/admin/articles/${id}/publish`, viewer, {})).status).toBe(403);

    const published = await call<ArticleRecord>(app.baseUrl, 'POST', `/api/admin/articles/${id}/publish`, editor, {});
    expect(published.body).toMatchObject({ state: 'published', revision: 2 });
    // The other instance shows it on every public route within 5 s, with no restart.
    const took = await within(5000, async () => (await publicTraces(second, slug)).length === 5);
    expect(took).toBeLessThan(5000);
    const page = await get(second.baseUrl, `/learn/${slug}`);
    expect(page.text).toContain('The first season of GameShift starts soon.');
    expect(page.headers.get('cache-control')).toBe('no-cache');

    const audit = await app.sql<{ action: string }>('SELECT action FROM admin_audit WHERE target = $1 ORDER BY created_at', [id]);
    expect(audit.map((a) => a.action)).toEqual(['article.create', 'article.publish']);
  });

  it('refuses a save made from a revision someone else has saved over, naming who', async () => {
    const { body: article } = await call<ArticleRecord>(app.baseUrl, 'POST', '/api/admin/articles', owner, {
      ...TEXT,
      title: 'Two editors at once',
    });
    const [first, late] = await Promise.all([
      call(app.baseUrl, 'PUT', `/api/admin/articles/${article.id}`, editor, { ...TEXT, title: 'Saved first', revision: 1 }),
      sleep(50).then(() =>
        call(app.baseUrl, 'PUT', `/api/admin/articles/${article.id}`, owner, { ...TEXT, title: 'Saved late', revision: 1 }),
      ),
    ]);
    expect(first.status).toBe(200);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'article_changed_since', field: 'revision', saved_by: editorEmail, revision: 2 });
    expect(late.body.error).toContain(`${editorEmail} saved this text at`);
  });

  it('keeps every revision, and restores one as a new revision', async () => {
    const { body: article } = await call<ArticleRecord>(app.baseUrl, 'POST', '/api/admin/articles', editor, { ...TEXT, title: 'History' });
    await call(app.baseUrl, 'PUT', `/api/admin/articles/${article.id}`, editor, { ...TEXT, title: 'History, rewritten', revision: 1 });
    const history = await call<ArticleRevisionRecord[]>(app.baseUrl, 'GET', `/api/admin/articles/${article.id}/revisions`, viewer);
    expect(history.body.map((r) => [r.id, r.title, r.saved_by, r.current])).toEqual([
      ['en:2', 'History, rewritten', editorEmail, true],
      ['en:1', 'History', editorEmail, false],
    ]);
    const restored = await call<ArticleRecord>(app.baseUrl, 'POST', `/api/admin/articles/${article.id}/revisions/en:1/restore`, editor, {
      revision: 2,
    });
    expect(restored.body).toMatchObject({ title: 'History', revision: 3 });
  });

  it('answers the old address of a renamed article with a 301 to the new one, in its language', async () => {
    const { body: article } = await call<ArticleRecord>(app.baseUrl, 'POST', '/api/admin/articles', editor, { ...TEXT, title: 'Old name' });
    await call(app.baseUrl, 'POST', `/api/admin/articles/${article.id}/publish`, editor, {});
    const renamed = await call<ArticleRecord>(app.baseUrl, 'PUT', `/api/admin/articles/${article.id}`, editor, {
      ...TEXT,
      title: 'New name',
      slug: 'new-name',
      revision: 2,
    });
    expect(renamed.body.slug).toBe('new-name');
    await within(5000, () => listed(app, 'new-name'));
    const old = await fetch(`${app.baseUrl}/ja/learn/old-name`, { redirect: 'manual' });
    expect([old.status, old.headers.get('location')]).toEqual([301, '/ja/learn/new-name']);
    // The old address stays the renamed article's: another article cannot take it silently.
    const taken = await call(app.baseUrl, 'POST', '/api/admin/articles', editor, { ...TEXT, slug: 'old-name' });
    expect(taken).toMatchObject({ status: 409, body: { code: 'article_slug_taken', field: 'slug' } });
  });

  it('shows a scheduled article at its time on every instance, and not before', async () => {
    const { body: article } = await call<ArticleRecord>(app.baseUrl, 'POST', '/api/admin/articles', editor, {
      ...TEXT,
      title: 'Scheduled',
    });
    const at = new Date(Date.now() + 2500);
    const scheduled = await call<ArticleRecord>(app.baseUrl, 'POST', `/api/admin/articles/${article.id}/publish`, editor, {
      publish_at: at.toISOString().replace('Z', '+00:00'),
      time_zone: 'Asia/Tokyo',
    });
    expect(scheduled.body).toMatchObject({ state: 'scheduled', publish_at: at.toISOString() });
    expect(scheduled.body.date).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(at));
    await sleep(500);
    expect(await publicTraces(second, article.slug)).toEqual([]);
    await within(at.getTime() - Date.now() + 2000, () => listed(second, article.slug));
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  });

  it('takes an article off every public route when it is unpublished or deleted', async () => {
    const { body: article } = await call<ArticleRecord>(app.baseUrl, 'POST', '/api/admin/articles', editor, {
      ...TEXT,
      title: 'Short lived',
    });
    await call(app.baseUrl, 'POST', `/api/admin/articles/${article.id}/publish`, editor, {});
    await within(5000, () => listed(second, article.slug));
    await call(app.baseUrl, 'POST', `/api/admin/articles/${article.id}/unpublish`, editor, {});
    await within(5000, async () => (await publicTraces(second, article.slug)).length === 0);
    expect((await call(app.baseUrl, 'DELETE', `/api/admin/articles/${article.id}`, editor)).status).toBe(200);
    expect((await call(app.baseUrl, 'GET', `/api/admin/articles/${article.id}`, editor)).status).toBe(404);
    const audit = await app.sql<{ action: string }>('SELECT action FROM admin_audit WHERE target = $1 ORDER BY created_at', [article.id]);
    expect(audit.map((a) => a.action)).toEqual(['article.create', 'article.publish', 'article.unpublish', 'article.delete']);
  });

  it('hears changes again after its listening connection is cut, missing none made meanwhile', async () => {
    const cut = await app.sql<{ cut: boolean }>(
      "SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE application_name = 'gameshift-articles-listener' AND datname = current_database()",
    );
    expect(cut.length).toBe(2);
    // Made while both instances are reconnecting: only the resync after the reconnection can bring it.
    const { body: article } = await call<ArticleRecord>(app.baseUrl, 'POST', '/api/admin/articles', editor, {
      ...TEXT,
      title: 'While away',
    });
    await call(app.baseUrl, 'POST', `/api/admin/articles/${article.id}/publish`, editor, {});
    await within(5000, async () => (await listed(second, article.slug)) && listed(app, article.slug));
    expect(second.output()).toContain('lost the articles_changed connection');
  });

  it('refuses markdown links the article page would not follow, naming the address, and saves nothing', async () => {
    const res = await call(app.baseUrl, 'POST', '/api/admin/articles', editor, {
      ...TEXT,
      title: 'Bad link',
      content: 'See [this](javascript:alert(1)).',
    });
    expect(res).toMatchObject({ status: 400, body: { code: 'article_link_scheme', field: 'content' } });
    expect(res.body.error).toContain('javascript:alert(1)');
    expect(await app.sql("SELECT 1 FROM articles WHERE slug = 'bad-link'")).toEqual([]);
  });

  it('opens a draft at a private preview address that search engines and caches leave alone', async () => {
    const [{ id }] = await app.sql<{ id: string }>('SELECT id FROM articles WHERE slug = $1', [DRAFT]);
    const link = await call<{ url: string }>(app.baseUrl, 'POST', `/api/admin/articles/${id}/preview-link`, viewer, {});
    expect(link.body.url).toMatch(/^\/preview\/articles\/2\.en\.\w+\.[\w-]{22}$/);
    const page = await get(app.baseUrl, link.body.url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('This article is a draft and is not listed on the site yet.');
    expect(page.text).not.toContain('<script');
    expect([page.headers.get('cache-control'), page.headers.get('x-robots-tag')]).toEqual(['no-store', 'noindex, nofollow']);
    const forged = link.body.url.replace(/\.[\w-]+$/, '.forged');
    expect((await get(app.baseUrl, forged)).status).toBe(404);
    // The portal posts the words being typed into its frame: the page shows them, and saves nothing.
    const typed = await fetch(`${app.baseUrl}${link.body.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ article: JSON.stringify({ title: 'Typed, not saved', content: '## Typed heading\n\nWords.' }) }),
    });
    const html = await typed.text();
    expect([typed.status, html.includes('Typed, not saved'), html.includes('id="typed-heading"')]).toEqual([200, true, true]);
    expect((await call<ArticleRecord>(app.baseUrl, 'GET', `/api/admin/articles/${id}`, viewer)).body.title).not.toBe('Typed, not saved');
  });

  it('starts an announcement draft from a published article for an owner, and sends nothing', async () => {
    const [{ id }] = await app.sql<{ id: string }>('SELECT id FROM articles WHERE slug = $1', [PUBLISHED]);
    expect((await call(app.baseUrl, 'POST', `/api/admin/articles/${id}/announcement`, editor)).status).toBe(403);
    const draft = await call<{ subject: string; body: string; status: string }>(
      app.baseUrl,
      'POST',
      `/api/admin/articles/${id}/announcement`,
      owner,
    );
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ status: 'draft' });
    expect(draft.body.body).toContain(`(https://news.example/learn/${PUBLISHED})`);
    const [{ id: draftId }] = await app.sql<{ id: string }>('SELECT id FROM articles WHERE slug = $1', [DRAFT]);
    const refused = await call(app.baseUrl, 'POST', `/api/admin/articles/${draftId}/announcement`, owner);
    expect(refused).toMatchObject({ status: 409, body: { code: 'announcement_article_unpublished' } });
  });

  it('imports the content folder again without touching what an editor changed, saying which it skipped', async () => {
    const [{ id }] = await app.sql<{ id: string }>('SELECT id FROM articles WHERE slug = $1', [PUBLISHED]);
    const { body: current } = await call<ArticleRecord>(app.baseUrl, 'GET', `/api/admin/articles/${id}`, editor);
    const { revision: _r, ...fields } = { ...current, revision: current.revision };
    await call(app.baseUrl, 'PUT', `/api/admin/articles/${id}`, editor, {
      ...fields,
      title: 'Corrected in the portal',
      revision: current.revision,
    });
    const content = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
    try {
      fs.cpSync(SHIPPED_CONTENT, content, { recursive: true });
      const draft = path.join(content, 'articles', `${DRAFT}.md`);
      fs.writeFileSync(draft, fs.readFileSync(draft, 'utf8').replace('status: draft', 'status: published'));
      const env = { ...process.env, DATABASE_URL: app.databaseUrl, NODE_ENV: 'test' };
      const first = await run(process.execPath, [CLI, 'import', content], { env });
      expect(first.stdout).toContain(`updated   articles/${DRAFT}.md`);
      expect(first.stdout).toContain(`skipped   articles/${PUBLISHED}.md: edited in the portal (by ${editorEmail})`);
      const again = await run(process.execPath, [CLI, 'import', content], { env });
      expect(again.stdout).toContain(`unchanged articles/${DRAFT}.md`);
      expect(again.stdout).toMatch(/0 imported, 0 updated, 1 unchanged, 1 skipped/);
    } finally {
      fs.rmSync(content, { recursive: true, force: true });
    }
    await within(5000, () => listed(second, DRAFT));
    expect((await get<{ title: string }>(second.baseUrl, `/api/articles/${PUBLISHED}`)).body.title).toBe('Corrected in the portal');
  });
});

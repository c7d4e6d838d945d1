import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { PageData } from '@gameshift/contracts';
import { CORPUS } from '../../test/news/xss-corpus';
import { startTestApp, TestApp } from './support/test-app';

const FRONT_MATTER = `---
id: "9"
slug: xss-corpus
title: "Markdown safety"
excerpt: "x"
date: 2025-01-01
author: "Test"
category: guides
status: published
---
`;

// An app of its own, on a content of its own: the page-cache tests read the app's counters before and after.
let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-e2e-'));
  fs.mkdirSync(path.join(dir, 'articles'));
  fs.writeFileSync(path.join(dir, 'articles', 'xss-corpus.md'), FRONT_MATTER + CORPUS);
  t = await startTestApp({ CONTENT_DIR: dir });
});
afterAll(async () => {
  await t.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a server-rendered article body', () => {
  let html: string;
  let body: string;

  beforeAll(async () => {
    const res = await fetch(`${t.baseUrl}/learn/xss-corpus`);
    expect(res.status).toBe(200);
    html = await res.text();
    const start = html.indexOf('<div class="article__body">');
    const end = html.indexOf('</article>', start);
    expect(start).toBeGreaterThan(0);
    body = html.slice(start, end);
  });

  it('renders the markdown of the XSS corpus as text and safe links only', () => {
    expect(body).toContain('Intro paragraph.');
    expect(body).not.toMatch(/<(script|iframe|object|embed|style|form|input|svg|details|link|meta|base)\b/i);
    // Attributes are read from the tags only: the escaped text rightly still shows the attempts.
    const tags = [...body.matchAll(/<[a-z][^>]*>/gi)].map((m) => m[0]);
    expect(tags.filter((tag) => /\s(on[a-z]+|style)=/i.test(tag))).toEqual([]);
    const hrefs = tags.flatMap((tag) => [...(/\shref="([^"]*)"/.exec(tag)?.slice(1) ?? [])]);
    const srcs = tags.flatMap((tag) => [...(/\ssrc="([^"]*)"/.exec(tag)?.slice(1) ?? [])]);
    for (const href of hrefs) expect(href).toMatch(/^(https?:|mailto:|xmpp:|ircs?:|\/|#)/);
    for (const src of srcs) expect(src).toMatch(/^(https?:|\/)/);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        'https://example.com/',
        'mailto:team@example.com',
        'xmpp:team@example.com',
        'irc://irc.example.net/channel',
        'ircs://irc.example.net/channel',
      ]),
    );
    expect(body).toContain('&lt;script&gt;window.__pwned = &#x27;code&#x27;&lt;/script&gt;');
  });

  it('hands the article to the browser in data no markup can break out of', () => {
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.every((tag) => /^<script type="module"|^<script type="application\/json" id="page-data">$/.test(tag))).toBe(true);
    const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)![1];
    expect(data).not.toContain('<');
    const parsed = JSON.parse(data) as { queries: [unknown[], { content: string }][] };
    expect(parsed.queries[0][0]).toEqual(['articles', 'xss-corpus']);
    expect(parsed.queries[0][1].content).toBe(CORPUS.trim());
  });
});

describe('the server-rendered page cache', () => {
  const served = async () => {
    const text = await (await fetch(`${t.baseUrl}/metrics`)).text();
    const count = (from: string) => Number(new RegExp(`^server_rendered_pages_total\\{from="${from}"\\} (\\d+)`, 'm').exec(text)?.[1]);
    return { cache: count('cache'), render: count('render') };
  };

  /** Fetches every path, 25 at a time. */
  const flood = async (paths: string[]) => {
    for (let i = 0; i < paths.length; i += 25) {
      await Promise.all(paths.slice(i, i + 25).map(async (p) => (await fetch(`${t.baseUrl}${p}`)).text()));
    }
  };

  it('keeps a real page through a flood of unknown articles and one-off suggested handles', async () => {
    expect((await fetch(`${t.baseUrl}/learn/xss-corpus`)).status).toBe(200);
    const unknown = Array.from({ length: 220 }, (_, i) => `/learn/flood-${i}`);
    // Not handles (digits only), other spellings of handles, and handles: each its own address.
    const suggested = Array.from({ length: 60 }, (_, i) => `/?suggested=${[`${i}`, `Rnd_${i}`, `rnd_${i}`][i % 3]}`);
    await flood([...unknown, ...suggested]);
    const before = await served();
    const res = await fetch(`${t.baseUrl}/learn/xss-corpus`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Intro paragraph.');
    expect(await served()).toEqual({ cache: before.cache + 1, render: before.render });
  });

  it('renders an unknown article once per language, whatever its address, and answers each with its own', async () => {
    await flood(['/learn/warm-up', '/es/learn/warm-up']);
    const before = await served();
    await flood(Array.from({ length: 50 }, (_, i) => `${i % 2 ? '/es' : ''}/learn/unknown-${i}`));
    expect(await served()).toEqual({ cache: before.cache + 50, render: before.render });
    const res = await fetch(`${t.baseUrl}/es/learn/caf%C3%A9'&x`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<a href="/learn/caf%C3%A9&#39;&#38;x" hrefLang="en"');
    expect(html).not.toContain('__segment__');
    const data = JSON.parse(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)![1]) as PageData;
    expect(data.queries).toEqual([[['articles', "café'&x"], null]]);
  });

  it('keeps the reserve page of a handle written as the form writes it, and renders any other spelling each time', async () => {
    const before = await served();
    for (const handle of ['kept_handle', 'kept_handle', '@Kept_Handle', '@Kept_Handle']) {
      expect((await fetch(`${t.baseUrl}/?suggested=${handle}`)).status).toBe(200);
    }
    expect(await served()).toEqual({ cache: before.cache + 1, render: before.render + 3 });
  });
});

// This file's content has one article and no privacy page.
describe('a site whose content has no privacy page', () => {
  it('answers /privacy with the site 404 page, rendered, and the page call with a 404', async () => {
    const res = await fetch(`${t.baseUrl}/privacy`);
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/<h1 id="not-found-title"[^>]*>Wrong turn<\/h1>/);
    expect((await fetch(`${t.baseUrl}/api/pages/privacy`)).status).toBe(404);
  });
});

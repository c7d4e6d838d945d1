import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { CORPUS } from '../../test/news/xss-corpus';
import { startTestApp, TestApp } from './support/test-app';

const FRONT_MATTER = `---
id: "9"
slug: xss-corpus
title: "Markdown safety"
excerpt: "x"
date: 2025-01-01
author: "Test"
category: Test
status: published
---
`;

describe('a server-rendered article body', () => {
  let t: TestApp;
  let dir: string;
  let html: string;
  let body: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-e2e-'));
    fs.mkdirSync(path.join(dir, 'articles'));
    fs.writeFileSync(path.join(dir, 'articles', 'xss-corpus.md'), FRONT_MATTER + CORPUS);
    t = await startTestApp({ CONTENT_DIR: dir });
    const res = await fetch(`${t.baseUrl}/learn/xss-corpus`);
    expect(res.status).toBe(200);
    html = await res.text();
    const start = html.indexOf('<div class="article__body">');
    const end = html.indexOf('</article>', start);
    expect(start).toBeGreaterThan(0);
    body = html.slice(start, end);
  });
  afterAll(async () => {
    await t.stop();
    fs.rmSync(dir, { recursive: true, force: true });
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

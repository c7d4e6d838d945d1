import { DEFAULT_LOCALE, LOCALES } from '@gameshift/contracts';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sharedApp, SharedApp } from './support/shared-app';

/** What a language's catalogue may weigh as it travels (gzip), loaded only on that language's pages. */
// 6,000 until the pages of a person's own data (manage, data, erasure, unsubscribe) brought their texts:
// they load with every translated page until the manage section becomes a chunk of the manage pages.
const CATALOGUE_BUDGET_BYTES = 7500;
const BUILT_ASSETS = path.resolve(__dirname, '..', '..', 'public-web', 'dist', 'assets');

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they travelled, still compressed when the server compressed them. */
  raw: Buffer;
}

/** A GET whose body is left as sent (fetch would decompress it and hide what the server did). */
function rawGet(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.raw);
  if (encoding === 'gzip') return gunzipSync(answer.raw);
  if (encoding === undefined) return answer.raw;
  throw new Error(`unexpected content-encoding ${encoding}`);
}

describe('web delivery', () => {
  let t: SharedApp;
  let script: string;

  beforeAll(async () => {
    t = await sharedApp();
    const page = await rawGet(t.baseUrl, '/');
    // The boot script names the entry, which it starts once the page has painted.
    const src = / data-entry="(\/assets\/[^"]+\.js)"/.exec(decoded(page).toString('utf8'))?.[1];
    if (!src) throw new Error('the page names no entry script');
    script = src;
  });

  describe.each(['/', `/admin/`])('the entry script of %s', (page) => {
    let asset: string;
    beforeAll(async () => {
      const html = decoded(await rawGet(t.baseUrl, page)).toString('utf8');
      asset = /(?:data-entry|src)="(\/(?:admin\/)?assets\/index-[^"]+\.js)"/.exec(html)![1];
    });

    it.each(['br', 'gzip'])('comes %s-compressed from the build when asked, cached for good', async (encoding) => {
      const plain = await rawGet(t.baseUrl, asset);
      const packed = await rawGet(t.baseUrl, asset, { 'accept-encoding': encoding });
      expect(packed.status).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers['vary']).toMatch(/accept-encoding/i);
      expect(packed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(packed.raw.length).toBeLessThan(plain.raw.length / 2);
      expect(decoded(packed).equals(plain.raw)).toBe(true);
    });

    it('comes plain when the client accepts no compression', async () => {
      const plain = await rawGet(t.baseUrl, asset);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toContain('javascript');
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.raw.toString('utf8')).toMatch(/^(import|const|var|function|\(|!)/);
    });
  });

  it('prefers brotli when both are accepted', async () => {
    const packed = await rawGet(t.baseUrl, script, { 'accept-encoding': 'gzip, deflate, br' });
    expect(packed.headers['content-encoding']).toBe('br');
  });

  it.each(['br', 'gzip'])('compresses pages and JSON with %s when asked', async (encoding) => {
    for (const path of ['/', '/learn', '/learn/reserve-your-id-before-launch', '/api/docs/openapi.json']) {
      const plain = await rawGet(t.baseUrl, path);
      const packed = await rawGet(t.baseUrl, path, { 'accept-encoding': encoding });
      expect({ path, encoding: packed.headers['content-encoding'] }).toEqual({ path, encoding });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(decoded(packed).toString('utf8')).toBe(plain.raw.toString('utf8'));
    }
  });

  it('leaves answers below the threshold and already-compressed media alone', async () => {
    const small = await rawGet(t.baseUrl, '/health/live', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const image = await rawGet(t.baseUrl, '/media/articles/reserve-your-id-og.jpg', { 'accept-encoding': 'br, gzip' });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-encoding']).toBeUndefined();
    const audio = await rawGet(t.baseUrl, '/media/articles/reserve-your-id-narration.ogg', {
      'accept-encoding': 'br, gzip',
      range: 'bytes=0-99',
    });
    expect(audio.status).toBe(206);
    expect(audio.headers['content-encoding']).toBeUndefined();
    expect(audio.raw.length).toBe(100);
  });

  it('makes browsers revalidate pages, answering 304 while the page is unchanged', async () => {
    const first = await rawGet(t.baseUrl, '/learn', { 'accept-encoding': 'gzip' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const again = await rawGet(t.baseUrl, '/learn', { 'accept-encoding': 'gzip', 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    const other = await rawGet(t.baseUrl, '/learn', { 'if-none-match': 'W/"something-else"' });
    expect(other.status).toBe(200);
    expect(other.headers['etag']).toBe(etag);
  });

  it('sends each language’s catalogue within its 7.5 KB of gzip', async () => {
    const built = fs.readdirSync(BUILT_ASSETS);
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      // One chunk per language, named after it by the build: a second or a missing one would go unmeasured.
      const chunks = built.filter((name) => new RegExp(`^${locale}-[\\w-]+\\.js$`).test(name));
      expect({ locale, chunks: chunks.length }).toEqual({ locale, chunks: 1 });
      const answer = await rawGet(t.baseUrl, `/assets/${chunks[0]}`, { 'accept-encoding': 'gzip' });
      expect(answer.headers['content-encoding']).toBe('gzip');
      // The bytes are in the answer so that a failure says by how much.
      expect({ locale, bytes: answer.raw.length, within: answer.raw.length <= CATALOGUE_BUDGET_BYTES }).toMatchObject({
        locale,
        within: true,
      });
    }
  });
});

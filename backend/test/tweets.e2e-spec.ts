import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { get, requestFrom, tally } from './support/api';
import { relayPostsTo } from './support/post-upstream-relay';
import { sharedApp, SharedApp } from './support/shared-app';
import { DEFAULT_LIMIT as LIMIT } from './support/shared-configurations';

/*
 * The post proxy, on the run's `limited` app: its TWEET_API_URL is a relay that this file points
 * at the upstream it plays (post-upstream-relay.ts), and its default limit is the shipped one. The
 * post ids are this file's alone.
 */

const SNAPSHOT_ID = '1930000000000000001';

function post(id: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Tweet',
    id_str: id,
    text: `Post ${id}`,
    lang: 'en',
    created_at: '2025-06-01T10:00:00.000Z',
    display_text_range: [0, 10],
    entities: { hashtags: [], urls: [], user_mentions: [], symbols: [] },
    user: {
      id_str: '1',
      name: 'Someone',
      screen_name: 'someone',
      profile_image_url_https: 'https://pbs.twimg.com/p.jpg',
      verified: false,
      is_blue_verified: false,
      profile_image_shape: 'Circle',
    },
    favorite_count: 1500,
    conversation_count: 3,
    ...extra,
  };
}

type Behaviour = (res: http.ServerResponse, id: string) => void;

/** The post-data service, played by a local server that counts what it is asked. */
class StubUpstream {
  readonly calls = new Map<string, number>();
  readonly urls: URL[] = [];
  readonly behaviours = new Map<string, Behaviour>();
  private server!: http.Server;

  static async start(): Promise<StubUpstream> {
    const stub = new StubUpstream();
    stub.server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stub');
      stub.urls.push(url);
      const id = url.searchParams.get('id') ?? '';
      stub.calls.set(id, (stub.calls.get(id) ?? 0) + 1);
      const behaviour = url.pathname === '/tweet-result' ? stub.behaviours.get(id) : undefined;
      if (behaviour) behaviour(res, id);
      else res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
    return stub;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  total(): number {
    return [...this.calls.values()].reduce((a, b) => a + b, 0);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const json =
  (body: unknown, status = 200): Behaviour =>
  (res) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

describe('GET /api/tweet/:id', () => {
  let stub: StubUpstream;
  let t: SharedApp;

  beforeAll(async () => {
    stub = await StubUpstream.start();
    t = await sharedApp('limited');
    await relayPostsTo(stub.url);
  });
  afterAll(async () => {
    await relayPostsTo(undefined);
    await stub.stop();
  });

  it.each(['abc', '12a', '123456789012345678901', '-1', '1.5', '%20123', '%E2%91%A0', '%D9%A1%D9%A2', '1%0A'])(
    'refuses the id %p with 400 and asks the upstream nothing',
    async (id) => {
      const before = stub.total();
      const res = await get(t.baseUrl, `/api/tweet/${id}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'invalid_body', error: 'A post id is 1 to 20 digits.' });
      expect(stub.total()).toBe(before);
    },
  );

  it("fetches a post once in react-tweet's request shape, then serves it from the cache for 24 hours", async () => {
    stub.behaviours.set('100', json(post('100')));
    const first = await get<{ data: { id_str: string; favorite_count: number } }>(t.baseUrl, '/api/tweet/100');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(first.body.data).toMatchObject({ id_str: '100', favorite_count: 1500 });
    const asked = stub.urls.find((u) => u.searchParams.get('id') === '100')!;
    expect(asked.pathname).toBe('/tweet-result');
    expect(asked.searchParams.get('token')).toMatch(/^[1-9a-z]+$/);

    const second = await get(t.baseUrl, '/api/tweet/100');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.body).toEqual(first.body);
    expect(stub.calls.get('100')).toBe(1);
    const [row] = await t.sql<{ found: boolean; hours: number }>(
      "SELECT found, EXTRACT(EPOCH FROM expires_at - fetched_at) / 3600 AS hours FROM post_cache WHERE post_id = '100'",
    );
    expect(row.found).toBe(true);
    expect(Number(row.hours)).toBe(24);
  });

  it('remembers a post that does not exist for 10 minutes', async () => {
    stub.behaviours.set('200', json({}, 404));
    stub.behaviours.set('201', json({}));
    for (const id of ['200', '201']) {
      expect((await get(t.baseUrl, `/api/tweet/${id}`)).status).toBe(404);
      expect((await get(t.baseUrl, `/api/tweet/${id}`)).status).toBe(404);
      expect(stub.calls.get(id)).toBe(1);
    }
    const rows = await t.sql<{ found: boolean; minutes: number }>(
      "SELECT found, EXTRACT(EPOCH FROM expires_at - fetched_at) / 60 AS minutes FROM post_cache WHERE post_id IN ('200', '201')",
    );
    expect(rows.map((r) => [r.found, Number(r.minutes)])).toEqual([
      [false, 10],
      [false, 10],
    ]);
  });

  it('gives up on an upstream that takes longer than 3 seconds', async () => {
    stub.behaviours.set('300', (res) => {
      setTimeout(() => json(post('300'))(res, '300'), 6_000).unref();
    });
    const res = await get(t.baseUrl, '/api/tweet/300');
    expect(res.status).toBe(502);
    expect(res.ms).toBeGreaterThanOrEqual(2_900);
    expect(res.ms).toBeLessThan(4_500);
  });

  it('does not follow a redirect', async () => {
    stub.behaviours.set('400', (res) => res.writeHead(302, { location: '/tweet-result?id=401' }).end());
    stub.behaviours.set('401', json(post('401')));
    const res = await get(t.baseUrl, '/api/tweet/400');
    expect(res.status).toBe(502);
    expect(stub.calls.get('401')).toBeUndefined();
  });

  it('refuses an answer over 1 MB, announced or not', async () => {
    const big = JSON.stringify(post('500', { filler: 'x'.repeat(1_100_000) }));
    stub.behaviours.set('500', (res) =>
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(big)) }).end(big),
    );
    stub.behaviours.set('501', (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      for (let i = 0; i < 12; i += 1) res.write('x'.repeat(100_000));
      res.end();
    });
    expect((await get(t.baseUrl, '/api/tweet/500')).status).toBe(502);
    expect((await get(t.baseUrl, '/api/tweet/501')).status).toBe(502);
  });

  it('serves the stale copy when the upstream fails after the copy expired', async () => {
    stub.behaviours.set('600', json(post('600')));
    expect((await get(t.baseUrl, '/api/tweet/600')).headers.get('x-cache')).toBe('miss');
    await t.sql("UPDATE post_cache SET expires_at = now() - interval '1 hour' WHERE post_id = '600'");
    stub.behaviours.set('600', json({ error: 'down' }, 503));
    const res = await get<{ data: { id_str: string } }>(t.baseUrl, '/api/tweet/600');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-cache')).toBe('stale');
    expect(res.body.data.id_str).toBe('600');
    expect(stub.calls.get('600')).toBe(2);
  });

  it('answers 502 when the upstream fails and no copy exists', async () => {
    stub.behaviours.set('650', json({ error: 'down' }, 500));
    const res = await get(t.baseUrl, '/api/tweet/650');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: 'bad_gateway', error: 'The post could not be loaded. Try again later.' });
  });

  it('serves the post a shipped article embeds from its snapshot, with no upstream call', async () => {
    const res = await get<{ data: { id_str: string; user: { screen_name: string } } }>(t.baseUrl, `/api/tweet/${SNAPSHOT_ID}`);
    expect(res.status).toBe(200);
    expect(res.body.data.id_str).toBe(SNAPSHOT_ID);
    expect(stub.calls.get(SNAPSHOT_ID)).toBeUndefined();
  });

  it('falls back to the snapshot when the upstream has nothing for a shipped post', async () => {
    await t.sql(`DELETE FROM post_cache WHERE post_id = '${SNAPSHOT_ID}'`);
    const res = await get<{ data: { id_str: string } }>(t.baseUrl, `/api/tweet/${SNAPSHOT_ID}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-cache')).toBe('snapshot');
    expect(stub.calls.get(SNAPSHOT_ID)).toBe(1);
  });

  it('passes no markup or script address from the upstream to the browser', async () => {
    stub.behaviours.set(
      '700',
      json(
        post('700', {
          text: '<img src=x onerror=alert(1)>',
          entities: { urls: [{ url: 'javascript:alert(1)', expanded_url: 'javascript:alert(1)', display_url: 'x', indices: [0, 1] }] },
        }),
      ),
    );
    const res = await get<{ data: { text: string; entities: { urls: Record<string, unknown>[] } } }>(t.baseUrl, '/api/tweet/700');
    expect(res.body.data.text).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(res.text).not.toContain('javascript:');
  });

  it('asks the upstream once for concurrent requests of one post', async () => {
    stub.behaviours.set('800', (res) => {
      setTimeout(() => json(post('800'))(res, '800'), 300).unref();
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(t.baseUrl, '/api/tweet/800')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(stub.calls.get('800')).toBe(1);
  });

  it('limits each client', async () => {
    // This file's client asked less than the limit; 127.0.0.9 is a client of its own, with its own count.
    const before = stub.total();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1) {
      statuses.push((await requestFrom('127.0.0.9', `${t.baseUrl}/api/tweet/${9000 + i}`, { method: 'GET' })).status);
    }
    expect(tally(statuses)).toEqual({ 404: LIMIT, 429: 1 });
    expect(statuses[LIMIT]).toBe(429);
    expect(stub.total() - before).toBe(LIMIT);
  });
});

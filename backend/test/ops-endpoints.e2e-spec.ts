import { spawnSync } from 'node:child_process';
import * as http from 'node:http';
import * as path from 'node:path';
import { freePort } from '../src/infra/free-port';
import { sharedApp, SharedApp } from './support/shared-app';
import { METRICS_TOKEN } from './support/shared-configurations';
import { startTestApp, TestApp } from './support/test-app';

interface RawAnswer {
  status: number;
  text: string;
}

/** A request with its path sent exactly as written (fetch would resolve `..` and `//` before sending). */
function rawRequest(baseUrl: string, path: string, { method = 'GET', headers = {} as Record<string, string> } = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** What only the metrics route writes. */
const looksLikeMetrics = (text: string) => text.includes('process_cpu_seconds_total');
/** What only the documentation routes write: the document (JSON or YAML) or the UI around it. */
const looksLikeDocs = (text: string) => /"openapi"\s*:|^openapi:|swagger/im.test(text);

const METRICS_SPELLINGS = [
  '/metrics',
  '/metrics/',
  '/metrics?',
  '/metrics?format=text',
  '/metrics/?x=1',
  '/%6Detrics',
  '/%6detrics',
  '/%6D%65%74%72%69%63%73',
  '/metric%73/',
  '/METRICS',
  '/Metrics',
  '//metrics',
  '/metrics//',
  '///metrics',
  '/./metrics',
  '/x/../metrics',
  '/api/../metrics',
  '/health/../metrics',
  '/%2Emetrics',
  '/%2E/metrics',
  '/%2e%2e/metrics',
  '/%2Fmetrics',
  '/metrics%2F',
  '/metrics;x',
  '/metrics%3Bx',
  '/metrics%00',
  '/metrics%20',
  '/metrics.',
  '/metrics/.',
  '/metrics#top',
];

const DOCS_SPELLINGS = [
  '/api/docs',
  '/api/docs/',
  '/api/docs?x=1',
  '/api/docs/index.html',
  '/api/docs/swagger-ui-init.js',
  '/api/docs/swagger-ui.css',
  '/api/docs/openapi.json',
  '/api/docs/openapi.json?x=1',
  '/api/docs/openapi.json/',
  '/api/docs/openapi.yaml',
  '/api/docs-json',
  '/api/docs-yaml',
  '/api/%64ocs/openapi.json',
  '/api/%64%6F%63%73/openapi.json',
  '/%61pi/docs/openapi.json',
  '/api/docs/openapi%2Ejson',
  '/API/docs/openapi.json',
  '/api/DOCS/openapi.json',
  '/api//docs/openapi.json',
  '//api/docs/openapi.json',
  '/api/docs//openapi.json',
  '/api/./docs/openapi.json',
  '/api/x/../docs/openapi.json',
  '/api/docs/x/../openapi.json',
  '/api%2Fdocs/openapi.json',
  '/api/docs%2Fopenapi.json',
  '/api/docs;x/openapi.json',
  '/api/docs/%2E%2E/docs/openapi.json',
];

describe('operations endpoints, in every spelling', () => {
  describe('with METRICS_TOKEN', () => {
    let app: SharedApp;
    beforeAll(async () => {
      app = await sharedApp('metricsToken');
    });

    it('shows metrics to no request without the token, whatever the spelling or method', async () => {
      const leaked: string[] = [];
      for (const path of METRICS_SPELLINGS) {
        for (const method of ['GET', 'HEAD']) {
          const answer = await rawRequest(app.baseUrl, path, { method });
          if (answer.status === 200 || looksLikeMetrics(answer.text)) leaked.push(`${method} ${path} ${answer.status}`);
        }
      }
      expect(leaked).toEqual([]);
    });

    it('serves metrics to the token on the spellings the router reads as /metrics, and asks for it on each', async () => {
      const bearer = { authorization: `Bearer ${METRICS_TOKEN}` };
      const served: string[] = [];
      for (const path of METRICS_SPELLINGS) {
        const withToken = await rawRequest(app.baseUrl, path, { headers: bearer });
        if (!looksLikeMetrics(withToken.text)) continue;
        served.push(path);
        expect({ path, status: withToken.status }).toEqual({ path, status: 200 });
        expect({ path, status: (await rawRequest(app.baseUrl, path)).status }).toEqual({ path, status: 401 });
        const wrong = await rawRequest(app.baseUrl, path, { headers: { authorization: 'Bearer wrong-token-0123456789' } });
        expect({ path, status: wrong.status }).toEqual({ path, status: 401 });
      }
      // The spellings of the issue reach the route: the checks above guarded them, not a 404.
      expect(served).toEqual(expect.arrayContaining(['/metrics', '/metrics/', '/%6Detrics', '/%6detrics', '/metrics?format=text']));
    });
  });

  // The one app of its own: the ops port is drawn free when the app starts, and the test must know it.
  // It also serves the cases about its process (platform.e2e-spec.ts's, here to share its start):
  // its port taken by a second start, and its database connections dropped under it (last: it then stops).
  describe('with OPS_PORT, on an instance of its own', () => {
    let app: TestApp;
    let ops: string;
    beforeAll(async () => {
      const opsPort = await freePort();
      app = await startTestApp({ OPS_PORT: String(opsPort), OPS_HOST: '127.0.0.1' });
      ops = `http://127.0.0.1:${opsPort}`;
    });
    afterAll(async () => {
      await app.stop();
    });

    it('serves neither metrics nor the API documentation on the public port, whatever the spelling or method', async () => {
      const leaked: string[] = [];
      for (const path of [...METRICS_SPELLINGS, ...DOCS_SPELLINGS]) {
        for (const method of ['GET', 'HEAD']) {
          const answer = await rawRequest(app.baseUrl, path, { method });
          if (answer.status === 200 || looksLikeMetrics(answer.text) || looksLikeDocs(answer.text)) {
            leaked.push(`${method} ${path} ${answer.status}`);
          }
        }
      }
      expect(leaked).toEqual([]);
    });

    it('serves them on OPS_PORT in the spellings the router reads as theirs', async () => {
      for (const path of ['/metrics', '/metrics/', '/%6Detrics', '/metrics?x=1']) {
        const answer = await rawRequest(ops, path);
        expect({ path, status: answer.status, metrics: looksLikeMetrics(answer.text) }).toEqual({ path, status: 200, metrics: true });
      }
      for (const path of ['/api/docs/openapi.json', '/api/%64ocs/openapi.json', '/api/docs/openapi.yaml', '/api/docs/', '/api/docs']) {
        const answer = await rawRequest(ops, path);
        expect({ path, status: answer.status, docs: looksLikeDocs(answer.text) }).toEqual({ path, status: 200, docs: true });
      }
      expect((await rawRequest(ops, '/api/docs/swagger-ui.css')).status).toBe(200);
    });

    it('serves nothing of the site on OPS_PORT, whatever the spelling', async () => {
      for (const path of [
        '/',
        '/api/handles/someone',
        '/%61pi/handles/someone',
        '/health/ready',
        '/health/ready/',
        '/metrics/../api/handles/x',
      ]) {
        expect({ path, status: (await rawRequest(ops, path)).status }).toEqual({ path, status: 404 });
      }
      // The site itself is still served on the public port.
      expect((await rawRequest(app.baseUrl, '/api/handles/someone')).status).toBe(200);
    });

    it('serves /metrics and /api/docs only on OPS_PORT when it is set, and the site only on PORT', async () => {
      expect((await fetch(`${app.baseUrl}/metrics`)).status).toBe(404);
      expect((await fetch(`${app.baseUrl}/api/docs/openapi.json`)).status).toBe(404);
      expect((await fetch(`${app.baseUrl}/api/handles/someone`)).status).toBe(200);

      expect((await fetch(`${ops}/metrics`)).status).toBe(200);
      const docs = await fetch(`${ops}/api/docs/openapi.json`);
      expect(docs.status).toBe(200);
      expect(((await docs.json()) as { openapi: string }).openapi).toMatch(/^3\./);
      expect((await fetch(`${ops}/api/handles/someone`)).status).toBe(404);
      expect((await fetch(`${ops}/`)).status).toBe(404);
    });

    it('refuses a port already in use with one clear line', () => {
      const port = new URL(app.baseUrl).port;
      const result = spawnSync(process.execPath, [path.resolve(__dirname, '..', 'dist', 'main.js')], {
        env: { PATH: process.env.PATH, PORT: port, HOST: '127.0.0.1', DATABASE_URL: app.databaseUrl, SMTP_URL: 'smtp://127.0.0.1:9' },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(`Error: port ${port} is already in use; stop the other process or set PORT to a free port`);
    });

    it('survives its database connections being dropped and recovers', async () => {
      await app.sql(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      const deadline = Date.now() + 15_000;
      let status = 0;
      while (Date.now() < deadline) {
        status = await fetch(`${app.baseUrl}/health/ready`).then(
          (r) => r.status,
          () => 0,
        );
        if (status === 200) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(status).toBe(200);
      const res = await fetch(`${app.baseUrl}/api/handles/somebody`);
      expect(res.status).toBe(200);
      expect(await app.stop()).toBe(0);
    });
  });

  describe('with the site password', () => {
    let app: SharedApp;
    beforeAll(async () => {
      app = await sharedApp('sitePassword');
    });

    it('leaves the health checks and metrics open in the spellings the router reads as theirs', async () => {
      for (const path of ['/health/ready', '/health/ready/', '/%68ealth/live', '/health/live?probe=1', '/metrics/', '/%6Detrics']) {
        expect({ path, status: (await rawRequest(app.baseUrl, path)).status }).toEqual({ path, status: 200 });
      }
    });

    it('asks for the password everywhere else, however the URL mentions an open path', async () => {
      for (const path of [
        '/api/handles/neo?/metrics',
        '/api/handles/neo?x=/health/live',
        '/metrics/../api/handles/neo',
        '/health/live/../../api/handles/neo',
        '/health/ready/x',
        '/metricsx',
        '/api/docs/openapi.json',
        '/',
      ]) {
        expect({ path, status: (await rawRequest(app.baseUrl, path)).status }).toEqual({ path, status: 401 });
      }
    });

    it('leaves the routes with a credential of their own to that credential: unsubscribe, provider events, the game’s API', async () => {
      const post = (path: string, body: string, type: string) =>
        fetch(`${app.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': type }, body });
      const answers = await Promise.all([
        post(`/api/unsubscribe/${'x'.repeat(40)}`, 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded'),
        post('/api/mail-events', '{}', 'application/json'),
        fetch(`${app.baseUrl}/api/v1/reservations`, { headers: { authorization: `Bearer gsk_${'x'.repeat(43)}` } }),
      ]);
      const codes = await Promise.all(answers.map(async (a) => ({ status: a.status, code: ((await a.json()) as { code: string }).code })));
      expect(codes).toEqual([
        { status: 404, code: 'unsubscribe_link_invalid' },
        { status: 404, code: 'mail_events_off' },
        { status: 401, code: 'api_key_required' },
      ]);
    });
  });
});

import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { sharedApp, SharedApp } from './support/shared-app';
import { METRICS_TOKEN, SITE_PASSWORD } from './support/shared-configurations';
import { createTestDatabase } from './support/test-app';

describe('platform', () => {
  let t: SharedApp;

  beforeAll(async () => {
    t = await sharedApp();
  });

  it('answers liveness without touching the database', async () => {
    const res = await fetch(`${t.baseUrl}/health/live`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('reports readiness of the database and the queue, and where limits are counted', async () => {
    const res = await fetch(`${t.baseUrl}/health/ready`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; details: Record<string, { status: string }> };
    expect(body.status).toBe('ok');
    expect(body.details.database.status).toBe('up');
    expect(body.details.queue.status).toBe('up');
    expect(body.details.limits).toEqual({ status: 'up', store: 'memory', redis: 'not configured' });
  });

  it('exposes Prometheus metrics with a request-duration histogram by route and status', async () => {
    await fetch(`${t.baseUrl}/health/live`);
    const res = await fetch(`${t.baseUrl}/metrics`);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/health\/live",status_code="200"\} \d+/);
  });

  it('publishes the OpenAPI document', async () => {
    const res = await fetch(`${t.baseUrl}/api/docs/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/health/ready');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await fetch(`${t.baseUrl}/api/nope`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ code: 'not_found', error: 'Not found.' });
  });

  it('sends the security headers on every answer', async () => {
    const res = await fetch(`${t.baseUrl}/health/live`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('keeps a sane caller-supplied request id and replaces a hostile one', async () => {
    const kept = await fetch(`${t.baseUrl}/health/live`, { headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123');
    const replaced = await fetch(`${t.baseUrl}/health/live`, { headers: { 'x-request-id': 'a b<script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an oversized body with 413 and a JSON error', async () => {
    const res = await fetch(`${t.baseUrl}/api/nope`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(100_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 'body_too_large', error: 'The request body is too large.' });
  });

  it('refuses malformed JSON with 400 and no internals', async () => {
    const res = await fetch(`${t.baseUrl}/api/nope`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken":',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string };
    expect(body.error).toBe('The request is not valid.');
    expect(JSON.stringify(body)).not.toMatch(/stack|at \w+ \(/);
  });

  it('does not allow cross-origin reads unless CORS_ORIGINS lists the origin', async () => {
    const res = await fetch(`${t.baseUrl}/health/live`, { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('migrations', () => {
  it('match the entities exactly (no drift)', async () => {
    const result = spawnSync(process.execPath, [path.resolve(__dirname, '..', 'dist', 'cli', 'migrations.js'), 'check'], {
      env: { PATH: process.env.PATH, DATABASE_URL: await createTestDatabase({ empty: true }) },
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Entities and migrations agree.');
    expect(result.status).toBe(0);
  });
});

describe('faults', () => {
  it('answers a one-line error and exits 1 when DATABASE_URL cannot be reached', () => {
    const result = spawnSync(process.execPath, [path.resolve(__dirname, '..', 'dist', 'main.js')], {
      env: { PATH: process.env.PATH, PORT: '0', DATABASE_URL: 'postgres://nobody:x@127.0.0.1:9/nowhere', SMTP_URL: 'smtp://127.0.0.1:9' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^Error: cannot reach the database at postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:9\/nowhere/);
  });

  it('lists every bad setting at once and exits 1', () => {
    const result = spawnSync(process.execPath, [path.resolve(__dirname, '..', 'dist', 'main.js')], {
      env: { PATH: process.env.PATH, PORT: 'eighty', DEMO_MODE: 'perhaps' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT must be a whole number');
    expect(result.stderr).toContain('DEMO_MODE must be true or false');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('site-wide password', () => {
  let app: SharedApp;

  beforeAll(async () => {
    app = await sharedApp('sitePassword');
  });

  it('asks for the password before showing anything', async () => {
    const res = await fetch(`${app.baseUrl}/api/handles/neo`);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic realm="GameShift"/);
  });

  it('lets the right password through and refuses a wrong one', async () => {
    const basic = (password: string) => ({ authorization: `Basic ${Buffer.from(`visitor:${password}`).toString('base64')}` });
    expect((await fetch(`${app.baseUrl}/api/handles/neo`, { headers: basic(SITE_PASSWORD) })).status).toBe(200);
    expect((await fetch(`${app.baseUrl}/api/handles/neo`, { headers: basic('guess') })).status).toBe(401);
  });

  it('keeps health checks and metrics open for the operator', async () => {
    expect((await fetch(`${app.baseUrl}/health/ready`)).status).toBe(200);
    expect((await fetch(`${app.baseUrl}/metrics`)).status).toBe(200);
  });
});

describe('operations endpoints with METRICS_TOKEN', () => {
  it('asks for the METRICS_TOKEN bearer on /metrics when it is set, and only there', async () => {
    const app = await sharedApp('metricsToken');
    const none = await fetch(`${app.baseUrl}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await fetch(`${app.baseUrl}/metrics`, { headers: { Authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    const ok = await fetch(`${app.baseUrl}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('http_request_duration_seconds');
    expect((await fetch(`${app.baseUrl}/health/ready`)).status).toBe(200);
  });
});

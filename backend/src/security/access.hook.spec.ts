import { createMessages } from '@gameshift/contracts';
import Fastify, { FastifyInstance } from 'fastify';
import { describeAppError } from '../common/error-response';
import {
  AccessRequest,
  AccessSettings,
  accessHook,
  accessRefusal,
  basicPassword,
  bearerToken,
  listenerRefusal,
  metricsTokenRefusal,
  sitePasswordRefusal,
} from './access.hook';

const messages = createMessages('GameShift');
const OPS_PORT = 9100;
const PUBLIC_PORT = 3000;
const TOKEN = 'metrics-token-0123456789abcdef';
const PASSWORD = 'open:sesame';

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const request = (overrides: Partial<AccessRequest>): AccessRequest => ({
  access: 'site',
  localPort: PUBLIC_PORT,
  authorization: undefined,
  ...overrides,
});

describe(listenerRefusal.name, () => {
  it('lets every route through on every port when OPS_PORT is not set', () => {
    for (const access of ['metrics', 'docs', 'health', 'site'] as const) {
      expect(listenerRefusal(request({ access }), undefined)).toBeUndefined();
    }
  });

  it('serves metrics and the API documentation on the operations port only', () => {
    for (const access of ['metrics', 'docs'] as const) {
      expect(listenerRefusal(request({ access, localPort: OPS_PORT }), OPS_PORT)).toBeUndefined();
      expect(listenerRefusal(request({ access, localPort: PUBLIC_PORT }), OPS_PORT)?.code).toBe('not_on_this_port');
    }
  });

  it('serves the site and the health checks on the public port only', () => {
    for (const access of ['site', 'health'] as const) {
      expect(listenerRefusal(request({ access, localPort: PUBLIC_PORT }), OPS_PORT)).toBeUndefined();
      expect(listenerRefusal(request({ access, localPort: OPS_PORT }), OPS_PORT)?.code).toBe('not_on_this_port');
    }
  });
});

describe(metricsTokenRefusal.name, () => {
  const metrics = (authorization?: string) => request({ access: 'metrics', authorization });

  it('leaves metrics open when no token is set', () => {
    expect(metricsTokenRefusal(metrics(), undefined)).toBeUndefined();
  });

  it('lets the token through as a bearer token', () => {
    expect(metricsTokenRefusal(metrics(`Bearer ${TOKEN}`), TOKEN)).toBeUndefined();
  });

  it.each([
    ['no header', undefined],
    ['a wrong token', 'Bearer wrong-token-0123456789'],
    ['the token under another scheme', `Basic ${TOKEN}`],
    ['the token without a scheme', TOKEN],
    ['an empty bearer token', 'Bearer '],
  ])('refuses %s', (_case, authorization) => {
    expect(metricsTokenRefusal(metrics(authorization), TOKEN)?.code).toBe('metrics_token_required');
  });

  it('asks no token of any route but metrics', () => {
    for (const access of ['docs', 'health', 'site'] as const) {
      expect(metricsTokenRefusal(request({ access }), TOKEN)).toBeUndefined();
    }
  });
});

describe(sitePasswordRefusal.name, () => {
  it('leaves the site open when no password is set', () => {
    expect(sitePasswordRefusal(request({}), undefined)).toBeUndefined();
  });

  it('lets the password through under any user name, colons in the password included', () => {
    expect(sitePasswordRefusal(request({ authorization: basic('visitor', PASSWORD) }), PASSWORD)).toBeUndefined();
    expect(sitePasswordRefusal(request({ authorization: basic('', PASSWORD) }), PASSWORD)).toBeUndefined();
  });

  it.each([
    ['no header', undefined],
    ['a wrong password', basic('visitor', 'guess')],
    ['the password as the user name', `Basic ${Buffer.from(`${PASSWORD}`).toString('base64')}`],
    ['the password as a bearer token', `Bearer ${PASSWORD}`],
  ])('refuses %s', (_case, authorization) => {
    expect(sitePasswordRefusal(request({ authorization }), PASSWORD)?.code).toBe('site_password_required');
  });

  it('asks it on the API documentation too, but not of orchestrators and scrapers', () => {
    expect(sitePasswordRefusal(request({ access: 'docs' }), PASSWORD)?.code).toBe('site_password_required');
    expect(sitePasswordRefusal(request({ access: 'health' }), PASSWORD)).toBeUndefined();
    expect(sitePasswordRefusal(request({ access: 'metrics' }), PASSWORD)).toBeUndefined();
  });
});

describe(accessRefusal.name, () => {
  const everything: AccessSettings = { opsPort: OPS_PORT, metricsToken: TOKEN, sitePassword: PASSWORD };

  it('answers an operator route on the public port as unknown before asking for any secret', () => {
    expect(accessRefusal(request({ access: 'metrics' }), everything)?.code).toBe('not_on_this_port');
    expect(accessRefusal(request({ access: 'docs' }), everything)?.code).toBe('not_on_this_port');
  });

  it('asks for the metrics token on the operations port, and not for the site password', () => {
    expect(accessRefusal(request({ access: 'metrics', localPort: OPS_PORT }), everything)?.code).toBe('metrics_token_required');
    expect(
      accessRefusal(request({ access: 'metrics', localPort: OPS_PORT, authorization: `Bearer ${TOKEN}` }), everything),
    ).toBeUndefined();
  });

  it('asks for the site password on the public port', () => {
    expect(accessRefusal(request({}), everything)?.code).toBe('site_password_required');
    expect(accessRefusal(request({ authorization: basic('visitor', PASSWORD) }), everything)).toBeUndefined();
  });

  it('lets everything through when nothing is set', () => {
    const nothing: AccessSettings = { opsPort: undefined, metricsToken: undefined, sitePassword: undefined };
    for (const access of ['metrics', 'docs', 'health', 'site'] as const) {
      expect(accessRefusal(request({ access }), nothing)).toBeUndefined();
    }
  });
});

describe(bearerToken.name, () => {
  it('reads the token after the Bearer scheme, and nothing under another', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describe(basicPassword.name, () => {
  it('reads the password after the first colon, and an empty one under no or another scheme', () => {
    expect(basicPassword(basic('visitor', 'a:b:c'))).toBe('a:b:c');
    expect(basicPassword(`Basic ${Buffer.from('no-colon').toString('base64')}`)).toBe('');
    expect(basicPassword('Bearer x')).toBe('');
    expect(basicPassword(undefined)).toBe('');
  });
});

describe('access refusals in the catalogue', () => {
  it('answers a route of the other listener as an unknown one', () => {
    expect(describeAppError(listenerRefusal(request({ access: 'metrics' }), OPS_PORT)!, messages)).toEqual({
      status: 404,
      body: { code: 'not_on_this_port', error: 'Not found.' },
    });
  });

  it('asks for the metrics token as a bearer token', () => {
    expect(describeAppError(metricsTokenRefusal(request({ access: 'metrics' }), TOKEN)!, messages)).toEqual({
      status: 401,
      body: { code: 'metrics_token_required', error: 'Authentication required.' },
      headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
    });
  });

  it('asks for the site password with HTTP Basic in the product name', () => {
    expect(describeAppError(sitePasswordRefusal(request({}), PASSWORD)!, messages)).toEqual({
      status: 401,
      body: { code: 'site_password_required', error: 'This site is password protected.' },
      headers: { 'WWW-Authenticate': 'Basic realm="GameShift", charset="UTF-8"' },
    });
  });
});

describe(accessHook.name, () => {
  let server: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    server = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    server.addHook(
      'onRequest',
      accessHook({ opsPort: undefined, metricsToken: TOKEN, sitePassword: PASSWORD }, () => messages),
    );
    server.get('/metrics', async () => 'process_cpu_seconds_total 1');
    server.get('/health/live', async () => ({ status: 'ok' }));
    server.get('/api/handles/:handle', async () => ({ available: true }));
    server.post('/api/unsubscribe/:token', async () => ({ unsubscribed: true }));
    server.post('/api/mail-events', async () => ({ suppressed: false }));
    server.get('/api/v1/reservations', async () => ({ data: [] }));
    base = await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('sends the refusal with its status, header and body, and never reaches the route', async () => {
    const answer = await fetch(`${base}/api/handles/neo`);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Basic realm="GameShift", charset="UTF-8"');
    expect(await answer.json()).toEqual({ code: 'site_password_required', error: 'This site is password protected.' });
  });

  it('judges the matched route, not the spelling of the URL', async () => {
    const answer = await fetch(`${base}/%6Detrics/`);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await answer.json()).toEqual({ code: 'metrics_token_required', error: 'Authentication required.' });
  });

  it('leaves the routes with a credential of their own open behind the site password', async () => {
    const answers = await Promise.all([
      fetch(`${base}/api/unsubscribe/token`, { method: 'POST', body: 'List-Unsubscribe=One-Click' }),
      fetch(`${base}/api/mail-events`, { method: 'POST' }),
      fetch(`${base}/api/v1/reservations`, { headers: { authorization: 'Bearer gsk_key' } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  });

  it('lets a request with the right secret reach its route', async () => {
    expect(await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text()).toBe(
      'process_cpu_seconds_total 1',
    );
    const page = await fetch(`${base}/api/handles/neo`, { headers: { authorization: basic('visitor', PASSWORD) } });
    expect(await page.json()).toEqual({ available: true });
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
  });
});

import { randomBytes } from 'node:crypto';
import { sleep } from './support/api';
import { sharedApp, SharedApp } from './support/shared-app';

/** The lines of the app's output that name a request id, once its answer has been logged. */
async function linesOf(app: SharedApp, id: string): Promise<string[]> {
  for (let waited = 0; !(await app.output()).includes(id) && waited < 5_000; waited += 50) await sleep(50);
  return (await app.output()).split('\n').filter((line) => line.includes(id));
}

describe('the request log', () => {
  let app: SharedApp;
  beforeAll(async () => {
    app = await sharedApp();
  });

  // The shared app's output begins with its start, whichever file asked for it first.
  it('starts without a deprecation warning from Fastify', async () => {
    const output = await app.output();
    expect(output).toContain('"ready"');
    expect(output).not.toMatch(/FastifyDeprecation|FSTDEP\d+/);
  });

  it.each([
    ['an answered call', 'GET', '/api/handles/someone', {}],
    ['an unknown route', 'GET', '/api/no-such-route', {}],
    ['a body refused before it is read', 'POST', '/api/verify', { 'content-type': 'text/plain' }],
  ])('writes one line for %s: its method, path and status', async (_case, method, path, headers: Record<string, string>) => {
    const id = `log-probe-${randomBytes(6).toString('hex')}`;
    const answer = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { ...headers, 'x-request-id': id },
      ...(method === 'POST' && { body: 'x' }),
    });
    await answer.arrayBuffer();
    const lines = await linesOf(app, id);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ reqId: id, msg: `${method} ${path} ${answer.status}`, status: answer.status });
  });
});

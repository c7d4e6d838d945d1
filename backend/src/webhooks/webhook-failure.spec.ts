import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';
import { startDnsServer } from '../../test/support/dns-server';
import { refusalFailure, requestFailure } from './webhook-failure';
import { isRefusal, postWebhook, resolveTarget, type WebhookTarget } from './webhook-target';

/** Real servers on loopback, each failing a request its own way; closed after every test. */
const servers: Array<Server | TcpServer> = [];
const sockets = new Set<Socket>();

async function listen<T extends Server | TcpServer>(server: T): Promise<number> {
  servers.push(server);
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function answering(status: number): Promise<number> {
  return listen(createHttpServer((_req, res) => res.writeHead(status).end()));
}

function target(scheme: 'http' | 'https', port: number): WebhookTarget {
  return { url: new URL(`${scheme}://localhost:${port}/hooks/gameshift`), address: '127.0.0.1', family: 4 };
}

const send = (to: WebhookTarget, timeoutMs = 2000) => postWebhook(to, {}, '{"type":"reservation.confirmed"}', timeoutMs);

afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('what a failed webhook attempt is recorded as', () => {
  it("calls https spoken to a plain http port a TLS failure, in OpenSSL's reason rather than its dump", async () => {
    const sent = await send(target('https', await answering(200)));
    expect(sent).toMatchObject({
      statusCode: null,
      failure: 'tls',
      error: 'wrong version number: the port does not seem to speak https',
    });
  });

  it('calls a refused connection a connect failure, naming the address', async () => {
    const closed = createTcpServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    expect(await send(target('http', port))).toMatchObject({
      statusCode: null,
      failure: 'connect',
      error: `connection refused by 127.0.0.1:${port}`,
    });
  });

  it('calls a connection dropped before any answer a connect failure', async () => {
    const port = await listen(createTcpServer((socket) => socket.once('data', () => socket.destroy())));
    expect(await send(target('http', port))).toMatchObject({ failure: 'connect', error: 'connection closed before an answer' });
  });

  it('calls a connection reset a connect failure', async () => {
    const port = await listen(createTcpServer((socket) => socket.once('data', () => socket.resetAndDestroy())));
    expect(await send(target('http', port))).toMatchObject({ failure: 'connect', error: 'connection reset' });
  });

  it('calls an endpoint that takes the request and never answers a timeout', async () => {
    const port = await listen(createTcpServer(() => undefined));
    const sent = await send(target('http', port), 150);
    expect(sent).toMatchObject({ statusCode: null, failure: 'timeout', error: 'no answer within 0.2 s' });
    expect(sent.durationMs).toBeGreaterThanOrEqual(140);
  });

  it('calls a TLS handshake that never finishes a timeout, not a TLS failure', async () => {
    const port = await listen(createTcpServer(() => undefined));
    expect(await send(target('https', port), 150)).toMatchObject({ failure: 'timeout' });
  });

  it('calls an answer other than 2xx an HTTP failure, and a 2xx none', async () => {
    expect(await send(target('http', await answering(503)))).toMatchObject({ statusCode: 503, failure: 'http', error: 'answered 503' });
    expect(await send(target('http', await answering(302)))).toMatchObject({ statusCode: 302, failure: 'http', error: 'answered 302' });
    expect(await send(target('http', await answering(204)))).toMatchObject({ statusCode: 204, failure: null, error: null });
  });

  it('calls a host name the DNS server does not know a DNS failure, and an address the rules refuse a refusal', async () => {
    const dns = await startDnsServer({ 'private.example.test': { a: ['10.0.0.5'] } });
    try {
      const policy = { allowPrivate: false, dnsServers: [dns.address] };
      const unknown = await resolveTarget('https://nowhere.example.test/hook', policy);
      const privateAddress = await resolveTarget('https://private.example.test/hook', policy);
      if (!isRefusal(unknown) || !isRefusal(privateAddress)) throw new Error('both URLs should have been refused');
      expect(refusalFailure(unknown)).toEqual({ failure: 'dns', error: 'its host name does not resolve' });
      expect(refusalFailure(privateAddress)).toEqual({ failure: 'refused', error: 'its host resolves to 10.0.0.5, a private address' });
    } finally {
      await dns.close();
    }
  });

  it('calls anything else other, in its first line', () => {
    expect(requestFailure(new Error('Parse Error: Invalid header value char\nat 12'), 1000)).toEqual({
      failure: 'other',
      error: 'Parse Error: Invalid header value char',
    });
  });
});

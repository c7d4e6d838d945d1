import * as http from 'node:http';
import { AddressInfo } from 'node:net';

/*
 * The post-data service (TWEET_API_URL) of the `limited` shared app. That app starts before any
 * file asks, so it cannot name the upstream the tweets file plays: it names this relay instead, in
 * Jest's main process, which passes every request on to the upstream the file registered
 * (`relayPostsTo`), and answers 404 while none is. The relay starts when the configurations are
 * first loaded, in global setup, so the workers started after it inherit its address.
 */

const ADDRESS = 'E2E_POST_UPSTREAM_RELAY_URL';

function startRelay(): string {
  let upstream: URL | undefined;
  const server = http.createServer((req, res) => {
    // It listens on every interface (below): only this machine's processes may use it.
    if (!/^(127\.|::ffff:127\.|::1$)/.test(req.socket.remoteAddress ?? '')) {
      res.writeHead(403).end();
      return;
    }
    if (req.method === 'PUT' && req.url === '/upstream') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        upstream = body ? new URL(body) : undefined;
        res.writeHead(204).end();
      });
      return;
    }
    if (!upstream) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    const onward = http.request(new URL(req.url ?? '/', upstream), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    onward.on('error', () => res.destroy());
    // The app gave up (its timeout): so does the request to the upstream.
    res.on('close', () => onward.destroy());
    req.pipe(onward);
  });
  // Without a host, listening binds before it returns (a host would be looked up first), so the
  // address is known at once; every interface hears it, and it answers loopback callers only.
  server.listen(0);
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The relay's address: started in the first process that asks, inherited by the processes it starts. */
export function postUpstreamRelayUrl(): string {
  return (process.env[ADDRESS] ??= startRelay());
}

/** Sends what the `limited` app asks of its post-data service to `upstream`, or nowhere (404s) without one. */
export async function relayPostsTo(upstream: string | undefined): Promise<void> {
  const res = await fetch(`${postUpstreamRelayUrl()}/upstream`, { method: 'PUT', body: upstream ?? '' });
  if (res.status !== 204) throw new Error(`the post-data relay answered ${res.status}`);
}

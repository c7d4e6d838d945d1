import * as dns from 'node:dns';
import * as http from 'node:http';
import * as https from 'node:https';
import { isIP } from 'node:net';
import type { WebhookFailure, WebhookUrlRefusal } from '@gameshift/contracts';
import { forbiddenRange } from './webhook-address';
import { requestFailure, statusFailure } from './webhook-failure';

export type TargetRefusal = WebhookUrlRefusal;

/** A URL with the address it was checked at: the request connects there and nowhere else. */
export interface WebhookTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

export interface TargetPolicy {
  /** Plain http and any address, for development and tests on one machine (WEBHOOK_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** DNS_SERVERS: resolvers to ask instead of the system's. */
  dnsServers: readonly string[];
}

const DNS_DEADLINE_MS = 3000;

/**
 * Resolves a webhook URL and checks every address it resolves to: one forbidden address refuses
 * the URL, since a later lookup could pick it. The caller connects to the address returned, so a
 * name that answers differently the second time (DNS rebinding) reaches nothing unchecked.
 */
export async function resolveTarget(raw: string, policy: TargetPolicy): Promise<WebhookTarget | TargetRefusal> {
  const url = new URL(raw);
  if (!policy.allowPrivate && url.protocol !== 'https:') return { kind: 'https' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await resolveHost(host, policy.dnsServers);
  if (addresses.length === 0) return { kind: 'unresolved' };
  if (!policy.allowPrivate) {
    for (const address of addresses) {
      const range = forbiddenRange(address);
      if (range !== null) return { kind: 'address', address, range };
    }
  }
  const address = addresses[0];
  return { url, address, family: isIP(address) === 6 ? 6 : 4 };
}

export function isRefusal(target: WebhookTarget | TargetRefusal): target is TargetRefusal {
  return 'kind' in target;
}

async function resolveHost(host: string, servers: readonly string[]): Promise<string[]> {
  if (servers.length === 0) {
    const found = await dns.promises.lookup(host, { all: true, verbatim: true }).catch(() => []);
    return found.map((entry) => entry.address);
  }
  const resolver = new dns.promises.Resolver({ timeout: DNS_DEADLINE_MS, tries: 1 });
  resolver.setServers([...servers]);
  const [v4, v6] = await Promise.all([resolver.resolve4(host).catch(() => []), resolver.resolve6(host).catch(() => [])]);
  return [...v4, ...v6];
}

export interface SentWebhook {
  statusCode: number | null;
  /** Null when the endpoint took it (a 2xx). */
  failure: WebhookFailure | null;
  error: string | null;
  durationMs: number;
}

/** Bytes of an answer read before the connection is dropped: the status is all that counts. */
const ANSWER_BYTES = 64 * 1024;

/**
 * POSTs one delivery to the checked address, with the URL's host in Host and in TLS's SNI (so the
 * certificate is checked for the name), following no redirect: a 3xx is a failed attempt.
 */
export function postWebhook(target: WebhookTarget, headers: Record<string, string>, body: string, timeoutMs: number): Promise<SentWebhook> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const lookup: NonNullable<http.RequestOptions['lookup']> = (_hostname, options, callback) => {
      const pinned = { address: target.address, family: target.family };
      if ((options as dns.LookupOptions).all) (callback as (e: null, all: dns.LookupAddress[]) => void)(null, [pinned]);
      else callback(null, pinned.address, pinned.family);
    };
    const client = target.url.protocol === 'https:' ? https : http;
    const request = client.request(
      target.url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        lookup,
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_BYTES) response.destroy();
        });
        const statusCode = response.statusCode ?? 0;
        const done = () => resolve({ statusCode, failure: null, error: null, ...statusFailure(statusCode), durationMs: elapsed() });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('error', (error) => resolve({ statusCode: null, ...requestFailure(error, timeoutMs), durationMs: elapsed() }));
    request.end(body);
  });
}

import { createHash } from 'node:crypto';

/**
 * The name of a visitor for one day: a hash of that day's random salt, the client (as limits key
 * it) and the user agent, cut to 16 bytes. The same browser on the same network is one visitor
 * all day; with the salt deleted after the day, no one can tell whether two days' visitors were
 * the same person, nor which address or browser a hash came from.
 */
export function visitorId(salt: Buffer, clientKey: string, userAgent: string): Buffer {
  return createHash('sha256').update(salt).update(clientKey).update('\0').update(userAgent).digest().subarray(0, 16);
}

/** The day an instant belongs to, in UTC, as `YYYY-MM-DD`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The host of a referring page, lowercased and without `www.`; null for none, for a page of this
 * site (a visitor moving between our own pages has no new source), and for anything not http(s).
 */
export function referrerHost(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (!host || host === ownHost.toLowerCase().replace(/^www\./, '')) return null;
  return host.slice(0, 253);
}

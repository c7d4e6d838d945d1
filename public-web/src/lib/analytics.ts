import type { AnalyticsEvent, Attribution, EventName } from '@gameshift/contracts';

/*
 * First-party analytics: page views and journey steps go to our own API in small batches, with no
 * cookie and nothing in localStorage. Only the visit's source (its first outside referrer, utm_*
 * tags and landing path) is kept, in sessionStorage, for the tab's session. A browser that asks
 * not to be tracked sends nothing. Nothing here may fail or hold up what the visitor does.
 */

// The lengths below are the API's (ANALYTICS in contracts), written as numbers: the object would
// cost `/` a tenth of a KB of its 100 KB. analytics.spec.ts holds them to ANALYTICS.
const MAX_PATH = 200;
const MAX_UTM = 100;
const EVENTS_PER_REQUEST = 20;

const VISIT_KEY = 'visit';
const ENDPOINT = '/api/events';
const BATCH_MS = 1000;

const queue: AnalyticsEvent[] = [];
let timer: number | undefined;

/**
 * Where this visit came from, noted on its first page; undefined when the browser declines
 * tracking. Values are cut to the lengths the API accepts, so a long tag never costs a reservation.
 */
export function visitAttribution(): Attribution | undefined {
  try {
    const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
    if (nav.doNotTrack === '1' || nav.globalPrivacyControl) return undefined;
    const kept = sessionStorage.getItem(VISIT_KEY);
    if (kept) return JSON.parse(kept) as Attribution;
    const { host, pathname, searchParams } = new URL(location.href);
    const visit: Attribution = { landing: pathname.slice(0, MAX_PATH) };
    // Only the referring site, never its page: the server keeps no more than the host.
    const from = document.referrer && new URL(document.referrer);
    if (from && from.host !== host) visit.referrer = from.origin;
    for (const key of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
      const value = searchParams.get(key);
      if (value) visit[key] = value.slice(0, MAX_UTM);
    }
    sessionStorage.setItem(VISIT_KEY, JSON.stringify(visit));
    return visit;
  } catch {
    return undefined;
  }
}

function flush(): void {
  window.clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const body = JSON.stringify({ events: queue.splice(0, EVENTS_PER_REQUEST) });
    // A beacon outlives the page; every browser the site supports has one (without, nothing is sent).
    // Chromium takes a JSON Blob from the API's own origin.
    navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'application/json' }));
  }
}

// What waits goes as the page is left: a beacon outlives it. (The server renderer has no window.)
globalThis.addEventListener?.('pagehide', flush);

/** Counts a page view or a journey step; the server counts each step once per visitor and day. */
export function track(name: EventName): void {
  const visit = visitAttribution();
  if (!visit) return;
  // The landing page goes with the reservation, not with each event.
  const { landing: _landing, ...source } = visit;
  queue.push({ name, path: location.pathname.slice(0, MAX_PATH), ...source });
  timer ??= window.setTimeout(flush, BATCH_MS);
}

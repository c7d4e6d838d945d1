import { sourceName, withoutSecrets, type Attribution, type VisitSource } from '@gameshift/contracts';
import { referrerHost } from './visitor';

/** The source columns of a reservation. */
export interface StoredAttribution {
  source: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  landing: string | null;
}

/**
 * A page's path as analytics and a reservation's landing keep it: without query or fragment, and a
 * secret route (SECRET_ROUTES) as its pattern, so no link's token is ever stored.
 */
export function storedPath(path: string): string {
  return withoutSecrets(path.replace(/[?#].*$/s, ''));
}

/** A campaign tag as it is counted: trimmed, and none when blank. */
const tag = (value: string | undefined) => value?.trim() || null;

/**
 * The source a visit counts under (its campaign, else the referring host, else `direct`), the same
 * for its events and its reservation, so the Traffic figures put both in one row.
 */
export function sourceOf(visit: VisitSource, ownHost: string): string {
  return sourceName({
    referrer_host: referrerHost(visit.referrer, ownHost),
    utm_source: tag(visit.utm_source),
    utm_campaign: tag(visit.utm_campaign),
  });
}

/** What a reservation keeps of the attribution its request carried: the referrer only as a host. Null for none. */
export function storedAttribution(attribution: Attribution | undefined, ownHost: string): StoredAttribution | null {
  if (!attribution) return null;
  const columns = {
    referrer_host: referrerHost(attribution.referrer, ownHost),
    utm_source: tag(attribution.utm_source),
    utm_medium: tag(attribution.utm_medium),
    utm_campaign: tag(attribution.utm_campaign),
    landing: attribution.landing === undefined ? null : storedPath(attribution.landing),
  };
  return { source: sourceName(columns), ...columns };
}

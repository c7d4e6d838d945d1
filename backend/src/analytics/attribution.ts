import { sourceName, type Attribution } from '@gameshift/contracts';
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

/** What a reservation keeps of the attribution its request carried: the referrer only as a host. Null for none. */
export function storedAttribution(attribution: Attribution | undefined, ownHost: string): StoredAttribution | null {
  if (!attribution) return null;
  const referrer_host = referrerHost(attribution.referrer, ownHost);
  const utm = (value: string | undefined) => value?.trim() || null;
  return {
    source: sourceName({ referrer_host, utm_source: utm(attribution.utm_source), utm_campaign: utm(attribution.utm_campaign) }),
    referrer_host,
    utm_source: utm(attribution.utm_source),
    utm_medium: utm(attribution.utm_medium),
    utm_campaign: utm(attribution.utm_campaign),
    landing: attribution.landing ?? null,
  };
}

const THOUSAND = 1_000;
const MILLION = 1_000_000;
const MINUTE_MS = 60_000;

/**
 * Shortens a count the way social posts show it: K above 999, M above 999,999, one decimal,
 * with a trailing '.0' dropped (1000 → '1K', 1500 → '1.5K', 1,250,000 → '1.3M').
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) {
    return '0';
  }
  const count = Math.round(n);
  if (count < 0) {
    return `-${formatCount(-count)}`;
  }
  if (count < THOUSAND) {
    return String(count);
  }
  const thousandTenths = Math.round(count / (THOUSAND / 10));
  if (thousandTenths < THOUSAND * 10) {
    return `${thousandTenths / 10}K`;
  }
  return `${Math.round(count / (MILLION / 10)) / 10}M`;
}

/** The anchor id of a heading: 'Hello, World!' → 'hello-world'. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hides most of an address, leaving it recognisable to its owner: 'jane@x.io' → 'j••e@x.io'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const localPart = at < 0 ? email : email.slice(0, at);
  const domain = at < 0 ? '' : email.slice(at);
  const chars = Array.from(localPart);
  switch (chars.length) {
    case 0:
      return domain;
    case 1:
      return `•${domain}`;
    case 2:
      // Keeping both ends would reveal the whole local part.
      return `${chars[0]}•${domain}`;
  }
  const middle = '•'.repeat(chars.length - 2);
  return `${chars[0]}${middle}${chars[chars.length - 1]}${domain}`;
}

/** Whole minutes, rounded up, from `now` until the epoch time `resetAt`; never negative. */
export function minutesUntil(resetAt: number, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((resetAt - now) / MINUTE_MS));
}

/** Mailbox providers an admin watches on launch day; every other domain counts as "Other". */
const PROVIDERS: ReadonlyArray<[string, RegExp]> = [
  ['Gmail', /^(gmail\.com|googlemail\.com)$/],
  ['Outlook', /^(outlook|hotmail|live|msn)\.[a-z.]+$/],
  ['Yahoo', /^(yahoo|ymail|rocketmail)\.[a-z.]+$/],
  ['iCloud', /^(icloud\.com|me\.com|mac\.com)$/],
  ['Proton', /^(proton\.me|protonmail\.com|protonmail\.ch|pm\.me)$/],
  ['GMX', /^gmx\.[a-z.]+$/],
  ['AOL', /^aol\.[a-z.]+$/],
];

export const OTHER_PROVIDER = 'Other';

/** The provider behind an email domain, so a mail delay at one of them shows as a drop in its rate. */
export function emailProvider(domain: string): string {
  const name = domain.trim().toLowerCase();
  return PROVIDERS.find(([, pattern]) => pattern.test(name))?.[0] ?? OTHER_PROVIDER;
}

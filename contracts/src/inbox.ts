/** A web mail provider whose inbox a confirmation screen can open. */
export interface Inbox {
  /** The provider's name as people know it, for the button: "Open Gmail". */
  name: string;
  url: string;
}

const PROVIDERS: ReadonlyArray<{ provider: string; inbox: Inbox; domains: readonly string[] }> = [
  { provider: 'Gmail', inbox: { name: 'Gmail', url: 'https://mail.google.com/mail/u/0/#inbox' }, domains: ['gmail.com', 'googlemail.com'] },
  {
    provider: 'Outlook',
    inbox: { name: 'Outlook', url: 'https://outlook.live.com/mail/0/inbox' },
    domains: [
      'outlook.com',
      'hotmail.com',
      'hotmail.co.uk',
      'hotmail.fr',
      'hotmail.de',
      'hotmail.it',
      'live.com',
      'live.co.uk',
      'live.fr',
      'msn.com',
    ],
  },
  {
    provider: 'Yahoo',
    inbox: { name: 'Yahoo Mail', url: 'https://mail.yahoo.com/' },
    domains: ['yahoo.com', 'yahoo.co.uk', 'yahoo.fr', 'yahoo.de', 'yahoo.it', 'yahoo.es', 'yahoo.co.jp', 'ymail.com', 'rocketmail.com'],
  },
  { provider: 'iCloud', inbox: { name: 'iCloud Mail', url: 'https://www.icloud.com/mail' }, domains: ['icloud.com', 'me.com', 'mac.com'] },
  {
    provider: 'Proton',
    inbox: { name: 'Proton Mail', url: 'https://mail.proton.me/u/0/inbox' },
    domains: ['proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me'],
  },
  { provider: 'GMX', inbox: { name: 'GMX', url: 'https://www.gmx.net/' }, domains: ['gmx.de', 'gmx.net', 'gmx.at', 'gmx.ch'] },
  { provider: 'GMX', inbox: { name: 'GMX', url: 'https://www.gmx.com/' }, domains: ['gmx.com', 'gmx.us', 'gmx.co.uk', 'gmx.fr'] },
  { provider: 'WEB.DE', inbox: { name: 'WEB.DE', url: 'https://web.de/' }, domains: ['web.de'] },
  { provider: 'AOL', inbox: { name: 'AOL Mail', url: 'https://mail.aol.com/' }, domains: ['aol.com'] },
  { provider: 'Zoho', inbox: { name: 'Zoho Mail', url: 'https://mail.zoho.com/' }, domains: ['zoho.com', 'zohomail.com'] },
  { provider: 'Fastmail', inbox: { name: 'Fastmail', url: 'https://app.fastmail.com/' }, domains: ['fastmail.com', 'fastmail.fm'] },
  { provider: 'Yandex', inbox: { name: 'Yandex Mail', url: 'https://mail.yandex.com/' }, domains: ['yandex.com', 'yandex.ru'] },
  { provider: 'Mail.ru', inbox: { name: 'Mail.ru', url: 'https://e.mail.ru/inbox/' }, domains: ['mail.ru'] },
];

const BY_DOMAIN = new Map(PROVIDERS.flatMap((entry) => entry.domains.map((d) => [d, entry] as const)));

/** The inbox of a well-known provider for this address; undefined for any other domain. */
export function inboxFor(email: string): Inbox | undefined {
  const at = email.lastIndexOf('@');
  if (at < 0) return undefined;
  return BY_DOMAIN.get(
    email
      .slice(at + 1)
      .trim()
      .toLowerCase(),
  )?.inbox;
}

/**
 * The mail provider behind an address or a bare domain ("Gmail" for googlemail.com too), or
 * undefined for any other domain: figures per provider show when mail to one of them is late.
 */
export function mailProvider(addressOrDomain: string): string | undefined {
  const domain = addressOrDomain
    .slice(addressOrDomain.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  return BY_DOMAIN.get(domain)?.provider;
}

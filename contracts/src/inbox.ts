/** A web mail provider whose inbox a confirmation screen can open. */
export interface Inbox {
  /** The provider's name as people know it, for the button: "Open Gmail". */
  name: string;
  url: string;
}

const PROVIDERS: ReadonlyArray<{ inbox: Inbox; domains: readonly string[] }> = [
  { inbox: { name: 'Gmail', url: 'https://mail.google.com/mail/u/0/#inbox' }, domains: ['gmail.com', 'googlemail.com'] },
  {
    inbox: { name: 'Outlook', url: 'https://outlook.live.com/mail/0/inbox' },
    domains: ['outlook.com', 'hotmail.com', 'hotmail.co.uk', 'hotmail.fr', 'hotmail.de', 'hotmail.it', 'live.com', 'live.co.uk', 'live.fr', 'msn.com'],
  },
  {
    inbox: { name: 'Yahoo Mail', url: 'https://mail.yahoo.com/' },
    domains: ['yahoo.com', 'yahoo.co.uk', 'yahoo.fr', 'yahoo.de', 'yahoo.it', 'yahoo.es', 'yahoo.co.jp', 'ymail.com', 'rocketmail.com'],
  },
  { inbox: { name: 'iCloud Mail', url: 'https://www.icloud.com/mail' }, domains: ['icloud.com', 'me.com', 'mac.com'] },
  { inbox: { name: 'Proton Mail', url: 'https://mail.proton.me/u/0/inbox' }, domains: ['proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me'] },
  { inbox: { name: 'GMX', url: 'https://www.gmx.net/' }, domains: ['gmx.de', 'gmx.net', 'gmx.at', 'gmx.ch'] },
  { inbox: { name: 'GMX', url: 'https://www.gmx.com/' }, domains: ['gmx.com', 'gmx.us', 'gmx.co.uk', 'gmx.fr'] },
  { inbox: { name: 'WEB.DE', url: 'https://web.de/' }, domains: ['web.de'] },
  { inbox: { name: 'AOL Mail', url: 'https://mail.aol.com/' }, domains: ['aol.com'] },
  { inbox: { name: 'Zoho Mail', url: 'https://mail.zoho.com/' }, domains: ['zoho.com', 'zohomail.com'] },
  { inbox: { name: 'Fastmail', url: 'https://app.fastmail.com/' }, domains: ['fastmail.com', 'fastmail.fm'] },
  { inbox: { name: 'Yandex Mail', url: 'https://mail.yandex.com/' }, domains: ['yandex.com', 'yandex.ru'] },
  { inbox: { name: 'Mail.ru', url: 'https://e.mail.ru/inbox/' }, domains: ['mail.ru'] },
];

const BY_DOMAIN = new Map(PROVIDERS.flatMap(({ inbox, domains }) => domains.map((d) => [d, inbox] as const)));

/** The inbox of a well-known provider for this address; undefined for any other domain. */
export function inboxFor(email: string): Inbox | undefined {
  const at = email.lastIndexOf('@');
  if (at < 0) return undefined;
  return BY_DOMAIN.get(email.slice(at + 1).trim().toLowerCase());
}

/** The provider's domain family for grouping figures ("gmail.com" for googlemail.com too), else the domain. */
export function mailProviderOf(email: string): string {
  const at = email.lastIndexOf('@');
  const domain = (at < 0 ? '' : email.slice(at + 1)).trim().toLowerCase();
  const inbox = BY_DOMAIN.get(domain);
  return inbox ? inbox.name : domain;
}

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

/**
 * More domains of the well-known mailbox providers (regional editions) and of large national
 * ones, that have no inbox button. With the domains above they are the addresses a sign-up limit
 * per email domain leaves alone: every one of their mailboxes costs its owner an account.
 */
const MORE_WELL_KNOWN_DOMAINS: readonly string[] = [
  // Google, Microsoft, Yahoo, Apple and Proton abroad
  'outlook.fr',
  'outlook.de',
  'outlook.es',
  'outlook.it',
  'outlook.jp',
  'outlook.com.br',
  'hotmail.es',
  'hotmail.nl',
  'hotmail.be',
  'hotmail.ca',
  'hotmail.com.br',
  'hotmail.com.ar',
  'hotmail.se',
  'live.de',
  'live.it',
  'live.nl',
  'live.ca',
  'live.com.au',
  'windowslive.com',
  'yahoo.ca',
  'yahoo.com.au',
  'yahoo.com.br',
  'yahoo.com.mx',
  'yahoo.com.ar',
  'yahoo.in',
  'yahoo.co.in',
  'yahoo.co.id',
  'yahoo.com.sg',
  'yahoo.com.ph',
  'yahoo.se',
  'yahoo.gr',
  'protonmail.me',
  // GMX and United Internet, Deutsche Telekom, Europe's national providers
  'gmx.es',
  'gmx.it',
  'mail.com',
  't-online.de',
  'freenet.de',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'libero.it',
  'virgilio.it',
  'alice.it',
  'tiscali.it',
  'seznam.cz',
  'wp.pl',
  'o2.pl',
  'onet.pl',
  'interia.pl',
  'bluewin.ch',
  'telenet.be',
  'skynet.be',
  'ziggo.nl',
  'btinternet.com',
  'sky.com',
  'virginmedia.com',
  'yandex.ua',
  'yandex.by',
  'yandex.kz',
  'ya.ru',
  'bk.ru',
  'inbox.ru',
  'list.ru',
  'rambler.ru',
  'ukr.net',
  // North America
  'comcast.net',
  'verizon.net',
  'att.net',
  'sbcglobal.net',
  'bellsouth.net',
  'cox.net',
  'charter.net',
  'shaw.ca',
  'rogers.com',
  'sympatico.ca',
  // Asia, Latin America
  'qq.com',
  'foxmail.com',
  '163.com',
  '126.com',
  'yeah.net',
  'sina.com',
  'naver.com',
  'daum.net',
  'hanmail.net',
  'nate.com',
  'docomo.ne.jp',
  'ezweb.ne.jp',
  'rediffmail.com',
  'uol.com.br',
  'bol.com.br',
  'terra.com.br',
  // Privacy-minded providers people pay or sign up for
  'tutanota.com',
  'tuta.io',
  'tutamail.com',
  'posteo.de',
  'mailbox.org',
  'hey.com',
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

/** Built on first use: only the server asks, and the public pages should not build it. */
let wellKnown: Set<string> | undefined;

/** The domains of the well-known mailbox providers. */
export function wellKnownMailDomains(): ReadonlySet<string> {
  return (wellKnown ??= new Set([...BY_DOMAIN.keys(), ...MORE_WELL_KNOWN_DOMAINS]));
}

/** Whether a domain (or an address's domain) belongs to a well-known mailbox provider. */
export function isWellKnownMailDomain(addressOrDomain: string): boolean {
  return wellKnownMailDomains().has(
    addressOrDomain
      .slice(addressOrDomain.lastIndexOf('@') + 1)
      .trim()
      .toLowerCase(),
  );
}

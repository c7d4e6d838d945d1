import { inboxFor, isWellKnownMailDomain, mailProvider } from './inbox';

describe(inboxFor.name, () => {
  it.each([
    ['jane@gmail.com', 'Gmail'],
    ['jane@googlemail.com', 'Gmail'],
    ['jane@hotmail.com', 'Outlook'],
    ['jane@outlook.com', 'Outlook'],
    ['jane@yahoo.co.uk', 'Yahoo Mail'],
    ['jane@icloud.com', 'iCloud Mail'],
    ['jane@proton.me', 'Proton Mail'],
    ['jane@gmx.de', 'GMX'],
  ])('opens the inbox of %s at %s', (email, name) => {
    const inbox = inboxFor(email);
    expect(inbox?.name).toBe(name);
    expect(inbox?.url).toMatch(/^https:\/\//);
  });

  it('ignores the case of the domain', () => {
    expect(inboxFor('Jane@GMail.COM')?.name).toBe('Gmail');
  });

  it('offers nothing for unknown domains, subdomains of known ones, or no domain', () => {
    expect(inboxFor('jane@example.com')).toBeUndefined();
    expect(inboxFor('jane@mail.gmail.com')).toBeUndefined();
    expect(inboxFor('jane')).toBeUndefined();
  });
});

describe(mailProvider.name, () => {
  it('names the provider of an address or a bare domain, and nothing for other domains', () => {
    expect(mailProvider('a@hotmail.com')).toBe('Outlook');
    expect(mailProvider('live.com')).toBe('Outlook');
    expect(mailProvider('A@GoogleMail.com')).toBe('Gmail');
    expect(mailProvider('a@example.org')).toBeUndefined();
  });
});

describe(isWellKnownMailDomain.name, () => {
  it.each(['jane@gmail.com', 'GMAIL.com', 'jane@hotmail.fr', 'jane@yahoo.com.br', 'jane@t-online.de', 'jane@qq.com'])(
    'counts %s as a well-known mailbox provider',
    (value) => {
      expect(isWellKnownMailDomain(value)).toBe(true);
    },
  );

  it('counts any other domain, and subdomains of known ones, as not well known', () => {
    expect(isWellKnownMailDomain('bot@catch-all.example')).toBe(false);
    expect(isWellKnownMailDomain('jane@mail.gmail.com')).toBe(false);
  });
});

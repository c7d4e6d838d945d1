import { emailProvider, OTHER_PROVIDER } from './email-provider';

describe(emailProvider.name, () => {
  it('names the common providers by any of their domains, whatever the case', () => {
    expect(['gmail.com', 'GoogleMail.com'].map(emailProvider)).toEqual(['Gmail', 'Gmail']);
    expect(['outlook.com', 'hotmail.co.uk', 'live.fr', 'msn.com'].map(emailProvider)).toEqual(Array(4).fill('Outlook'));
    expect(['yahoo.com', 'yahoo.co.jp', 'ymail.com'].map(emailProvider)).toEqual(Array(3).fill('Yahoo'));
    expect(['icloud.com', 'me.com', 'mac.com'].map(emailProvider)).toEqual(Array(3).fill('iCloud'));
    expect(['proton.me', 'protonmail.com', 'pm.me'].map(emailProvider)).toEqual(Array(3).fill('Proton'));
    expect(['gmx.de', 'gmx.net'].map(emailProvider)).toEqual(['GMX', 'GMX']);
  });

  it('counts every other domain, look-alikes included, as Other', () => {
    expect(['example.com', 'gmail.com.evil.io', 'notgmail.com', 'mail.yahoo'].map(emailProvider)).toEqual(Array(4).fill(OTHER_PROVIDER));
  });
});

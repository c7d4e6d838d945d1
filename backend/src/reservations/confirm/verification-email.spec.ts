import { createMessages } from '@gameshift/contracts';
import { loadTextsByLocale, type TextsByLocale } from '../../config/localized-messages';
import { verificationEmail } from './verification-email';

describe(verificationEmail.name, () => {
  let texts: TextsByLocale;
  beforeAll(async () => {
    texts = await loadTextsByLocale('GameShift');
  });

  const holdNotice = createMessages('GameShift').handleHold(30);
  const mailIn = (locale: 'en' | 'ja') =>
    verificationEmail({
      texts: texts[locale],
      locale,
      handle: 'neo_99',
      link: 'https://play.example/verify/abc',
      holdMinutes: 30,
      manageLink: 'https://play.example/manage/xyz',
    });

  it('says plainly in both parts how long the handle is held', () => {
    const mail = mailIn('en');
    expect(holdNotice).toContain('for 30 minutes');
    expect(mail.text).toContain(holdNotice);
    expect(mail.html).toContain(holdNotice);
  });

  it('carries the manage link in both parts', () => {
    const mail = mailIn('en');
    expect(mail.text).toContain('Manage your reservation: https://play.example/manage/xyz');
    expect(mail.html).toContain('href="https://play.example/manage/xyz"');
  });

  it('declares the language of its words, for a screen reader to read them in it', () => {
    expect(mailIn('en').html).toContain('<html lang="en">');
    const japanese = mailIn('ja');
    expect(japanese.html).toContain('<html lang="ja">');
    expect(japanese.html).toContain(texts.ja.mail.confirmButton);
  });

  it('names the product and the handle in the subject', () => {
    expect(mailIn('en').subject).toBe('Confirm your GameShift ID: neo_99');
  });

  it('carries the link and says once in each part that it works for 24 hours', () => {
    const mail = mailIn('en');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('https://play.example/verify/abc');
      expect(part.match(/24 hours/g)).toHaveLength(1);
      expect(part).toContain('neo_99');
    }
  });

  it('escapes what it puts into HTML', async () => {
    const odd = await loadTextsByLocale('A&B <Games>');
    const html = verificationEmail({
      texts: odd.en,
      locale: 'en',
      handle: 'x',
      link: 'https://e.x/verify/"q"',
      holdMinutes: 30,
      manageLink: 'https://e.x/manage/"m"',
    }).html;
    expect(html).toContain('A&#38;B &#60;Games&#62;');
    expect(html).not.toContain('"q"');
    expect(html).not.toContain('"m"');
  });
});

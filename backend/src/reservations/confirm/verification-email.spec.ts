import { createMailMessages, createMessages } from '@gameshift/contracts';
import { verificationEmail } from './verification-email';

describe(verificationEmail.name, () => {
  const holdNotice = createMessages('GameShift').handleHold(30);
  const mailIn = (lang: string) =>
    verificationEmail({
      texts: createMailMessages('GameShift'),
      handle: 'neo_99',
      link: 'https://play.example/verify/abc',
      holdNotice,
      manage: { link: 'https://play.example/manage/xyz', label: 'Manage your reservation' },
      lang,
    });
  const mail = mailIn('en');

  it('says plainly in both parts how long the handle is held', () => {
    expect(holdNotice).toContain('for 30 minutes');
    expect(mail.text).toContain(holdNotice);
    expect(mail.html).toContain(holdNotice);
  });

  it('carries the manage link in both parts', () => {
    expect(mail.text).toContain('Manage your reservation: https://play.example/manage/xyz');
    expect(mail.html).toContain('href="https://play.example/manage/xyz"');
  });

  it('declares the language of its words, for a screen reader to read them in it', () => {
    expect(mail.html).toContain('<html lang="en">');
    expect(mailIn('ja').html).toContain('<html lang="ja">');
  });

  it('names the product and the handle in the subject', () => {
    expect(mail.subject).toBe('Confirm your GameShift ID: neo_99');
  });

  it('carries the link and says once in each part that it works for 24 hours', () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('https://play.example/verify/abc');
      expect(part.match(/24 hours/g)).toHaveLength(1);
      expect(part).toContain('neo_99');
    }
  });

  it('escapes what it puts into HTML', () => {
    const html = verificationEmail({
      texts: createMailMessages('A&B <Games>'),
      handle: 'x',
      link: 'https://e.x/verify/"q"',
      holdNotice,
      manage: { link: 'https://e.x/manage/"m"', label: 'Manage' },
      lang: 'en',
    }).html;
    expect(html).toContain('A&#38;B &#60;Games&#62;');
    expect(html).not.toContain('"q"');
    expect(html).not.toContain('"m"');
  });
});

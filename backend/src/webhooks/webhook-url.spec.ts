import { auditedUrl } from './webhook-url';

describe(auditedUrl.name, () => {
  it.each([
    ['https://game.example/hooks/gameshift', 'https://game.example/hooks/gameshift'],
    ['https://game.example:8443/hooks', 'https://game.example:8443/hooks'],
    ['https://bot:s3cret@game.example/hooks', 'https://[redacted]@game.example/hooks'],
    ['https://bot@game.example/hooks', 'https://[redacted]@game.example/hooks'],
    ['https://game.example/hooks?token=s3cret&team=7', 'https://game.example/hooks?token=[redacted]&team=[redacted]'],
    ['https://game.example/hooks?s3cret', 'https://game.example/hooks?[redacted]'],
    ['https://game.example/hooks#s3cret', 'https://game.example/hooks#[redacted]'],
    ['http://[::1]:9000/in?sig=abc', 'http://[::1]:9000/in?sig=[redacted]'],
  ])('keeps %s as %s', (url, audited) => {
    expect(auditedUrl(url)).toBe(audited);
  });

  it('keeps nothing of what is not a URL', () => {
    expect(auditedUrl('not a url s3cret')).toBe('[redacted]');
  });
});

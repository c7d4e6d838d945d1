import { honeypotFilled } from './honeypot';

describe(honeypotFilled.name, () => {
  it('is false for empty, blank and missing trap fields', () => {
    expect(honeypotFilled(undefined)).toBe(false);
    expect(honeypotFilled({})).toBe(false);
    expect(honeypotFilled({ website: '', confirmEmail: '  ', phoneBackup: null })).toBe(false);
  });

  it('is true when any one trap field holds text', () => {
    expect(honeypotFilled({ website: 'https://spam.example' })).toBe(true);
    expect(honeypotFilled({ phoneBackup: ' 5 ' })).toBe(true);
  });
});

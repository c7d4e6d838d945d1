import { hashVerificationToken, isWellFormedToken, newVerificationToken } from './verification-token';

describe(newVerificationToken.name, () => {
  it('makes 256-bit URL-safe tokens and stores only their SHA-256', () => {
    const { token, hash } = newVerificationToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toBe(hashVerificationToken(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
  });

  it('never repeats a token', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newVerificationToken().token));
    expect(tokens.size).toBe(1000);
  });
});

describe(isWellFormedToken.name, () => {
  it('accepts only the token shape', () => {
    expect(isWellFormedToken(newVerificationToken().token)).toBe(true);
    expect(isWellFormedToken('short')).toBe(false);
    expect(isWellFormedToken(`${'a'.repeat(42)}=`)).toBe(false);
    expect(isWellFormedToken(123)).toBe(false);
  });
});

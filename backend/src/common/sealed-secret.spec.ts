import { randomBytes } from 'node:crypto';
import { openSecret, sealSecret } from './sealed-secret';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe(sealSecret.name, () => {
  it('opens what it sealed with the same key, and nothing with another', () => {
    const key = randomBytes(32);
    const sealed = sealSecret(SECRET, key);
    expect(sealed).not.toContain(SECRET);
    expect(openSecret(sealed, key)).toBe(SECRET);
    expect(() => openSecret(sealed, randomBytes(32))).toThrow();
  });
});

import { sameSecret } from './same-secret';

describe(sameSecret.name, () => {
  it('accepts the very same secret', () => {
    expect(sameSecret('open-sesame', 'open-sesame')).toBe(true);
  });

  it('refuses a secret that differs in one character', () => {
    expect(sameSecret('open-sesamf', 'open-sesame')).toBe(false);
  });

  it('refuses a prefix or an extension of the secret, whose length differs', () => {
    expect(sameSecret('open', 'open-sesame')).toBe(false);
    expect(sameSecret('open-sesame!', 'open-sesame')).toBe(false);
  });

  it('refuses an empty secret against a configured one', () => {
    expect(sameSecret('', 'open-sesame')).toBe(false);
  });

  it('compares characters beyond ASCII by their bytes', () => {
    expect(sameSecret('pässwörd', 'pässwörd')).toBe(true);
    expect(sameSecret('passwörd', 'pässwörd')).toBe(false);
  });
});

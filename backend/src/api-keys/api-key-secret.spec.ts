import { API_KEY_PREFIX } from '@gameshift/contracts';
import { apiKeyHash, bearerKey, newApiKey } from './api-key-secret';

describe('newApiKey', () => {
  it('makes a prefixed key of 256 random bits and keeps only its hash and first characters', () => {
    const { key, hash, prefix } = newApiKey();
    expect(key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(Buffer.from(key.slice(API_KEY_PREFIX.length), 'base64url')).toHaveLength(32);
    expect(hash).toBe(apiKeyHash(key));
    expect(hash).not.toContain(key.slice(API_KEY_PREFIX.length));
    expect(key.startsWith(prefix)).toBe(true);
    expect(prefix.length).toBeLessThan(key.length / 2);
  });

  it('never makes the same key twice', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => newApiKey().key));
    expect(keys.size).toBe(1000);
  });
});

describe('bearerKey', () => {
  it('reads a key of ours from a Bearer header', () => {
    const { key } = newApiKey();
    expect(bearerKey(`Bearer ${key}`)).toBe(key);
  });

  it.each([undefined, '', 'Bearer', 'Basic Z3NrXzE=', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig', 'bearer gsk_abc', 'Bearer gsk_a b'])(
    'finds no key in %p',
    (header) => {
      expect(bearerKey(header)).toBeNull();
    },
  );
});

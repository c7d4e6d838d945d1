import * as fc from 'fast-check';
import { clientKey } from './client-key';

describe(clientKey.name, () => {
  it('keys an IPv4 client by its address', () => {
    expect(clientKey('203.0.113.7', 64)).toBe('203.0.113.7');
    expect(clientKey('203.0.113.8', 64)).not.toBe(clientKey('203.0.113.7', 64));
  });

  it('keys an IPv4 address written as IPv6 as the IPv4 address', () => {
    expect(clientKey('::ffff:203.0.113.7', 64)).toBe('203.0.113.7');
    expect(clientKey('::ffff:cb00:7107', 64)).toBe('203.0.113.7');
  });

  it('keys every address of one IPv6 /64 alike, however it is written', () => {
    const key = clientKey('2001:db8:1:2::1', 64);
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:ffff:ffff:ffff:fffe', 64)).toBe(key);
    expect(clientKey('2001:db8:1:2:a:b:c:d%eth0', 64)).toBe(key);
    expect(clientKey('2001:db8:1:3::1', 64)).not.toBe(key);
  });

  it('follows the configured prefix', () => {
    expect(clientKey('2001:db8:1:2ff::1', 56)).toBe('2001:db8:1:200::/56');
    expect(clientKey('2001:db8:1:2ff::1', 48)).toBe(clientKey('2001:db8:1:3ff::9', 48));
    expect(clientKey('2001:db8::1', 128)).toBe('2001:db8::1/128');
    expect(clientKey('2001:db8::1', 128)).not.toBe(clientKey('2001:db8::2', 128));
  });

  it('names a missing or malformed address "unknown"', () => {
    expect(clientKey(undefined, 64)).toBe('unknown');
    expect(clientKey('not-an-ip', 64)).toBe('unknown');
  });

  it('gives any two addresses the same key exactly when their first 64 bits agree', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    const address = fc
      .array(group, { minLength: 8, maxLength: 8 })
      .filter((g) => !(g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff));
    fc.assert(
      fc.property(address, address, (a, b) => {
        const text = (g: number[]) => g.map((x) => x.toString(16)).join(':');
        const samePrefix = a.slice(0, 4).every((x, i) => x === b[i]);
        expect(clientKey(text(a), 64) === clientKey(text(b), 64)).toBe(samePrefix);
      }),
    );
  });
});

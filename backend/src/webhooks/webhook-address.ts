import { isIP } from 'node:net';

/** Why an address may not receive a webhook; null for an address of the public internet. */
export type AddressRange =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared (CGNAT)'
  | 'link-local'
  | 'metadata'
  | 'multicast'
  | 'reserved'
  | 'documentation'
  | 'benchmarking'
  | 'translated';

type Rule = [prefix: number[], bits: number, range: AddressRange];

// Metadata first: the cloud's instance endpoints sit inside link-local and unique-local ranges.
const IPV4: Rule[] = [
  [[169, 254, 169, 254], 32, 'metadata'],
  [[0, 0, 0, 0], 8, 'unspecified'],
  [[10, 0, 0, 0], 8, 'private'],
  [[100, 64, 0, 0], 10, 'shared (CGNAT)'],
  [[127, 0, 0, 0], 8, 'loopback'],
  [[169, 254, 0, 0], 16, 'link-local'],
  [[172, 16, 0, 0], 12, 'private'],
  [[192, 0, 0, 0], 24, 'reserved'],
  [[192, 0, 2, 0], 24, 'documentation'],
  [[192, 88, 99, 0], 24, 'reserved'],
  [[192, 168, 0, 0], 16, 'private'],
  [[198, 18, 0, 0], 15, 'benchmarking'],
  [[198, 51, 100, 0], 24, 'documentation'],
  [[203, 0, 113, 0], 24, 'documentation'],
  [[224, 0, 0, 0], 4, 'multicast'],
  [[240, 0, 0, 0], 4, 'reserved'],
];

const IPV6: Rule[] = [
  [[0xfd, 0x00, 0x0e, 0xc2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x02, 0x54], 128, 'metadata'],
  [[], 128, 'unspecified'],
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], 128, 'loopback'],
  [[0x01, 0x00, 0, 0, 0, 0, 0, 0], 64, 'reserved'],
  [[0x20, 0x01, 0x00, 0x00], 32, 'translated'],
  [[0x20, 0x01, 0x00, 0x02, 0x00, 0x00], 48, 'benchmarking'],
  [[0x20, 0x01, 0x0d, 0xb8], 32, 'documentation'],
  [[0x3f, 0xff], 20, 'documentation'],
  [[0xfc], 7, 'private'],
  [[0xfe, 0x80], 10, 'link-local'],
  [[0xfe, 0xc0], 10, 'private'],
  [[0xff], 8, 'multicast'],
];

/**
 * The range an IP address (v4 or v6, with or without a zone) falls in when it is not the public
 * internet's. IPv6 forms that carry an IPv4 address (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d,
 * NAT64 64:ff9b::/96, 6to4 2002::/16) are judged by the address they carry, since that is where a
 * connection ends up. Anything that does not parse is `reserved`: refused, never waved through.
 */
export function forbiddenRange(address: string): AddressRange | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return matchRules(ipv4Bytes(bare), IPV4);
  if (family !== 6) return 'reserved';
  const bytes = ipv6Bytes(bare);
  if (bytes === null) return 'reserved';
  const embedded = embeddedIpv4(bytes);
  if (embedded !== null) return matchRules(embedded, IPV4);
  return matchRules(bytes, IPV6);
}

function embeddedIpv4(bytes: number[]): number[] | null {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, deprecated; :: and ::1 are not of it).
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return bytes.slice(12);
  if (zeros(0, 12) && !(zeros(12, 15) && bytes[15] <= 1)) return bytes.slice(12);
  // NAT64's well-known prefix: the gateway connects to the IPv4 address in the last 32 bits.
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12)) return bytes.slice(12);
  // 6to4: the relay's IPv4 address follows the prefix.
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return bytes.slice(2, 6);
  return null;
}

function matchRules(bytes: number[], rules: Rule[]): AddressRange | null {
  for (const [prefix, bits, range] of rules) if (inPrefix(bytes, prefix, bits)) return range;
  return null;
}

function inPrefix(bytes: number[], prefix: number[], bits: number): boolean {
  for (let bit = 0; bit < bits; bit += 8) {
    const i = bit / 8;
    const mask = bits - bit >= 8 ? 0xff : (0xff << (8 - (bits - bit))) & 0xff;
    if ((bytes[i] & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

function ipv4Bytes(address: string): number[] {
  return address.split('.').map(Number);
}

/** The 16 bytes of an IPv6 address that `isIP` accepted, a trailing dotted IPv4 included. */
function ipv6Bytes(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = ipv4Bytes(dotted[1]);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail, ...rest] = text.split('::');
  if (rest.length > 0) return null;
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const before = groups(head);
  const after = groups(tail);
  const missing = 8 - before.length - after.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const all = [...before, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...after];
  return all.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

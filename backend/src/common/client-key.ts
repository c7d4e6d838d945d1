import { isIPv4, isIPv6 } from 'node:net';

/**
 * The name limits give a client. An IPv4 address is one client; an IPv6 client is its network
 * (a /64 by default), because one home or one server is handed a whole /64 and can pick a new
 * address in it for every request. An IPv4 address written as IPv6 (::ffff:a.b.c.d) is IPv4.
 */
export function clientKey(ip: string | undefined, ipv6Prefix: number): string {
  if (!ip) return 'unknown';
  const zoneless = ip.split('%')[0];
  if (isIPv4(zoneless)) return zoneless;
  if (!isIPv6(zoneless)) return 'unknown';
  const groups = ipv6Groups(zoneless);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return `${groups[6] >> 8}.${groups[6] & 0xff}.${groups[7] >> 8}.${groups[7] & 0xff}`;
  return `${formatIPv6(maskGroups(groups, ipv6Prefix))}/${ipv6Prefix}`;
}

/** The eight 16-bit groups of a valid IPv6 address (which may end in a dotted IPv4 part). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const all = tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return all.map((g) => parseInt(g, 16));
}

function maskGroups(groups: number[], prefix: number): number[] {
  return groups.map((group, i) => {
    const bits = Math.max(0, Math.min(16, prefix - i * 16));
    return bits === 0 ? 0 : group & ((0xffff << (16 - bits)) & 0xffff);
  });
}

/** RFC 5952 text: lowercase, no leading zeros, the longest run of two or more zero groups as "::". */
function formatIPv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j += 1;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

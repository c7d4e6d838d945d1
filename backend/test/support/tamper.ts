import { randomBytes } from 'node:crypto';

/**
 * The string with one character in its middle replaced, as an attacker editing a signed value
 * would. The character chosen sits between two others of its kind, so it is not a separator or
 * the last, partly unused character of a base64 run; the replacement differs from it in any
 * letter case, so no case-insensitive decoding can undo the change.
 */
export function tamper(value: string): string {
  const plain = /[A-Za-z0-9]/;
  for (let offset = 0; offset < value.length; offset++) {
    for (const i of [Math.floor(value.length / 2) + offset, Math.floor(value.length / 2) - offset]) {
      if (i < 1 || i >= value.length - 1) continue;
      if (!plain.test(value[i - 1]) || !plain.test(value[i]) || !plain.test(value[i + 1])) continue;
      const replacement = value[i].toLowerCase() === 'b' ? 'c' : 'b';
      return value.slice(0, i) + replacement + value.slice(i + 1);
    }
  }
  throw new Error(`found no character to change in ${value}`);
}

/** A random string of the length and alphabet of the given one, signed by nobody. */
export function forgeLike(value: string): string {
  return randomBytes(value.length).toString('base64url').slice(0, value.length);
}

import fc from 'fast-check';

/**
 * Arbitraries for hostile request bodies. Bodies are built as JSON text, not as objects passed to
 * JSON.stringify, so that keys such as __proto__ and duplicated keys reach the server as written.
 */

/** Strings that look like a handle or an email to a person but are not ASCII, or hide characters. */
export const LOOKALIKES = [
  'ａｄｍｉｎ',
  'ＰＬＡＹＥＲ',
  'ｐｌａｙｅｒ＠ｅｘａｍｐｌｅ．ｃｏｍ',
  'аdmin', // Cyrillic а
  'plаyer@example.com', // Cyrillic а in the local part
  'player@exаmple.com', // Cyrillic а in the domain
  '\u212Aelvin', // Kelvin sign, which lowercases to an ASCII k
  'pl\u200Bayer', // zero-width space
  'pl\u00ADayer', // soft hyphen
  'player\u0000',
  '𝓹𝓵𝓪𝔂𝓮𝓻',
  'İnstanbul',
  'ſhadow', // long s, which uppercases to an ASCII S
  'n4z1',
  'AdMiN',
  ' player ',
  'player\n',
  'j.doe@gmail.com',
  'J.Doe@GoogleMail.com',
  'jdoe@gmail.com',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}',
  '%00',
  '../../etc/passwd',
];

const KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'email',
  'gameshift_id',
  'honeypot_fields',
  'human_token',
  'user_agent',
  'token',
  'challenge',
  'sequence',
  'is_verified',
  'website',
  '',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ maxLength: 30 }), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 2 },
  { arbitrary: fc.constantFrom(...LOOKALIKES), weight: 4 },
  { arbitrary: fc.integer({ min: 1_000, max: 25_000 }).map((n) => 'a'.repeat(n)), weight: 1 },
  { arbitrary: fc.constant('x'.repeat(100_000)), weight: 1 },
);

export const hostileKey: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 10 }));

export function objectText(entries: Array<[string, string]>): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
}

const leaf: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('null', 'true', 'false', '0', '-1', '1e308', '-0', '123456789012345678901234567890', '[]', '{}'),
  fc.double().map((n) => JSON.stringify(n)),
  hostileString.map((s) => JSON.stringify(s)),
);

/** Any JSON value, as text, with hostile keys in its objects. */
export const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
  object: fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 }).map(objectText),
})).value;

/** Objects and arrays nested thousands deep, still under the body size limit. */
export const deeplyNested: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 100, max: 5_000 }).map((depth) => `${'{"a":'.repeat(depth)}null${'}'.repeat(depth)}`),
  fc.integer({ min: 100, max: 10_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 100, max: 3_000 }).map((depth) => `{"email":${'{"__proto__":'.repeat(depth)}1${'}'.repeat(depth)}}`),
);

/** Text that is not JSON at all, or only nearly. */
export const brokenJson: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', '{', '{"email":', 'undefined', 'NaN', '{"a":1}}', "{'a':1}", '{"a":1,}', '\uFEFF{}', '{"a":"\\ud800"}'),
);

/** Prototype-pollution attempts, written as JSON text. */
export const pollution: fc.Arbitrary<string> = fc.constantFrom(
  '{"__proto__":{"isAdmin":true,"is_verified":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"__proto__":{"__proto__":{"polluted":1}}}',
  '{"email":"a@example.com","__proto__":{"gameshift_id":"admin"}}',
  '{"token":{"__proto__":{"length":43}}}',
);

/**
 * An object whose known fields come from the given arbitraries (each may be missing), followed
 * by up to two extra entries with hostile keys; or, now and then, any other hostile body.
 */
export function hostileBody(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const shaped = fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.array(fc.tuple(hostileKey, jsonText), { maxLength: 2 }), fc.nat(9))
    .map(([known, extra, extraChance]) => {
      const entries = Object.entries(known) as Array<[string, string]>;
      return objectText(extraChance < 7 ? entries : [...entries, ...extra]);
    });
  return fc.oneof(
    { arbitrary: shaped, weight: 12 },
    { arbitrary: jsonText, weight: 2 },
    { arbitrary: deeplyNested, weight: 1 },
    { arbitrary: brokenJson, weight: 1 },
    { arbitrary: pollution, weight: 1 },
  );
}

/** A field value: mostly from `likely`, otherwise a hostile string or any JSON value. */
export function field(likely: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: likely.map((s) => JSON.stringify(s)), weight: 5 },
    { arbitrary: hostileString.map((s) => JSON.stringify(s)), weight: 2 },
    { arbitrary: jsonText, weight: 1 },
  );
}

/** A path segment with every byte outside the unreserved set percent-encoded, lone surrogates included. */
export function encodeSegment(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

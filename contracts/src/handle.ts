import {
  ALLOWED_HANDLE_WORDS,
  BLOCKED_HANDLE_WORDS,
  HANDLE_PREFIXES,
  HANDLE_WORD_PLACES,
  RESERVED_HANDLE_WORDS,
  type HandleWordPlace,
} from './blocklists';
import { USER_ID } from './constants';
import type { PublicPageMessages } from './i18n/english/public.generated';
import { DEFAULT_PRODUCT_NAME } from './product';

export type HandleErrorCode = 'handle_required' | 'handle_format' | 'handle_digits_only' | 'handle_restricted' | 'handle_reserved';

export type HandleVerdict = { ok: true; handle: string } | { ok: false; code: HandleErrorCode };

export type HandleRuleOptions = {
  /** The configured product name; its own name is blocked like the default one. */
  productName?: string | undefined;
};

/**
 * Checked on the raw input, before lowercasing, because some non-ASCII letters lowercase into
 * ASCII (the Kelvin sign 'K' becomes 'k') and must not slip through as a look-alike.
 */
const ASCII_HANDLE = new RegExp(`^[A-Za-z0-9_]{${USER_ID.min},${USER_ID.max}}$`);
const HAS_LETTER = /[a-z]/;

/** Shorter names would block too many innocent handles to be worth it. */
const MIN_BLOCKED_PRODUCT_NAME_LENGTH = 3;

/** Characters people substitute for letters, and the letters each may stand for. */
const LOOKALIKES: ReadonlyMap<string, string> = new Map([
  ['0', 'o'],
  ['1', 'il'],
  ['3', 'e'],
  ['4', 'a'],
  ['5', 's'],
  ['7', 't'],
  ['8', 'b'],
  ['@', 'a'],
  ['$', 's'],
]);

/** The input without surrounding spaces and the `@` people write before a handle. */
function withoutPrefix(input: string): string {
  return input.trim().replace(/^@/, '');
}

export function normalizeHandle(input: string): string {
  return withoutPrefix(input).toLowerCase();
}

/** The handle rule. A leading `@` is not part of the handle: `@player_one` is `player_one`. */
export function validateHandle(input: unknown, options: HandleRuleOptions = {}): HandleVerdict {
  const trimmed = typeof input === 'string' ? withoutPrefix(input) : '';
  if (trimmed === '') {
    return { ok: false, code: 'handle_required' };
  }
  if (!ASCII_HANDLE.test(trimmed)) {
    return { ok: false, code: 'handle_format' };
  }
  const handle = trimmed.toLowerCase();
  if (!HAS_LETTER.test(handle)) {
    return { ok: false, code: 'handle_digits_only' };
  }
  if (findRestrictedWord(handle, options) !== null) {
    // Only the staff's words ('admin', ...) make it reserved; any word of the specification's list, the product name included, restricted.
    return { ok: false, code: findWord(handle, RESTRICTED_WORDS, options.productName) === null ? 'handle_reserved' : 'handle_restricted' };
  }
  return { ok: true, handle };
}

export function handleMessage(code: HandleErrorCode, messages: PublicPageMessages): string {
  switch (code) {
    case 'handle_required':
      return messages.handleRequired;
    case 'handle_format':
      return messages.handleFormat;
    case 'handle_digits_only':
      return messages.handleDigitsOnly;
    case 'handle_restricted':
      return messages.handleRestricted;
    case 'handle_reserved':
      return messages.handleReserved;
  }
}

/**
 * The first blocked word the handle contains, or null. The handle is read part by part
 * (underscores separate parts), the way players build one from a name and additions:
 *
 * - Where a blocked word may sit inside a part depends on the word (HANDLE_WORD_PLACES): short
 *   words that are common inside names ('ass' in 'cassandra', 'pedo' in 'sharpedo') count only
 *   at the start or end of a part, the others anywhere.
 * - Digits are read as the letters they resemble only where that spells a blocked word and
 *   uses up the whole run of digits: 'sh1t' and 'a55' are read, while the number a player adds
 *   to a name ('contessa550', 'germana55') stays a number.
 * - A blocked word spelled across underscores counts when it is made of whole parts
 *   ('f_u_c_k'), never when it only straddles two ('else_x').
 * - A blocked word lying wholly inside an allowed word written whole is forgiven (the
 *   Scunthorpe problem).
 */
export function findRestrictedWord(handle: string, options: HandleRuleOptions = {}): string | null {
  return findWord(handle, BLOCKED_HANDLE_WORDS, options.productName);
}

/** The first of `words`, or the configured product name, that the handle contains. */
function findWord(handle: string, listed: readonly string[], productName: string | undefined): string | null {
  const words = withProductName(listed, productName);
  const parts = handle.toLowerCase().split('_');
  for (const part of parts) {
    if (part === '') continue;
    const reading = readPart(part);
    const found = words.find((word) => occursInPart(reading, word));
    if (found !== undefined) return found;
  }
  return findAcrossParts(parts, words);
}

type PartReading = { part: string; leet: boolean; boundaries: ReadonlySet<number> };

function readPart(part: string): PartReading {
  // Digits followed by letters ('h0753x') mean the part is written in look-alikes, so it is
  // read as letters throughout, with only its edges, prefixes and a closing number as boundaries.
  const leet = /[^a-z][a-z]/.test(part);
  return { part, leet, boundaries: leet ? leetBoundaries(part) : partBoundaries(part) };
}

function occursInPart({ part, leet, boundaries }: PartReading, word: string): boolean {
  const place = HANDLE_WORD_PLACES[word] ?? 'anywhere';
  for (let start = 0; start + word.length <= part.length; start++) {
    const end = start + word.length;
    if (!matchesAt(part, word, start)) continue;
    const atStart = boundaries.has(start);
    const atEnd = boundaries.has(end);
    if (!fitsPlace(place, atStart, atEnd)) continue;
    if (!readsDigitsAsLetters(part, word, start, end, atStart || place === 'anywhere') && !leet) continue;
    if (isForgiven(part, start, end)) continue;
    return true;
  }
  return false;
}

/** A word spelled over two or more whole parts, such as 'n_a_z_i' or 'game_shift'. */
function findAcrossParts(parts: readonly string[], words: readonly string[]): string | null {
  for (let first = 0; first < parts.length; first++) {
    let joined = parts[first];
    for (let last = first + 1; last < parts.length; last++) {
      joined += parts[last];
      const found = words.find((word) => word.length === joined.length && matchesAt(joined, word, 0));
      if (found !== undefined) return found;
    }
  }
  return null;
}

function fitsPlace(place: HandleWordPlace, atStart: boolean, atEnd: boolean): boolean {
  switch (place) {
    case 'anywhere':
      return true;
    case 'start':
      return atStart;
    case 'end':
      return atEnd;
    case 'edge':
      return atStart || atEnd;
    case 'whole':
      return atStart && atEnd;
  }
}

/**
 * Where a word may start or end inside a part: the part's edges, the points where letters meet
 * look-alike characters ('a55|hole'), and the end of a prefix players put before a name
 * ('the|', 'xx|'), so 'xxdickhead' is read like 'xx_dickhead'.
 */
function partBoundaries(part: string): Set<number> {
  const boundaries = prefixBoundaries(part);
  for (let i = 1; i < part.length; i++) {
    if (isLetter(part.charAt(i - 1)) !== isLetter(part.charAt(i))) boundaries.add(i);
  }
  return boundaries;
}

function leetBoundaries(part: string): Set<number> {
  const boundaries = prefixBoundaries(part);
  const number = /[a-z][0-9]+$/.exec(part);
  if (number) boundaries.add(number.index + 1);
  return boundaries;
}

function prefixBoundaries(part: string): Set<number> {
  const boundaries = new Set([0, part.length]);
  for (const prefix of HANDLE_PREFIXES) {
    if (part.length > prefix.length && part.startsWith(prefix)) boundaries.add(prefix.length);
  }
  return boundaries;
}

/**
 * Look-alike characters are read as letters only where they plainly belong to the word: a run
 * of them is never split at the start of the word ('contessa|550' is not 'ass' + 'o'), may run
 * on past its end only when the word starts at a boundary ('5h17|52' is 'shit' then a number),
 * and a run alone spells a word only at the start of a part ('455hole', not 'jerrilyn455').
 */
function readsDigitsAsLetters(part: string, word: string, start: number, end: number, atStart: boolean): boolean {
  const text = part.slice(start, end);
  if (text === word) return true;
  if (start > 0 && !isLetter(part.charAt(start)) && !isLetter(part.charAt(start - 1))) return false;
  const runsOnPastEnd = end < part.length && !isLetter(part.charAt(end - 1)) && !isLetter(part.charAt(end));
  if (runsOnPastEnd && !atStart) return false;
  const endsPartWithDigits = end === part.length && !isLetter(part.charAt(end - 1));
  if (endsPartWithDigits && !atStart) return false;
  if (!/[a-z]/.test(text) && start > 0) return false;
  return true;
}

function isLetter(char: string): boolean {
  return char >= 'a' && char <= 'z';
}

function isForgiven(part: string, start: number, end: number): boolean {
  return ALLOWED_HANDLE_WORDS.some((allowed) => {
    for (let at = Math.max(0, end - allowed.length); at <= start && at + allowed.length <= part.length; at++) {
      if (matchesAt(part, allowed, at)) return true;
    }
    return false;
  });
}

/** The words of the specification's blocklist: every blocked word but the staff's. */
const RESTRICTED_WORDS = BLOCKED_HANDLE_WORDS.filter((word) => !RESERVED_HANDLE_WORDS.includes(word));

function withProductName(words: readonly string[], productName: string | undefined): readonly string[] {
  const product = (productName ?? DEFAULT_PRODUCT_NAME).toLowerCase().replace(/[^a-z0-9]/g, '');
  if (product.length < MIN_BLOCKED_PRODUCT_NAME_LENGTH || words.includes(product)) return words;
  return [...words, product];
}

function matchesAt(text: string, word: string, start: number): boolean {
  for (let i = 0; i < word.length; i++) {
    const actual = text.charAt(start + i);
    const expected = word.charAt(i);
    if (actual !== expected && !(LOOKALIKES.get(actual)?.includes(expected) ?? false)) {
      return false;
    }
  }
  return true;
}

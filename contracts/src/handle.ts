import { ALLOWED_HANDLE_WORDS, BLOCKED_HANDLE_WORDS } from './blocklists';
import { USER_ID } from './constants';
import type { Messages } from './messages';
import { DEFAULT_PRODUCT_NAME } from './product';

export type HandleErrorCode =
  | 'handle_required'
  | 'handle_format'
  | 'handle_digits_only'
  | 'handle_restricted';

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

export function normalizeHandle(input: string): string {
  return input.trim().toLowerCase();
}

export function validateHandle(input: unknown, options: HandleRuleOptions = {}): HandleVerdict {
  if (typeof input !== 'string' || input.trim() === '') {
    return { ok: false, code: 'handle_required' };
  }
  const trimmed = input.trim();
  if (!ASCII_HANDLE.test(trimmed)) {
    return { ok: false, code: 'handle_format' };
  }
  const handle = trimmed.toLowerCase();
  if (!HAS_LETTER.test(handle)) {
    return { ok: false, code: 'handle_digits_only' };
  }
  if (findRestrictedWord(handle, options) !== null) {
    return { ok: false, code: 'handle_restricted' };
  }
  return { ok: true, handle };
}

export function handleMessage(code: HandleErrorCode, messages: Messages): string {
  switch (code) {
    case 'handle_required':
      return messages.handleRequired;
    case 'handle_format':
      return messages.handleFormat;
    case 'handle_digits_only':
      return messages.handleDigitsOnly;
    case 'handle_restricted':
      return messages.handleRestricted;
  }
}

/**
 * The first blocked word the handle contains once look-alikes are read as letters and
 * underscores are dropped, or null. A blocked word lying wholly inside an allowed word is
 * forgiven there (the Scunthorpe problem), but only where the allowed word is written whole:
 * underscores split it, so they cannot be used to build one around a blocked word.
 */
export function findRestrictedWord(handle: string, options: HandleRuleOptions = {}): string | null {
  const lowered = handle.toLowerCase();
  const text = lowered.replace(/_/g, '');
  const allowedSpans = ALLOWED_HANDLE_WORDS.flatMap((word) =>
    lookalikeOccurrences(lowered, word).map((startInHandle) => {
      const start = startInHandle - countUnderscores(lowered.slice(0, startInHandle));
      return { start, end: start + word.length };
    }),
  );
  const isForgiven = (start: number, end: number) =>
    allowedSpans.some((span) => span.start <= start && end <= span.end);

  for (const word of blockedWords(options.productName)) {
    const unforgiven = lookalikeOccurrences(text, word).some(
      (start) => !isForgiven(start, start + word.length),
    );
    if (unforgiven) {
      return word;
    }
  }
  return null;
}

function blockedWords(productName: string | undefined): readonly string[] {
  const product = (productName ?? DEFAULT_PRODUCT_NAME).toLowerCase().replace(/[^a-z0-9]/g, '');
  if (product.length < MIN_BLOCKED_PRODUCT_NAME_LENGTH || BLOCKED_HANDLE_WORDS.includes(product)) {
    return BLOCKED_HANDLE_WORDS;
  }
  return [...BLOCKED_HANDLE_WORDS, product];
}

function lookalikeOccurrences(text: string, word: string): number[] {
  const starts: number[] = [];
  for (let start = 0; start + word.length <= text.length; start++) {
    if (matchesAt(text, word, start)) {
      starts.push(start);
    }
  }
  return starts;
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

function countUnderscores(text: string): number {
  return text.length - text.replace(/_/g, '').length;
}

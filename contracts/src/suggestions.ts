import { USER_ID } from './constants';
import { normalizeHandle, validateHandle, type HandleRuleOptions } from './handle';

/** The x suffix and the_ prefix are offered only for handles shorter than this. */
const AFFIX_MAX_HANDLE_LENGTH = 18;

/**
 * Alternatives to a taken handle, best first, each a valid handle. The caller keeps the
 * available ones and shows at most MAX_SUGGESTIONS.
 */
export function suggestHandles(handle: string, options: HandleRuleOptions = {}): string[] {
  const base = normalizeHandle(handle);
  const candidates = [
    withSuffix(base, '2'),
    withSuffix(base, '3'),
    withSuffix(base, '4'),
    withSuffix(base, '5'),
    withSuffix(base, '_'),
    withSuffix(base, '_2'),
  ];
  if (base.length < AFFIX_MAX_HANDLE_LENGTH) {
    candidates.push(withSuffix(base, 'x'), withPrefix('the_', base));
  }
  const unique = new Set(candidates.filter((candidate) => candidate !== base));
  return [...unique].filter((candidate) => validateHandle(candidate, options).ok);
}

function withSuffix(base: string, suffix: string): string {
  return base.slice(0, USER_ID.max - suffix.length) + suffix;
}

function withPrefix(prefix: string, base: string): string {
  return prefix + base.slice(0, USER_ID.max - prefix.length);
}

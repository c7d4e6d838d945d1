import { benignCorpus, measure, offensiveCorpus } from '../moderation/corpus.cjs';
import { validateHandle } from './handle';

/**
 * The share of the offensive corpus the substring rule caught before matching became part-aware
 * (1841 of 4833 handles, measured with `npm run bench:moderation` on that rule).
 */
const OFFENSIVE_CAUGHT_BEFORE = 1841 / 4833;
const MAX_BENIGN_REFUSED = 0.001;
const MIN_BENIGN_HANDLES = 20_000;

/** Refused for a word it contains: offensive, or reserved for the site's own voice. */
const isRestricted = (handle: string) => {
  const verdict = validateHandle(handle);
  return !verdict.ok && (verdict.code === 'handle_restricted' || verdict.code === 'handle_reserved');
};

describe('handle moderation on the corpora', () => {
  const benign = benignCorpus();
  const offensive = offensiveCorpus();

  it(`builds at least ${MIN_BENIGN_HANDLES} benign handles, all well-formed`, () => {
    expect(benign.length).toBeGreaterThanOrEqual(MIN_BENIGN_HANDLES);
    expect(benign.filter((entry) => !/^[a-z0-9_]{2,15}$/.test(entry.handle) || !/[a-z]/.test(entry.handle))).toEqual([]);
  });

  it('refuses at most 0.1 % of the benign handles', () => {
    expect(measure(benign, isRestricted).rate).toBeLessThanOrEqual(MAX_BENIGN_REFUSED);
  });

  it('catches at least as much of the offensive corpus as the substring rule did', () => {
    expect(offensive.length).toBe(4833);
    expect(measure(offensive, isRestricted).rate).toBeGreaterThanOrEqual(OFFENSIVE_CAUGHT_BEFORE);
  });

  it('accepts the real names that the substring rule refused', () => {
    const handles = benign.map((entry) => entry.handle);
    for (const handle of ['sharpedo', 'cofagrigus', 'cassandra', 'silvanus']) {
      expect(handles).toContain(handle);
      expect(isRestricted(handle)).toBe(false);
    }
  });
});

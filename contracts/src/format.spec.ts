import { formatCount, headingId, maskEmail, minutesUntil } from './format';

describe(formatCount.name, () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1049, '1K'],
    [1050, '1.1K'],
    [1500, '1.5K'],
    [12_345, '12.3K'],
    [999_999, '1M'],
    [1_000_000, '1M'],
    [1_250_000, '1.3M'],
    [15_600_000, '15.6M'],
  ])('shows %p as %p', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });

  it('moves to M when a K count would round to 1000K', () => {
    expect(formatCount(999_950)).toBe('1M');
  });

  it('keeps the sign of a negative count', () => {
    expect(formatCount(-1500)).toBe('-1.5K');
  });

  it('shows a missing count as 0', () => {
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

describe(headingId.name, () => {
  it.each([
    ['Hello, World!', 'hello-world'],
    ['  --Trim--  ', 'trim'],
    ['What’s new in 2025?', 'what-s-new-in-2025'],
    ['Already-kebab-case', 'already-kebab-case'],
    ['!!!', ''],
  ])('turns %p into %p', (text, id) => {
    expect(headingId(text)).toBe(id);
  });
});

describe(maskEmail.name, () => {
  it('keeps the first and last character of the local part and the domain', () => {
    expect(maskEmail('jane@example.com')).toBe('j••e@example.com');
  });

  it('hides each hidden character with one bullet', () => {
    expect(maskEmail('alexander@example.com')).toBe('a•••••••r@example.com');
  });

  it('hides the second character of a two-character local part', () => {
    expect(maskEmail('jo@example.com')).toBe('j•@example.com');
  });

  it('hides a one-character local part entirely', () => {
    expect(maskEmail('j@example.com')).toBe('•@example.com');
  });

  it('masks a string without an @ as a local part', () => {
    expect(maskEmail('jane')).toBe('j••e');
  });
});

describe(minutesUntil.name, () => {
  const now = 1_700_000_000_000;

  it('counts whole minutes', () => {
    expect(minutesUntil(now + 5 * 60_000, now)).toBe(5);
  });

  it('rounds a part minute up', () => {
    expect(minutesUntil(now + 4 * 60_000 + 1, now)).toBe(5);
  });

  it('is 1 for a few seconds', () => {
    expect(minutesUntil(now + 3_000, now)).toBe(1);
  });

  it('is 0 once the time has passed', () => {
    expect(minutesUntil(now - 60_000, now)).toBe(0);
  });
});

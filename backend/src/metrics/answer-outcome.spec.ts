import { humanCheckResult, reservationOutcome } from './answer-outcome';

describe(reservationOutcome.name, () => {
  it.each([
    [201, false, 'created'],
    [201, true, 'bot'],
    [400, false, 'refused'],
    [400, true, 'refused'],
    [403, false, 'bot'],
    [409, false, 'conflict'],
    [429, false, 'limited'],
  ] as const)('reads status %p with a filled trap %p as %p', (status, trapFilled, outcome) => {
    expect(reservationOutcome(status, trapFilled)).toBe(outcome);
  });

  it('leaves server errors to the request histogram', () => {
    expect(reservationOutcome(500, false)).toBeUndefined();
    expect(reservationOutcome(503, false)).toBeUndefined();
  });
});

describe(humanCheckResult.name, () => {
  it('counts a token as passed and a refused or malformed answer as failed', () => {
    expect(humanCheckResult(201)).toBe('passed');
    expect(humanCheckResult(403)).toBe('failed');
    expect(humanCheckResult(400)).toBe('failed');
  });

  it('does not count a limited or failed request as a check', () => {
    expect(humanCheckResult(429)).toBeUndefined();
    expect(humanCheckResult(500)).toBeUndefined();
  });
});

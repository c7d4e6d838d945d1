/** What a reservation attempt came to, as an operator counts it. */
export type ReservationOutcome = 'created' | 'refused' | 'conflict' | 'limited' | 'bot';
export const RESERVATION_OUTCOMES: readonly ReservationOutcome[] = ['created', 'refused', 'conflict', 'limited', 'bot'];

export type HumanCheckResult = 'passed' | 'failed';
export const HUMAN_CHECK_RESULTS: readonly HumanCheckResult[] = ['passed', 'failed'];

export const RESERVE_ROUTE = '/api/validate-reservation';
export const HUMAN_CHECK_ROUTE = '/api/human-check/verify';

/**
 * A reservation's outcome from its answer: every refusal, wherever it was decided (the throttler,
 * the input rules, the human check, the pending cap, the database's constraints), ends as one of
 * these statuses. A filled trap field answers 201 like a real reservation, so only the request
 * tells the two apart. A 5xx is no outcome of the visitor's: the request histogram counts it.
 */
export function reservationOutcome(status: number, trapFilled: boolean): ReservationOutcome | undefined {
  switch (status) {
    case 201:
      return trapFilled ? 'bot' : 'created';
    case 400:
      return 'refused';
    case 403:
      return 'bot';
    case 409:
      return 'conflict';
    case 429:
      return 'limited';
    default:
      return undefined;
  }
}

/** A played pattern passed (a human token) or failed (wrong, too fast, forged, spent, expired or malformed). */
export function humanCheckResult(status: number): HumanCheckResult | undefined {
  if (status === 201) return 'passed';
  if (status === 400 || status === 403) return 'failed';
  return undefined;
}

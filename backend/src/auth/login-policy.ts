/*
 * Admin sign-in policy. Failures are counted per (account, client): a client that keeps guessing
 * one account waits longer and longer, while everyone else, the account's owner included, is not
 * affected. Every attempt is counted before its password is checked, so parallel guesses inside
 * one window get no extra checks; a right password then clears that client's count. Counts decay,
 * so a forgotten password typed a few times does not follow its owner for days. Across all
 * clients an account-wide count past a ceiling slows every attempt on that account a little, but
 * never refuses one.
 */

/** Failures a client may make on one account before it has to wait. */
export const FREE_FAILURES = 5;

/** The longest wait between two attempts of one client on one account. */
export const MAX_DELAY_SECONDS = 900;

/** One failure is forgotten for each this many seconds without a new one. */
export const FAILURE_DECAY_SECONDS = 600;

/** Added before the password check of every attempt on an account past its ceiling. */
export const CEILING_SLOWDOWN_MS = 1000;

/** Seconds a client must wait after `failures` failures: none for the first five, then doubling, capped at 15 minutes. */
export function loginDelaySeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_DELAY_SECONDS);
}

/** The failures still counted `elapsedSeconds` after the last one. */
export function decayedFailures(failures: number, elapsedSeconds: number): number {
  return Math.max(0, failures - Math.floor(Math.max(0, elapsedSeconds) / FAILURE_DECAY_SECONDS));
}

/** Whether a client with this record may try now, and if not, how many whole seconds it must wait. */
export function secondsToWait(failures: number, lastFailedAt: Date, now: Date): number {
  // Parallel attempts may read a last failure stamped a moment after their own clock reading.
  const elapsed = Math.max(0, (now.getTime() - lastFailedAt.getTime()) / 1000);
  const delay = loginDelaySeconds(decayedFailures(failures, elapsed));
  return delay === 0 ? 0 : Math.max(0, Math.ceil(delay - elapsed));
}

/*
 * Wrong second-factor codes after a right password are also counted per account, across every
 * client: a password holder spreading guesses over many addresses gets this many checked codes
 * per window in all, after which authenticator codes are refused unchecked until the window ends.
 * Recovery codes are too long to guess and stay open, so the account's owner is never shut out.
 */

/** Wrong codes an account may receive from all clients together in one window. */
export const CODE_FAILURES_PER_ACCOUNT = 10;

/** The window, opened by the first code checked after the last one ended. */
export const CODE_WINDOW_SECONDS = 900;

import {
  emailMessage,
  HONEYPOT_DELAY_MS,
  validateEmail,
  type PublicPageMessages,
  type ValidateReservationRequest,
} from '@gameshift/contracts';
import { createReservation } from '../api/createReservation';
import { recordAttempt } from './attemptLimit';

export { checkAttemptLimit } from './attemptLimit';
export { toSubmitFailure } from './submitFailure';

/** The email rule the browser checks (the product's floor list), with its message when broken. */
export function checkEmail(email: string, messages: PublicPageMessages): { ok: true; email: string } | { ok: false; message: string } {
  const verdict = validateEmail(email);
  return verdict.ok ? verdict : { ok: false, message: emailMessage(verdict.code, messages) };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

/**
 * The reservation call; null when a trap field was filled and the page only pretends. This module
 * and what it brings (the attempt count, the mapping of answers) load once the email step shows,
 * not with `/`, whose first screen never sends.
 */
export async function reserve(request: ValidateReservationRequest, trapFilled: boolean) {
  recordAttempt();
  if (!trapFilled) return createReservation(request);
  // A filled trap field means a bot: the server judges it once the game is played, logs it and
  // answers as if all went well, and so does the page, after the same pause whatever the server said.
  createReservation(request).catch(() => undefined);
  await sleep(HONEYPOT_DELAY_MS);
  return null;
}

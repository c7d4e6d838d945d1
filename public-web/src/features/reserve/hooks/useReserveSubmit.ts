import { AUTO_SUBMIT_DELAY_MS, handleMessage, honeypotFilled, validateHandle, type ValidateReservationRequest } from '@gameshift/contracts';
import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { track, visitAttribution } from '../../../lib/analytics';
import { useAction } from '../../../lib/apiClient';
import { useMessages } from '../../../hooks/useMessages';
import { useLocale } from '../../../lib/locale';
import type { SubmitFailure } from '../utils/submitFailure';
import { HANDLE_RULES, type Reservation, type ReserveFormAction, type ReserveFormState } from './reserveFormState';

/** The call and its answers' mapping, asked for once the email step shows (see reserveCall.ts). */
export const loadReserveCall = () => import('../utils/reserveCall');

const reserve = async (request: ValidateReservationRequest, trapFilled: boolean) => (await loadReserveCall()).reserve(request, trapFilled);

/**
 * Submitting the reserve form: the rules checked here first, then (once per token) the human
 * check, then the reservation call, its answer mapped to field and form errors. A
 * token from the game submits the form by itself, a moment after the game closes.
 */
export function useReserveSubmit(state: ReserveFormState, dispatch: Dispatch<ReserveFormAction>) {
  const { messages } = useMessages();
  const locale = useLocale();
  const latest = useRef(state);
  latest.current = state;
  const { run, isRunning, pending } = useAction(reserve);
  const fail = useCallback((failure: SubmitFailure) => dispatch({ type: 'failed', failure }), [dispatch]);

  const submit = useCallback(
    async (tokenFromGame?: string) => {
      if (isRunning()) return;
      const { handle, email, honeypot, humanToken, replaces } = latest.current;
      if (latest.current.sending && !tokenFromGame) return;

      const handleVerdict = validateHandle(handle, HANDLE_RULES);
      if (!handleVerdict.ok) {
        fail({ kind: 'field', field: 'handle', message: handleMessage(handleVerdict.code, messages) });
        return;
      }
      dispatch({ type: 'submitting' });
      let call: Awaited<ReturnType<typeof loadReserveCall>>;
      try {
        call = await loadReserveCall();
      } catch {
        // The page lost its connection before this code came: nothing was sent.
        fail({ kind: 'form', message: messages.genericError });
        return;
      }
      const { checkAttemptLimit, checkEmail, toSubmitFailure } = call;
      const emailVerdict = checkEmail(email, messages);
      if (!emailVerdict.ok) {
        fail({ kind: 'field', field: 'email', message: emailVerdict.message });
        return;
      }
      const limit = checkAttemptLimit();
      if (!limit.allowed) {
        fail({ kind: 'form', message: messages.tooManyAttempts(limit.minutes) });
        return;
      }

      const token = tokenFromGame ?? humanToken;
      if (!token) {
        fail({ kind: 'human-check' });
        return;
      }

      const request = {
        email: emailVerdict.email,
        gameshift_id: handleVerdict.handle,
        honeypot_fields: honeypot,
        user_agent: navigator.userAgent,
        ...(replaces && { replaces }),
        human_token: token,
        attribution: visitAttribution(),
        // The language of the page it was made on, for its mail; an English page's request is as before.
        ...(locale !== 'en' && { locale }),
      };
      const trapFilled = honeypotFilled(honeypot);
      const outcome = await run(request, trapFilled);
      if (!outcome) return;
      if (outcome.ok) {
        const created = outcome.result;
        if (created) track('reserved');
        const done: Reservation = { email: emailVerdict.email, typedEmail: email.trim(), handle: handleVerdict.handle };
        dispatch({
          type: 'reserved',
          reservation: created ? { ...done, manageKey: created.manage_key, holdMinutes: created.hold_minutes } : done,
        });
      } else {
        fail(toSubmitFailure(outcome.error, messages));
      }
    },
    [run, isRunning, dispatch, fail, messages, locale],
  );

  // The game hands over a fresh token: reserve with it once the game has closed.
  const { humanToken } = state;
  useEffect(() => {
    if (humanToken === null) return;
    const timer = window.setTimeout(() => void submit(humanToken), AUTO_SUBMIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [humanToken, submit]);

  return { submit, busy: pending || state.sending };
}

import { handleMessage, validateHandle, type HoneypotField, type SiteMessages } from '@gameshift/contracts';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { track } from '../../../lib/analytics';
import { useMessages } from '../../../hooks/useMessages';
import { useHandleAvailability, type AvailabilityStatus } from '../api/getHandleAvailability';
import { HANDLE_RULES, initialReserveForm, reserveFormReducer } from './reserveFormState';
import { keepReservation, reservationBeforeReload } from '../utils/keptReservation';
import { loadReserveCall, useReserveSubmit } from './useReserveSubmit';

export type { FieldErrors, HoneypotValues, Reservation, ReserveStep } from './reserveFormState';

/** How long typing pauses before a broken handle rule shows: the availability check's own pause. */
const RULE_PAUSE_MS = 300;

/** The reason the page already showed for `handle` being unavailable, or null. */
function takenReason(availability: AvailabilityStatus, handle: string, uiMessages: SiteMessages): string | null {
  if (availability.status !== 'done' || availability.handle !== handle || availability.result.available) return null;
  return availability.result.reason ?? uiMessages.reserve.unavailable(handle);
}

/**
 * The two-step reserve form: handle, then email, then (once per token) the human check, then
 * the reservation call, mapped to field and form errors (a field's error under it, the rest above the form). Its state is one reducer
 * (reserveFormState.ts); submitting is useReserveSubmit.
 */
export function useReserveForm(suggested: string | null) {
  const { messages, uiMessages } = useMessages();
  const [state, dispatch] = useReducer(reserveFormReducer, { suggested, messages }, initialReserveForm);
  const { submit, busy } = useReserveSubmit(state, dispatch);

  useEffect(() => {
    const reservation = reservationBeforeReload();
    if (reservation) dispatch({ type: 'reserved', reservation });
  }, []);
  useEffect(() => {
    if (state.reservation) keepReservation(state.reservation);
  }, [state.reservation]);

  const handleVerdict = validateHandle(state.handle, HANDLE_RULES);
  const handleTyped = state.handle.trim() !== '';
  // A broken rule shows once typing pauses, as "available" does, rather than only on Continue.
  const [pausedOn, setPausedOn] = useState(state.handle);
  useEffect(() => {
    const timer = window.setTimeout(() => setPausedOn(state.handle), RULE_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [state.handle]);
  useEffect(() => {
    if (handleTyped) track('handle_entered');
  }, [handleTyped]);
  useEffect(() => {
    if (state.step !== 'email') return;
    track('email_step');
    loadReserveCall().catch(() => undefined);
  }, [state.step]);
  const asked = useHandleAvailability(handleVerdict.ok ? handleVerdict.handle : null, state.takenHandle);
  // The rule a handle breaks shows where its availability would, with the same cross.
  const availability: AvailabilityStatus =
    !handleVerdict.ok && handleTyped && pausedOn === state.handle
      ? {
          status: 'done',
          handle: state.handle,
          result: { available: false, reason: handleMessage(handleVerdict.code, messages), suggestions: [] },
        }
      : asked;

  const refuseHandle = (message: string) => {
    dispatch({ type: 'failed', failure: { kind: 'field', field: 'handle', message } });
    return false;
  };
  // Continue pressed while the handle's availability was still being asked (Enter typed before the
  // app took over, or at once): the step changes once the answer is in, or says it is taken.
  const [continueWhenKnown, setContinueWhenKnown] = useState<string | null>(null);
  const goToEmailStep = (): boolean => {
    if (!handleVerdict.ok) return refuseHandle(handleMessage(handleVerdict.code, messages));
    // Sending the visitor through the game only for the server to refuse the handle wastes
    // their time; a handle that is taken later is still refused by the server's 409.
    if (handleVerdict.handle === state.takenHandle) return refuseHandle(messages.handleTaken);
    const answered = (availability.status === 'done' || availability.status === 'failed') && availability.handle === handleVerdict.handle;
    if (!answered) {
      setContinueWhenKnown(handleVerdict.handle);
      return false;
    }
    const taken = takenReason(availability, handleVerdict.handle, uiMessages);
    if (taken !== null) return refuseHandle(taken);
    dispatch({ type: 'toEmailStep', handle: handleVerdict.handle });
    return true;
  };
  const waitingFor =
    handleVerdict.ok &&
    continueWhenKnown === handleVerdict.handle &&
    (availability.status === 'done' || availability.status === 'failed') &&
    availability.handle === continueWhenKnown
      ? continueWhenKnown
      : null;
  useEffect(() => {
    if (waitingFor === null) return;
    setContinueWhenKnown(null);
    // An unanswered check (offline) does not hold the visitor back: the server still decides.
    const taken = takenReason(availability, waitingFor, uiMessages);
    if (taken !== null) dispatch({ type: 'failed', failure: { kind: 'field', field: 'handle', message: taken } });
    else dispatch({ type: 'toEmailStep', handle: waitingFor });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per answer awaited
  }, [waitingFor]);
  // Stable, as the human check holds on to them.
  const handleHumanCheckComplete = useCallback((token: string) => {
    track('game_passed');
    dispatch({ type: 'humanCheckPassed', token });
  }, []);
  const handleHumanCheckStart = useCallback(() => track('game_started'), []);
  const handleHumanCheckClose = useCallback(() => dispatch({ type: 'humanCheckClosed' }), []);

  return {
    ...state,
    availability,
    busy,
    submit,
    goToEmailStep,
    setHandle: (value: string) => dispatch({ type: 'edit', field: 'handle', value }),
    setEmail: (value: string) => dispatch({ type: 'edit', field: 'email', value }),
    setHoneypotField: (field: HoneypotField, value: string) => dispatch({ type: 'honeypot', field, value }),
    goToHandleStep: () => dispatch({ type: 'toHandleStep' }),
    handleHumanCheckStart,
    handleHumanCheckComplete,
    handleHumanCheckClose,
    changeEmail: () => dispatch({ type: 'changeEmail' }),
  };
}

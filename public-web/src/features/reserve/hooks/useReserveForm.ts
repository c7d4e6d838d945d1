import { handleMessage, validateHandle, type HoneypotField } from '@gameshift/contracts';
import { useCallback, useReducer } from 'react';
import { messages, uiMessages } from '../../../messages';
import { useHandleAvailability, type AvailabilityStatus } from '../api/getHandleAvailability';
import { HANDLE_RULES, initialReserveForm, reserveFormReducer } from './reserveFormState';
import { useReserveSubmit } from './useReserveSubmit';

export type { FieldErrors, HoneypotValues, Reservation, ReserveStep } from './reserveFormState';

/** The reason the page already showed for `handle` being unavailable, or null. */
function takenReason(availability: AvailabilityStatus, handle: string): string | null {
  if (availability.status !== 'done' || availability.handle !== handle || availability.result.available) return null;
  return availability.result.reason ?? uiMessages.reserve.unavailable(handle);
}

/**
 * The two-step reserve form: handle, then email, then (once per token) the human check, then
 * the reservation call, mapped to field and form errors per SPEC §8. Its state is one reducer
 * (reserveFormState.ts); submitting is useReserveSubmit.
 */
export function useReserveForm(suggested: string | null) {
  const [state, dispatch] = useReducer(reserveFormReducer, suggested, initialReserveForm);
  const { submit, busy } = useReserveSubmit(state, dispatch);

  const handleVerdict = validateHandle(state.handle, HANDLE_RULES);
  const availability = useHandleAvailability(handleVerdict.ok ? handleVerdict.handle : null);

  const setHandle = useCallback((value: string) => dispatch({ type: 'edit', field: 'handle', value }), []);
  const setEmail = useCallback((value: string) => dispatch({ type: 'edit', field: 'email', value }), []);
  const setHoneypotField = useCallback((field: HoneypotField, value: string) => dispatch({ type: 'honeypot', field, value }), []);

  const refuseHandle = (message: string) => {
    dispatch({ type: 'failed', failure: { kind: 'field', field: 'handle', message } });
    return false;
  };
  const goToEmailStep = (): boolean => {
    const verdict = validateHandle(state.handle, HANDLE_RULES);
    if (!verdict.ok) return refuseHandle(handleMessage(verdict.code, messages));
    // Sending the visitor through the game only for the server to refuse the handle wastes
    // their time; a handle that is taken later is still refused by the server's 409.
    const taken = takenReason(availability, verdict.handle);
    if (taken !== null) return refuseHandle(taken);
    dispatch({ type: 'toEmailStep', handle: verdict.handle });
    return true;
  };

  const goToHandleStep = useCallback(() => dispatch({ type: 'toHandleStep' }), []);
  const handleHumanCheckComplete = useCallback((token: string) => dispatch({ type: 'humanCheckPassed', token }), []);
  const handleHumanCheckClose = useCallback(() => dispatch({ type: 'humanCheckClosed' }), []);
  const changeEmail = useCallback(() => dispatch({ type: 'changeEmail' }), []);

  return {
    step: state.step,
    handle: state.handle,
    availability,
    email: state.email,
    honeypot: state.honeypot,
    errors: state.errors,
    formError: state.formError,
    busy,
    humanCheckOpen: state.humanCheckOpen,
    reservation: state.reservation,
    setHandle,
    setEmail,
    setHoneypotField,
    goToEmailStep,
    goToHandleStep,
    submit,
    handleHumanCheckComplete,
    handleHumanCheckClose,
    changeEmail,
  };
}

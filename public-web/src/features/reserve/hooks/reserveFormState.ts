import { handleMessage, HONEYPOT_FIELDS, validateHandle, type HoneypotField, type PublicPageMessages } from '@gameshift/contracts';
import { config } from '../../../lib/config';
import type { SubmitFailure } from '../utils/submitFailure';

export type ReserveStep = 'handle' | 'email';
export type HoneypotValues = Record<HoneypotField, string>;
export type FieldErrors = { handle?: string; email?: string };
/**
 * `typedEmail` is the address as the visitor wrote it, shown back so a typo is seen at once;
 * `manageKey` lets this page ask for the link again and withdraw the reservation for a corrected
 * email (absent after a trap field was filled, when nothing was reserved).
 */
export type Reservation = {
  email: string;
  typedEmail: string;
  handle: string;
  manageKey?: string;
  /** Minutes the server keeps the handle from others while this reservation waits. */
  holdMinutes?: number;
};

export type ReserveFormState = {
  step: ReserveStep;
  handle: string;
  email: string;
  honeypot: HoneypotValues;
  errors: FieldErrors;
  formError: string | null;
  humanCheckOpen: boolean;
  /** The game's token, spent by the next reservation call. */
  humanToken: string | null;
  /** The reservation a corrected email replaces, withdrawn by the server only if the new one is made. */
  replaces?: string;
  reservation: Reservation | null;
  /**
   * From the press of Reserve until its answer shows, the game included: the button reads
   * 'Reserving...' at once, while the game's code or the call are still on their way, and stays
   * so between 'Good Game!' and the answer.
   */
  sending: boolean;
  /** A handle the server refused as claimed: never shown as available again on this page. */
  takenHandle: string | null;
};

export type ReserveFormAction =
  | { type: 'edit'; field: 'handle' | 'email'; value: string }
  | { type: 'honeypot'; field: HoneypotField; value: string }
  | { type: 'toEmailStep'; handle: string }
  | { type: 'toHandleStep' }
  | { type: 'submitting' }
  /** A rule the input broke, on this side or the server's, or a human check still to play. */
  | { type: 'failed'; failure: SubmitFailure }
  | { type: 'humanCheckPassed'; token: string }
  | { type: 'humanCheckClosed' }
  | { type: 'reserved'; reservation: Reservation }
  /** "Wrong email? Change it": back to the email step with the handle kept. */
  | { type: 'changeEmail' };

export const HANDLE_RULES = { productName: config.productName };

const EMPTY_HONEYPOT = Object.fromEntries(HONEYPOT_FIELDS.map((field) => [field, ''])) as HoneypotValues;

/**
 * `?suggested=` pre-fills the handle; a valid one skips straight to the email step, an invalid
 * one stays on step 1 and says why, since the visitor did not type it.
 */
export function initialReserveForm({ suggested, messages }: { suggested: string | null; messages: PublicPageMessages }): ReserveFormState {
  let handle = '';
  let step: ReserveStep = 'handle';
  let errors: FieldErrors = {};
  if (suggested) {
    const verdict = validateHandle(suggested, HANDLE_RULES);
    if (verdict.ok) [handle, step] = [verdict.handle, 'email'];
    else [handle, errors] = [suggested.toLowerCase(), { handle: handleMessage(verdict.code, messages) }];
  }
  return {
    step,
    // What was typed before the app took over reaches the form through its onChange (app/earlyActions).
    handle,
    email: '',
    honeypot: EMPTY_HONEYPOT,
    errors,
    formError: null,
    humanCheckOpen: false,
    humanToken: null,
    reservation: null,
    takenHandle: null,
    sending: false,
  };
}

export function reserveFormReducer(state: ReserveFormState, action: ReserveFormAction): ReserveFormState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        // The field shows its own @ before the handle, so one typed or pasted there is dropped.
        [action.field]: action.field === 'handle' ? action.value.replace(/^@/, '').toLowerCase() : action.value,
        errors: state.errors[action.field] ? { ...state.errors, [action.field]: undefined } : state.errors,
        formError: null,
      };
    case 'honeypot':
      return { ...state, honeypot: { ...state.honeypot, [action.field]: action.value } };
    case 'toEmailStep':
      return { ...state, handle: action.handle, errors: { ...state.errors, handle: undefined }, formError: null, step: 'email' };
    case 'toHandleStep':
      return { ...state, formError: null, step: 'handle' };
    case 'submitting':
      return { ...state, formError: null, sending: true };
    case 'failed': {
      const { failure } = action;
      if (failure.kind === 'human-check') return { ...state, humanToken: null, humanCheckOpen: true };
      if (failure.kind === 'form') return { ...state, formError: failure.message, sending: false };
      // A refused handle is corrected on its own step.
      return {
        ...state,
        sending: false,
        errors: { ...state.errors, [failure.field]: failure.message },
        step: failure.field === 'handle' ? 'handle' : state.step,
        takenHandle: failure.taken ? state.handle : state.takenHandle,
      };
    }
    case 'humanCheckPassed':
      return { ...state, humanToken: action.token, humanCheckOpen: false, sending: true };
    case 'humanCheckClosed':
      return { ...state, humanCheckOpen: false, sending: false };
    case 'reserved':
      return { ...state, reservation: action.reservation, humanToken: null, replaces: undefined, sending: false };
    case 'changeEmail':
      return {
        ...state,
        replaces: state.reservation?.manageKey,
        reservation: null,
        email: '',
        errors: {},
        formError: null,
        step: 'email',
      };
  }
}

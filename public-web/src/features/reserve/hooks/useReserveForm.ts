import {
  AUTO_SUBMIT_DELAY_MS,
  emailMessage,
  handleMessage,
  HONEYPOT_DELAY_MS,
  HONEYPOT_FIELDS,
  validateEmail,
  validateHandle,
  type HoneypotField,
} from '@gameshift/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { config } from '../../../lib/config';
import { messages, uiMessages } from '../../../messages';
import { createReservation } from '../api/createReservation';
import { useHandleAvailability, type AvailabilityStatus } from '../api/getHandleAvailability';
import { checkAttemptLimit, recordAttempt } from '../utils/attemptLimit';
import { toSubmitFailure } from '../utils/submitFailure';

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

const HANDLE_RULES = { productName: config.productName };

const EMPTY_HONEYPOT = Object.fromEntries(HONEYPOT_FIELDS.map((field) => [field, ''])) as HoneypotValues;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

/**
 * `?suggested=` pre-fills the handle; a valid one skips straight to the email step, an invalid
 * one stays on step 1 and says why, since the visitor did not type it.
 */
function initialState(suggested: string | null): { handle: string; step: ReserveStep; errors: FieldErrors } {
  if (!suggested) return { handle: '', step: 'handle', errors: {} };
  const verdict = validateHandle(suggested, HANDLE_RULES);
  if (verdict.ok) return { handle: verdict.handle, step: 'email', errors: {} };
  return { handle: suggested.toLowerCase(), step: 'handle', errors: { handle: handleMessage(verdict.code, messages) } };
}

/**
 * What the visitor typed into the server-rendered field before the script took over: the page
 * arrives as HTML first, and a quick visitor on a slow phone must not lose those keystrokes.
 */
function typedBeforeHydration(id: 'handle' | 'email'): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement && field.value !== '' ? field.value : undefined;
}

/** The reason the page already showed for `handle` being unavailable, or null. */
function takenReason(availability: AvailabilityStatus, handle: string): string | null {
  if (availability.status !== 'done' || availability.handle !== handle || availability.result.available) return null;
  return availability.result.reason ?? uiMessages.reserve.unavailable(handle);
}

/**
 * The two-step reserve form: handle, then email, then (once per token) the human check, then
 * the reservation call, mapped to field and form errors per SPEC §8.
 */
export function useReserveForm(suggested: string | null) {
  const [initial] = useState(() => initialState(suggested));
  const [step, setStep] = useState<ReserveStep>(initial.step);
  const [handle, setHandleValue] = useState(() => typedBeforeHydration('handle')?.toLowerCase() ?? initial.handle);
  const [email, setEmailValue] = useState(() => typedBeforeHydration('email') ?? '');
  const [honeypot, setHoneypot] = useState<HoneypotValues>(EMPTY_HONEYPOT);
  const [errors, setErrors] = useState<FieldErrors>(initial.errors);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [humanCheckOpen, setHumanCheckOpen] = useState(false);
  const [reservation, setReservation] = useState<Reservation | null>(null);

  const handleVerdict = validateHandle(handle, HANDLE_RULES);
  const availability = useHandleAvailability(handleVerdict.ok ? handleVerdict.handle : null);

  const humanToken = useRef<string | null>(null);
  /** The reservation a corrected email replaces, withdrawn by the server only if the new one is made. */
  const replaces = useRef<string | undefined>(undefined);
  const busyRef = useRef(false);
  const mounted = useRef(true);
  const latest = useRef({ handle, email, honeypot, availability });
  latest.current = { handle, email, honeypot, availability };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const setHandle = useCallback((value: string) => {
    setHandleValue(value.toLowerCase());
    setErrors((current) => (current.handle ? { ...current, handle: undefined } : current));
    setFormError(null);
  }, []);

  const setEmail = useCallback((value: string) => {
    setEmailValue(value);
    setErrors((current) => (current.email ? { ...current, email: undefined } : current));
    setFormError(null);
  }, []);

  const setHoneypotField = useCallback((field: HoneypotField, value: string) => {
    setHoneypot((current) => ({ ...current, [field]: value }));
  }, []);

  const goToEmailStep = useCallback((): boolean => {
    const verdict = validateHandle(latest.current.handle, HANDLE_RULES);
    if (!verdict.ok) {
      setErrors((current) => ({ ...current, handle: handleMessage(verdict.code, messages) }));
      return false;
    }
    // Sending the visitor through the game only for the server to refuse the handle wastes
    // their time; a handle that is taken later is still refused by the server's 409.
    const taken = takenReason(latest.current.availability, verdict.handle);
    if (taken !== null) {
      setErrors((current) => ({ ...current, handle: taken }));
      return false;
    }
    setHandleValue(verdict.handle);
    setErrors((current) => ({ ...current, handle: undefined }));
    setFormError(null);
    setStep('email');
    return true;
  }, []);

  const goToHandleStep = useCallback(() => {
    setFormError(null);
    setStep('handle');
  }, []);

  const submit = useCallback(async (tokenFromGame?: string) => {
    if (busyRef.current) return;
    const { handle: rawHandle, email: rawEmail, honeypot: trap } = latest.current;

    const handleVerdict = validateHandle(rawHandle, HANDLE_RULES);
    if (!handleVerdict.ok) {
      setErrors((current) => ({ ...current, handle: handleMessage(handleVerdict.code, messages) }));
      setStep('handle');
      return;
    }
    const emailVerdict = validateEmail(rawEmail);
    if (!emailVerdict.ok) {
      setErrors((current) => ({ ...current, email: emailMessage(emailVerdict.code, messages) }));
      return;
    }
    const limit = checkAttemptLimit();
    if (!limit.allowed) {
      setFormError(messages.tooManyAttempts(limit.minutes));
      return;
    }
    setFormError(null);

    const request = {
      email: emailVerdict.email,
      gameshift_id: handleVerdict.handle,
      honeypot_fields: trap,
      user_agent: navigator.userAgent,
      ...(replaces.current && { replaces: replaces.current }),
    };
    const done: Reservation = { email: emailVerdict.email, typedEmail: rawEmail.trim(), handle: handleVerdict.handle };

    const token = tokenFromGame ?? humanToken.current;
    if (!token) {
      setHumanCheckOpen(true);
      return;
    }

    // A filled trap field means a bot: the server judges it once the game is played, logs it and
    // answers as if all went well, and so does the page, after the same pause whatever the server said.
    if (HONEYPOT_FIELDS.some((field) => trap[field].trim() !== '')) {
      busyRef.current = true;
      setBusy(true);
      recordAttempt();
      humanToken.current = null;
      createReservation({ ...request, human_token: token }).catch(() => undefined);
      await sleep(HONEYPOT_DELAY_MS);
      busyRef.current = false;
      if (!mounted.current) return;
      setBusy(false);
      setReservation(done);
      return;
    }

    busyRef.current = true;
    setBusy(true);
    recordAttempt();
    try {
      const created = await createReservation({ ...request, human_token: token });
      if (!mounted.current) return;
      humanToken.current = null;
      replaces.current = undefined;
      setReservation({ ...done, manageKey: created.manage_key, holdMinutes: created.hold_minutes });
    } catch (error) {
      if (!mounted.current) return;
      const failure = toSubmitFailure(error);
      switch (failure.kind) {
        case 'human-check':
          humanToken.current = null;
          setHumanCheckOpen(true);
          break;
        case 'field':
          setErrors((current) => ({ ...current, [failure.field]: failure.message }));
          if (failure.field === 'handle') setStep('handle');
          break;
        case 'form':
          setFormError(failure.message);
          break;
      }
    } finally {
      busyRef.current = false;
      if (mounted.current) setBusy(false);
    }
  }, []);

  const handleHumanCheckComplete = useCallback(
    (token: string) => {
      humanToken.current = token;
      setHumanCheckOpen(false);
      window.setTimeout(() => {
        if (mounted.current) void submit(token);
      }, AUTO_SUBMIT_DELAY_MS);
    },
    [submit],
  );

  const handleHumanCheckClose = useCallback(() => setHumanCheckOpen(false), []);

  /** "Wrong email? Change it": back to the email step with the handle kept; the next reservation replaces this one. */
  const changeEmail = useCallback(() => {
    setReservation((current) => {
      replaces.current = current?.manageKey;
      return null;
    });
    setEmailValue('');
    setErrors({});
    setFormError(null);
    setStep('email');
  }, []);

  return {
    step,
    handle,
    availability,
    email,
    honeypot,
    errors,
    formError,
    busy,
    humanCheckOpen,
    reservation,
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

import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useMessages } from '../../../hooks/useMessages';
import { useEmailSuggestion } from '../hooks/useEmailSuggestion';
import { useReserveForm } from '../hooks/useReserveForm';
import { EmailStep } from './EmailStep';
import { HandleStep } from './HandleStep';
import { HoneypotFields } from './HoneypotFields';

/** The human check the form opens before its first real submit; supplied by the app. */
export type HumanCheckProps = {
  open: boolean;
  /** The visitor is on the step whose Reserve opens the game: its code may load now, not on the press. */
  preload: boolean;
  /** The visitor started a round of the game. */
  onStart: () => void;
  onComplete: (humanToken: string) => void;
  onClose: () => void;
};

type ReserveFormProps = {
  suggested: string | null;
  humanCheck: ComponentType<HumanCheckProps>;
};

const TOTAL_STEPS = 2;

// The success screen (with the list of webmail inboxes) loads once the visitor reaches the email
// step, so `/` does not carry it in its first-load budget.
type SuccessScreen = typeof import('./ReservationSuccess').ReservationSuccess;
let loadedSuccess: SuccessScreen | null = null;
const loadSuccess = () => import('./ReservationSuccess').then((module) => (loadedSuccess = module.ReservationSuccess));

/** Nothing has focus yet: the visitor has not tapped or tabbed into the page. */
const focusIsFree = () => document.activeElement === null || document.activeElement === document.body;

export function ReserveForm({ suggested, humanCheck: HumanCheck }: ReserveFormProps) {
  const { messages, uiMessages } = useMessages();
  const form = useReserveForm(suggested);
  const text = uiMessages.reserve;
  const handleInputRef = useRef<HTMLInputElement>(null);
  const emailInputRef = useRef<HTMLInputElement>(null);
  const previousStep = useRef(form.step);

  // Moving between steps moves focus to the step's field. Arriving from a suggestion link
  // (straight to the email step) focuses the email field where it is, unless the visitor already
  // put focus somewhere while the page loaded; taking focus then, or scrolling to the field, would
  // move the page under them. A plain visit leaves focus alone.
  useEffect(() => {
    if (previousStep.current === form.step) {
      if (form.step === 'email' && focusIsFree()) emailInputRef.current?.focus({ preventScroll: true });
      return;
    }
    previousStep.current = form.step;
    (form.step === 'handle' ? handleInputRef : emailInputRef).current?.focus();
  }, [form.step]);

  // An email refused by the server (taken, disposable) takes focus so it can be corrected at once;
  // so does the email step shown again to correct the address after a reservation.
  // Arriving is the effect above's: this one answers a change (and StrictMode's second run is none).
  const seen = useRef({ error: form.errors.email, reservation: form.reservation });
  useEffect(() => {
    const changed = seen.current.error !== form.errors.email || seen.current.reservation !== form.reservation;
    seen.current = { error: form.errors.email, reservation: form.reservation };
    if (!changed) return;
    if (form.step === 'email' && !form.reservation && (form.errors.email || form.email === '')) {
      emailInputRef.current?.focus();
      // The reason sits under the field, which on a phone can be under the fold once the field is in
      // view; 'nearest' leaves the page where it is when the reason is already on screen.
      if (form.errors.email) document.getElementById('email-error')?.scrollIntoView({ block: 'nearest' });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus follows a new error or a withdrawn reservation, not every keystroke
  }, [form.errors.email, form.reservation]);

  // A refusal of the whole form (the cap on waiting reservations, too many attempts) comes after
  // the game, below the Reserve button: focus goes to it, which reads it out and brings it into view.
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!form.formError) return;
    formErrorRef.current?.focus({ preventScroll: true });
    formErrorRef.current?.scrollIntoView({ block: 'center' });
  }, [form.formError]);

  // An address one letter away from a well-known provider's is asked about on Reserve, before the
  // game: the visitor picks the corrected or the typed address, and either choice goes on.
  const suggestion = useEmailSuggestion(form.step === 'email' ? form.email : '');
  const typedEmail = form.email.trim();
  const [askedAbout, setAskedAbout] = useState<string | null>(null);
  const [keptEmail, setKeptEmail] = useState<string | null>(null);
  const [sendRequests, setSendRequests] = useState(0);
  const { submit } = form;
  // Sent once the choice has rendered, so the submit reads the address chosen.
  useEffect(() => {
    if (sendRequests > 0) void submit();
  }, [sendRequests, submit]);
  const handleUseSuggestion = () => {
    if (suggestion) form.setEmail(suggestion);
    setAskedAbout(null);
    setSendRequests((n) => n + 1);
  };
  const handleKeepTyped = () => {
    setKeptEmail(typedEmail);
    setAskedAbout(null);
    setSendRequests((n) => n + 1);
  };

  // Until its code is here, a reservation made keeps the form as it was, still 'Reserving...': the
  // card is never empty, nor its button pressable again, between the answer and 'One more step'.
  const [ReservationSuccess, setReservationSuccess] = useState<SuccessScreen | null>(() => loadedSuccess);
  const successWanted = form.step === 'email' || form.reservation !== null;
  useEffect(() => {
    if (successWanted) void loadSuccess().then((screen) => setReservationSuccess(() => screen));
  }, [successWanted]);

  if (form.reservation && ReservationSuccess) {
    return <ReservationSuccess reservation={form.reservation} onChangeEmail={form.changeEmail} />;
  }
  const busy = form.busy || form.reservation !== null;

  const stepNumber = form.step === 'handle' ? 1 : 2;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.step === 'handle') form.goToEmailStep();
    else if (suggestion && keptEmail !== typedEmail) setAskedAbout(typedEmail);
    else void form.submit();
  };

  return (
    <>
      {/*
        The form arrives as HTML before its script: Enter pressed that early must not send it as a
        GET that puts the address in the URL. A dialog-method form outside a dialog submits nowhere,
        and once the script runs, handleSubmit takes every submit with the typed values kept.
      */}
      <form className="reserve-form" method="dialog" onSubmit={handleSubmit} noValidate aria-labelledby="reserve-step-title">
        <div className="stepper">
          <p className="stepper__label">{text.stepOf(stepNumber, TOTAL_STEPS)}</p>
          <div className="stepper__track" aria-hidden="true">
            <span className="stepper__fill" style={{ width: `${(stepNumber / TOTAL_STEPS) * 100}%` }} />
          </div>
        </div>
        <h2 id="reserve-step-title" className="reserve-form__title">
          {form.step === 'handle' ? text.handleStepTitle : text.emailStepTitle}
        </h2>

        {form.step === 'handle' ? (
          <HandleStep
            value={form.handle}
            error={form.errors.handle}
            availability={form.availability}
            inputRef={handleInputRef}
            onChange={form.setHandle}
          />
        ) : (
          <EmailStep
            handle={form.handle}
            value={form.email}
            error={form.errors.email}
            busy={busy}
            inputRef={emailInputRef}
            onChange={form.setEmail}
            onBack={form.goToHandleStep}
            offerResend={form.errors.email === messages.emailTaken}
            suggestion={suggestion}
            askAboutSuggestion={askedAbout === typedEmail}
            onUseSuggestion={handleUseSuggestion}
            onKeepTyped={handleKeepTyped}
          />
        )}

        <HoneypotFields values={form.honeypot} onChange={form.setHoneypotField} />

        {form.formError && (
          <p ref={formErrorRef} className="form-error" role="alert" tabIndex={-1}>
            {form.formError}
          </p>
        )}
      </form>
      <HumanCheck
        open={form.humanCheckOpen}
        preload={form.step === 'email'}
        onStart={form.handleHumanCheckStart}
        onComplete={form.handleHumanCheckComplete}
        onClose={form.handleHumanCheckClose}
      />
    </>
  );
}

import { emailMessage, RESEND, validateEmail, type ResendRequest } from '@gameshift/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { resendVerification } from '../../../api/resendVerification';
import { useCountdown } from '../../../hooks/useCountdown';
import { ApiError, failureText, useAction } from '../../../lib/apiClient';
import { useMessages } from '../../../hooks/useMessages';
import { useVerifyText } from '../verifyText';

type ResendVerificationProps = {
  /** The link's token; without one (or when the server no longer knows it) we ask for the email. */
  token: string | null;
};

/** Answers that mean "this token is unknown here": fall back to asking for the address. */
const UNKNOWN_TOKEN_STATUSES = new Set([400, 404, 410]);

const COOLDOWN_SECONDS = RESEND.cooldownMs / 1000;

/** A fresh link, or null when the server does not know the link's token. */
async function resendOrUnknown(request: ResendRequest) {
  try {
    return await resendVerification(request);
  } catch (error) {
    if (error instanceof ApiError && 'token' in request && UNKNOWN_TOKEN_STATUSES.has(error.status)) return null;
    throw error;
  }
}

export function ResendVerification({ token }: ResendVerificationProps) {
  const { messages } = useMessages();
  const text = useVerifyText();
  const emailId = useId();
  const emailErrorId = useId();
  const [askEmail, setAskEmail] = useState(token === null);
  const emailRef = useRef<HTMLInputElement>(null);
  const askedFromStart = useRef(askEmail);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const resend = useAction(resendOrUnknown);
  const { secondsLeft, start } = useCountdown();
  const coolingDown = secondsLeft > 0;

  // Switching to the email form removes the button that had focus; hand focus to the field.
  useEffect(() => {
    if (askEmail && !askedFromStart.current) emailRef.current?.focus();
  }, [askEmail]);

  const send = async (request: ResendRequest) => {
    const outcome = await resend.run(request);
    if (outcome?.ok) {
      if (outcome.result === null) setAskEmail(true);
      else start(outcome.result.retryAfterSeconds ?? COOLDOWN_SECONDS);
    } else if (outcome?.error instanceof ApiError && outcome.error.status === 429) {
      start(COOLDOWN_SECONDS);
    }
  };

  // A new request clears the last answer until its own arrives; an unknown link has none to show.
  const sending = resend.pending;
  const answer = sending ? null : resend.outcome;
  const feedback =
    answer &&
    (answer.ok
      ? answer.result && { tone: 'ok', text: answer.result.message }
      : { tone: 'error', text: failureText(answer.error, messages.genericError) });

  const handleResendByToken = () => {
    if (token !== null) void send({ token });
  };

  const handleEmailSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const verdict = validateEmail(email);
    if (!verdict.ok) {
      setEmailError(emailMessage(verdict.code, messages));
      return;
    }
    setEmailError(null);
    void send({ email: verdict.email });
  };

  const buttonText = sending ? text.sending : coolingDown ? text.resendIn(secondsLeft) : text.resend;

  return (
    <div className="resend">
      {askEmail ? (
        <form className="resend__form" onSubmit={handleEmailSubmit} noValidate>
          <p className="resend__ask">{text.askEmail}</p>
          <label htmlFor={emailId} className="resend__label">
            {text.emailLabel}
          </label>
          <div className="resend__row">
            <input
              ref={emailRef}
              id={emailId}
              name="email"
              type="email"
              className="resend__input"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(null);
              }}
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? emailErrorId : undefined}
            />
            <button type="submit" className="btn btn--primary" disabled={sending || coolingDown}>
              {sending ? text.sending : coolingDown ? text.resendIn(secondsLeft) : text.sendLink}
            </button>
          </div>
          {emailError && (
            <p id={emailErrorId} className="resend__error" role="alert">
              {emailError}
            </p>
          )}
        </form>
      ) : (
        <>
          <button type="button" className="btn btn--primary" onClick={handleResendByToken} disabled={sending || coolingDown}>
            {buttonText}
          </button>
          {/* The server answers alike for known and unknown links, so offer the address route too. */}
          <button type="button" className="link-button" onClick={() => setAskEmail(true)}>
            {text.useEmail}
          </button>
        </>
      )}
      <p className={`resend__feedback${feedback?.tone === 'error' ? ' resend__feedback--error' : ''}`} role="status">
        {feedback?.text}
      </p>
    </div>
  );
}

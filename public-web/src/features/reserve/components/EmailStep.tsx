import type { KeyboardEvent, RefObject } from 'react';
import { resendVerification } from '../../../api/resendVerification';
import { failureText, useAction } from '../../../lib/apiClient';
import { messages, uiMessages } from '../../../messages';
import { useEmailSuggestion } from '../hooks/useEmailSuggestion';
import { FieldMessage } from './FieldMessage';

// The answer is the same whether or not a pending reservation exists for the address.
async function resendTo(email: string) {
  try {
    return { email, text: (await resendVerification({ email })).message };
  } catch (failure) {
    return { email, text: failureText(failure) };
  }
}

type EmailStepProps = {
  handle: string;
  value: string;
  error?: string;
  busy: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
  onBack: () => void;
  /** The server said this email is registered: offer its pending link again. */
  offerResend?: boolean;
};

export function EmailStep({ handle, value, error, busy, inputRef, onChange, onBack, offerResend = false }: EmailStepProps) {
  const text = uiMessages.reserve;
  const resend = useAction(resendTo);
  const handleSendLinkAgain = () => void resend.run(value);
  const answer = resend.outcome?.ok ? resend.outcome.result : null;
  const answerShown = answer !== null && answer.email === value ? answer.text : null;
  const suggestion = useEmailSuggestion(value);
  // Enter takes the suggestion when one shows; the next Enter reserves.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !suggestion) return;
    event.preventDefault();
    onChange(suggestion);
  };
  return (
    <>
      <p className="reserve-summary">
        <span className="reserve-summary__label">{text.reservingFor}</span>
        <strong className="reserve-summary__handle">@{handle}</strong>
      </p>
      <div className="field">
        <label htmlFor="email" className="field__label">
          {text.emailLabel}
        </label>
        <div className={`field__control${error ? ' field__control--invalid' : ''}`}>
          <input
            ref={inputRef}
            id="email"
            name="email"
            type="email"
            className="field__input"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={handleKeyDown}
            placeholder={text.emailPlaceholder}
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="email"
            enterKeyHint="send"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'email-error' : 'email-hint'}
          />
        </div>
        <FieldMessage hintId="email-hint" hint={text.emailHint} errorId="email-error" error={error} />
        <div className="field__suggestion" aria-live="polite">
          {suggestion && (
            <button type="button" className="link-button" onClick={() => onChange(suggestion)}>
              {text.didYouMean(suggestion)}
            </button>
          )}
        </div>
        <p className="field__privacy">
          <a href="/privacy">{text.privacyLink}</a>
        </p>
        {(offerResend || answerShown) && (
          <div className="field__followup">
            <p className="field__followup-text">{text.emailTakenNext}</p>
            <button type="button" className="btn btn--ghost btn--small" onClick={handleSendLinkAgain} disabled={resend.pending}>
              {resend.pending ? uiMessages.success.sending : text.sendLinkAgain}
            </button>
            <p className="field__followup-answer" role="status">
              {answerShown}
            </p>
          </div>
        )}
      </div>
      <div className="form-actions">
        <button type="button" className="btn btn--ghost" onClick={onBack} disabled={busy}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M19 12H5m6 6-6-6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {text.back}
        </button>
        {/* aria-disabled rather than disabled keeps focus on the button while the call runs. */}
        <button type="submit" className="btn btn--primary form-actions__submit" aria-disabled={busy} aria-busy={busy}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {busy ? messages.reserving : messages.reserve}
        </button>
      </div>
    </>
  );
}

import { localizedPath } from '@gameshift/contracts';
import { useEffect, useRef, type RefObject } from 'react';
import { resendVerification } from '../../../api/resendVerification';
import { failureText, useAction } from '../../../lib/apiClient';
import { useLocale } from '../../../lib/locale';
import { useMessages } from '../../../hooks/useMessages';
import { FieldMessage } from './FieldMessage';

// The answer is the same whether or not a pending reservation exists for the address.
async function resendTo(email: string) {
  try {
    return { email, text: (await resendVerification({ email })).message };
  } catch (failure) {
    return { email, text: failureText(failure, '') };
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
  /** The address with its domain's likely typo corrected, or null. */
  suggestion: string | null;
  /** Reserve was pressed with a suggestion showing: ask which address is meant before the game. */
  askAboutSuggestion: boolean;
  onUseSuggestion: () => void;
  onKeepTyped: () => void;
};

export function EmailStep({
  handle,
  value,
  error,
  busy,
  inputRef,
  onChange,
  onBack,
  offerResend = false,
  suggestion,
  askAboutSuggestion,
  onUseSuggestion,
  onKeepTyped,
}: EmailStepProps) {
  const { messages, uiMessages } = useMessages();
  const locale = useLocale();
  const text = uiMessages.reserve;
  const resend = useAction(resendTo);
  const handleSendLinkAgain = () => void resend.run(value);
  const answer = resend.outcome?.ok ? resend.outcome.result : null;
  const answerShown = answer !== null && answer.email === value ? answer.text || messages.genericError : null;
  const asking = askAboutSuggestion && suggestion !== null;
  const questionRef = useRef<HTMLButtonElement>(null);
  // The question comes from a press of Reserve (or Enter): focus goes to its first answer.
  useEffect(() => {
    if (asking) questionRef.current?.focus();
  }, [asking]);
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
          {asking ? (
            <div className="typo-question" role="group" aria-labelledby="typo-question">
              <p id="typo-question" className="typo-question__text">
                {text.didYouMean(suggestion)}
              </p>
              <button ref={questionRef} type="button" className="btn btn--primary btn--small" onClick={onUseSuggestion}>
                {text.useSuggested(suggestion)}
              </button>
              <button type="button" className="btn btn--ghost btn--small" onClick={onKeepTyped}>
                {text.keepTyped(value.trim())}
              </button>
            </div>
          ) : (
            suggestion && (
              <button type="button" className="link-button" onClick={() => onChange(suggestion)}>
                {text.didYouMean(suggestion)}
              </button>
            )
          )}
        </div>
        <p className="field__privacy">
          <a href={localizedPath(locale, '/privacy')}>{text.privacyLink}</a>
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

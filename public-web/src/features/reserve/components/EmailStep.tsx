import type { RefObject } from 'react';
import { messages, uiMessages } from '../../../messages';

type EmailStepProps = {
  handle: string;
  value: string;
  error?: string;
  busy: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
  onBack: () => void;
};

export function EmailStep({ handle, value, error, busy, inputRef, onChange, onBack }: EmailStepProps) {
  const text = uiMessages.reserve;
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
            aria-describedby={error ? 'email-hint email-error' : 'email-hint'}
          />
        </div>
        <p id="email-hint" className="field__hint">
          {text.emailHint}
        </p>
        {error && (
          <p id="email-error" className="field__error" role="alert">
            {error}
          </p>
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
        <button
          type="submit"
          className="btn btn--primary form-actions__submit"
          aria-disabled={busy}
          aria-busy={busy}
        >
          {busy && <span className="spinner" aria-hidden="true" />}
          {busy ? messages.reserving : messages.reserve}
        </button>
      </div>
    </>
  );
}

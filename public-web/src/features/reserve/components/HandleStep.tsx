import { USER_ID } from '@gameshift/contracts';
import type { RefObject } from 'react';
import { uiMessages } from '../../../messages';
import type { AvailabilityStatus } from '../api/getHandleAvailability';
import { HandleAvailabilityHint } from './HandleAvailabilityHint';

type HandleStepProps = {
  value: string;
  error?: string;
  availability: AvailabilityStatus;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
};

export function HandleStep({ value, error, availability, inputRef, onChange }: HandleStepProps) {
  const text = uiMessages.reserve;
  const describedBy = ['handle-hint', error ? 'handle-error' : null, 'handle-availability'].filter(Boolean).join(' ');

  return (
    <div className="field">
      <label htmlFor="handle" className="field__label">
        {text.handleLabel}
      </label>
      <div className={`field__control field__control--action${error ? ' field__control--invalid' : ''}`}>
        <span className="field__prefix" aria-hidden="true">
          @
        </span>
        <input
          ref={inputRef}
          id="handle"
          name="gameshift_id"
          type="text"
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={text.handlePlaceholder}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="next"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button type="submit" className="field__action" aria-label={text.continue}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M5 12h14m-6-6 6 6-6 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
      <p id="handle-hint" className="field__hint">
        {text.handleHint(USER_ID.min, USER_ID.max)}
      </p>
      {error && (
        <p id="handle-error" className="field__error" role="alert">
          {error}
        </p>
      )}
      <HandleAvailabilityHint
        id="handle-availability"
        availability={availability}
        hideReason={Boolean(error)}
        onPickSuggestion={onChange}
      />
    </div>
  );
}

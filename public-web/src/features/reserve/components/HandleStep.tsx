import { useRef, type RefObject } from 'react';
import { useMessages } from '../../../hooks/useMessages';
import type { AvailabilityStatus } from '../api/getHandleAvailability';
import { FieldMessage } from './FieldMessage';
import { HandleAvailabilityHint } from './HandleAvailabilityHint';

type HandleStepProps = {
  value: string;
  error?: string;
  availability: AvailabilityStatus;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
};

export function HandleStep({ value, error, availability, inputRef, onChange }: HandleStepProps) {
  const { uiMessages } = useMessages();
  const text = uiMessages.reserve;
  const describedBy = `${error ? 'handle-error' : 'handle-hint'} handle-availability`;

  const continueRef = useRef<HTMLButtonElement>(null);

  // The chosen chip goes away with the list: focus moves on to Continue, the next step, rather
  // than falling out of the form (and, on a phone, without raising the keyboard again).
  const handlePickSuggestion = (suggestion: string) => {
    onChange(suggestion);
    continueRef.current?.focus();
  };

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
        <button ref={continueRef} type="submit" className="field__action" aria-label={text.continue}>
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
      <FieldMessage hintId="handle-hint" hint={text.handleHint} errorId="handle-error" error={error} />
      <HandleAvailabilityHint
        id="handle-availability"
        availability={availability}
        hideReason={Boolean(error)}
        onPickSuggestion={handlePickSuggestion}
      />
    </div>
  );
}

import { MAX_SUGGESTIONS } from '@gameshift/contracts';
import { useId } from 'react';
import { useMessages } from '../../../hooks/useMessages';
import type { AvailabilityStatus } from '../api/getHandleAvailability';

type HandleAvailabilityHintProps = {
  id: string;
  availability: AvailabilityStatus;
  /** When the field already shows an error, the taken reason would only repeat it. */
  hideReason: boolean;
  onPickSuggestion: (handle: string) => void;
};

export function HandleAvailabilityHint({ id, availability, hideReason, onPickSuggestion }: HandleAvailabilityHintProps) {
  const { uiMessages } = useMessages();
  const suggestionsLabelId = useId();
  const text = uiMessages.reserve;

  let content = null;
  if (availability.status === 'checking') {
    content = (
      <p className="availability__line availability__line--muted">
        <span className="spinner" aria-hidden="true" />
        {text.checking}
      </p>
    );
  } else if (availability.status === 'done' && availability.result.available) {
    content = (
      <p className="availability__line availability__line--ok">
        <CheckIcon />
        {text.available(availability.handle)}
      </p>
    );
  } else if (availability.status === 'done') {
    const suggestions = availability.result.suggestions.slice(0, MAX_SUGGESTIONS);
    content = (
      <>
        {hideReason ? (
          // Its room is kept, so the suggestions below stay where they were.
          <p className="availability__line availability__line--blank" aria-hidden="true" />
        ) : (
          <p className="availability__line availability__line--taken">
            <CrossIcon />
            {availability.result.reason ?? text.unavailable(availability.handle)}
          </p>
        )}
        {suggestions.length > 0 && (
          <div className="suggestions">
            <p id={suggestionsLabelId} className="suggestions__label">
              {text.suggestionsLabel}
            </p>
            <ul className="suggestions__list" aria-labelledby={suggestionsLabelId}>
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button type="button" className="chip" onClick={() => onPickSuggestion(suggestion)}>
                    @{suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </>
    );
  }

  return (
    <div id={id} className="availability" aria-live="polite">
      {content}
    </div>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="m5 10.5 3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="m6 6 8 8m0-8-8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

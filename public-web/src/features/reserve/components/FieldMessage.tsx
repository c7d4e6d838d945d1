type FieldMessageProps = {
  hintId: string;
  hint: string;
  errorId: string;
  error?: string;
};

/**
 * The line under a field: its hint, or its error in the hint's place. The hint stays laid out
 * (unseen) under the error and the line keeps room for a one-line error, so the card does not
 * jump as errors come and go.
 */
export function FieldMessage({ hintId, hint, errorId, error }: FieldMessageProps) {
  return (
    <div className={`field__message${error ? ' field__message--error' : ''}`}>
      <p id={hintId} className="field__hint">
        {hint}
      </p>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

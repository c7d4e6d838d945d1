import { emailMessage, validateLookupEmail } from '@gameshift/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useMessages } from '../../../hooks/useMessages';
import { failureText, useAction } from '../../../lib/apiClient';
import { requestLink } from '../api/requestLink';
import { useManageMessages } from '../hooks/useManageMessages';
import './Manage.css';

/** /manage: a person types their email and gets a manage link, if the address has a reservation. */
export default function ManageRequestPage() {
  const text = useManageMessages();
  const { messages } = useMessages();
  const emailErrorId = useId();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  // The address the link was asked for, as typed: shown back whether or not it has a reservation.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const action = useAction(requestLink);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const askedAgain = useRef(false);
  useDocumentTitle(text.manageTitle);

  const handleSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const verdict = validateLookupEmail(email);
    if (!verdict.ok) {
      setEmailError(emailMessage(verdict.code, messages));
      return;
    }
    setEmailError(null);
    const outcome = await action.run(verdict.email);
    if (outcome?.ok) setSentTo(verdict.email);
  };
  const handleOtherAddress = (): void => {
    askedAgain.current = true;
    setSentTo(null);
  };

  // The form, and the button that had focus, give way to the answer: focus goes to it, not to
  // <body>; going back to the form puts focus in its field.
  useEffect(() => {
    if (sentTo !== null) sentRef.current?.focus();
    else if (askedAgain.current) fieldRef.current?.focus();
  }, [sentTo]);

  const { outcome } = action;
  return (
    <div className="container manage">
      <section className="card manage__card" aria-labelledby="manage-title">
        <h1 id="manage-title" className="manage__title">
          {text.manageTitle}
        </h1>
        {sentTo !== null ? (
          <>
            <p ref={sentRef} role="status" tabIndex={-1} className="manage__sent">
              {text.manageLinkSentTo(sentTo)}
            </p>
            <button type="button" className="btn btn--ghost" onClick={handleOtherAddress}>
              {text.manageOtherAddress}
            </button>
          </>
        ) : (
          <>
            <p>{text.manageIntro}</p>
            <form className="manage__form" onSubmit={(event) => void handleSubmit(event)} noValidate>
              <label htmlFor="manage-email" className="manage__label">
                {text.manageEmailLabel}
              </label>
              <input
                ref={fieldRef}
                id="manage-email"
                className="manage__input"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                value={email}
                spellCheck={false}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? emailErrorId : undefined}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setEmailError(null);
                }}
              />
              {emailError && (
                <p id={emailErrorId} role="alert">
                  {emailError}
                </p>
              )}
              {outcome && !outcome.ok && <p role="alert">{failureText(outcome.error, messages.genericError)}</p>}
              <button type="submit" className="btn btn--primary" disabled={action.pending} aria-busy={action.pending}>
                {action.pending ? text.manageSending : text.manageSendLink}
              </button>
            </form>
          </>
        )}
      </section>
    </div>
  );
}

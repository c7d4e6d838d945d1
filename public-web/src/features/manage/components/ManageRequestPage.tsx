import { useState, type FormEvent } from 'react';
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
  const [email, setEmail] = useState('');
  const action = useAction(requestLink);
  useDocumentTitle(text.manageTitle);

  const handleSubmit = (event: FormEvent): void => {
    event.preventDefault();
    void action.run(email);
  };

  const { outcome } = action;
  return (
    <div className="container manage">
      <section className="card manage__card" aria-labelledby="manage-title">
        <h1 id="manage-title" className="manage__title">
          {text.manageTitle}
        </h1>
        {outcome?.ok ? (
          <p role="status">{outcome.result.message}</p>
        ) : (
          <>
            <p>{text.manageIntro}</p>
            <form className="manage__form" onSubmit={handleSubmit} noValidate>
              <label htmlFor="manage-email" className="manage__label">
                {text.manageEmailLabel}
              </label>
              <input
                id="manage-email"
                className="manage__input"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
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

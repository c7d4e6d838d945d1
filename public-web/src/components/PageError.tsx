import { useMessages } from '../hooks/useMessages';

export function PageError() {
  const { uiMessages } = useMessages();
  const handleReload = () => window.location.reload();
  return (
    <section className="container status-page" aria-labelledby="page-error-title">
      <h1 id="page-error-title">{uiMessages.appError.title}</h1>
      <p className="status-page__text">{uiMessages.appError.text}</p>
      <button type="button" className="btn btn--primary" onClick={handleReload}>
        {uiMessages.appError.reload}
      </button>
    </section>
  );
}

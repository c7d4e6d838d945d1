import { useMessages } from '../hooks/useMessages';

/** Shown while a route's code or data loads. */
export function PageLoader() {
  const { uiMessages } = useMessages();
  return (
    <div className="page-loader" role="status">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span className="sr-only">{uiMessages.loading}</span>
    </div>
  );
}

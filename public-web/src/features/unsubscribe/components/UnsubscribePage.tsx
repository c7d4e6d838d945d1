import { Link, useParams } from 'react-router-dom';
import { StatusPanel } from '../../../components/StatusPanel';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { ApiError, useAction } from '../../../lib/apiClient';
import { unsubscribe } from '../api/unsubscribe';
import { useSuppressionMessages } from '../hooks/useSuppressionMessages';

/** The token of a test copy: the server answers it like any other and changes nothing. */
const SAMPLE_PREFIX = 'sample.';

/**
 * Where an announcement's unsubscribe link leads. Opening it changes nothing (mail scanners open
 * links): the person presses the button, which posts, and the page confirms.
 */
export default function UnsubscribePage() {
  const text = useSuppressionMessages();
  const { token = '' } = useParams();
  const action = useAction(unsubscribe);
  useDocumentTitle(text.unsubscribePageTitle);

  const handleStop = (): void => {
    void action.run(token);
  };
  const home = (
    <Link to="/" className="btn btn--ghost">
      {text.backHome}
    </Link>
  );

  const { outcome } = action;
  let view;
  if (outcome?.ok) {
    view = (
      <StatusPanel tone="success" title={text.unsubscribedTitle} actions={home} focusTitle>
        <p>{token.startsWith(SAMPLE_PREFIX) ? text.unsubscribeSampleText : text.unsubscribedText}</p>
        <p>{text.unsubscribeStillReceive}</p>
      </StatusPanel>
    );
  } else if (outcome && outcome.error instanceof ApiError && outcome.error.status === 404) {
    view = (
      <StatusPanel tone="danger" title={text.unsubscribeInvalidTitle} actions={home} focusTitle>
        <p>{text.unsubscribeInvalidText}</p>
      </StatusPanel>
    );
  } else {
    const failed = outcome !== null && !outcome.ok;
    view = (
      <StatusPanel
        tone={failed ? 'danger' : 'info'}
        title={failed ? text.unsubscribeFailedTitle : text.unsubscribePageTitle}
        focusTitle={failed}
        actions={
          <button type="button" className="btn btn--primary" onClick={handleStop} disabled={action.pending} aria-busy={action.pending}>
            {action.pending ? text.unsubscribing : failed ? text.unsubscribeRetry : text.unsubscribeButton}
          </button>
        }
      >
        {failed && <p role="alert">{text.unsubscribeFailedText}</p>}
        <p>{text.unsubscribeAsk}</p>
        <p>{text.unsubscribeStillReceive}</p>
      </StatusPanel>
    );
  }
  return <div className="container">{view}</div>;
}

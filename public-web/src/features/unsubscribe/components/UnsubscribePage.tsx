import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { StatusPanel } from '../../../components/StatusPanel';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useLoaded } from '../../../hooks/useLoaded';
import { ApiError, useAction } from '../../../lib/apiClient';
import { getDetails } from '../api/getDetails';
import { resubscribe } from '../api/resubscribe';
import { unsubscribe } from '../api/unsubscribe';
import { useSuppressionMessages } from '../hooks/useSuppressionMessages';

/** The token of a test copy: the server answers it like any other and changes nothing. */
const SAMPLE_PREFIX = 'sample.';

const isInvalid = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

type View = 'ask' | 'stopped' | 'resumed';

/**
 * Where an announcement's unsubscribe link leads. Opening it changes nothing (mail scanners open
 * links): the page reads which reservation the link is about and names it, the person presses the
 * button, which posts, and the page confirms and offers to undo it.
 */
export default function UnsubscribePage() {
  const text = useSuppressionMessages();
  const { token = '' } = useParams();
  const [details] = useLoaded(token, getDetails);
  const stop = useAction(unsubscribe);
  const undo = useAction(resubscribe);
  const [chosen, setChosen] = useState<View | null>(null);
  const [refused, setRefused] = useState(false);
  useDocumentTitle(text.unsubscribePageTitle);
  const sample = token.startsWith(SAMPLE_PREFIX);

  const handleStop = async (): Promise<void> => {
    const outcome = await stop.run(token);
    if (outcome?.ok) setChosen('stopped');
  };
  const handleUndo = async (): Promise<void> => {
    const outcome = await undo.run(token);
    if (!outcome?.ok) return;
    if (outcome.result.announcements === 'subscribed') setChosen('resumed');
    else setRefused(true);
  };
  const home = (
    <Link to="/" className="btn btn--ghost">
      {text.backHome}
    </Link>
  );
  const handle = details.state === 'ready' ? details.value.handle : null;
  const about = handle && <p>{text.unsubscribeAbout(handle)}</p>;

  let view;
  if (
    [
      details.state === 'failed' && details.error,
      stop.outcome?.ok === false && stop.outcome.error,
      undo.outcome?.ok === false && undo.outcome.error,
    ].some(isInvalid)
  ) {
    view = (
      <StatusPanel key="invalid" tone="danger" title={text.unsubscribeInvalidTitle} actions={home} focusTitle>
        <p>{text.unsubscribeInvalidText}</p>
      </StatusPanel>
    );
  } else if (details.state === 'loading') {
    view = (
      <StatusPanel key="loading" title={text.unsubscribePageTitle} icon={<span className="spinner spinner--large" aria-hidden="true" />} />
    );
  } else {
    // Already unsubscribed (the link opened again): the page says so and offers the undo.
    const current = chosen ?? (handle && details.state === 'ready' && details.value.announcements === 'unsubscribed' ? 'stopped' : 'ask');
    const failedStop = stop.outcome?.ok === false;
    const failedUndo = undo.outcome?.ok === false;
    if (current === 'stopped') {
      view = (
        <StatusPanel
          key="stopped"
          tone="success"
          title={text.unsubscribedTitle}
          focusTitle={chosen !== null}
          actions={
            <>
              {!sample && !refused && (
                <button
                  type="button"
                  className="btn btn--primary"
                  onClick={() => void handleUndo()}
                  disabled={undo.pending}
                  aria-busy={undo.pending}
                >
                  {undo.pending ? text.resubscribing : text.resubscribeButton}
                </button>
              )}
              {home}
            </>
          }
        >
          {about}
          <p>{sample ? text.unsubscribeSampleText : text.unsubscribedText}</p>
          <p>{text.unsubscribeStillReceive}</p>
          {failedUndo && <p role="alert">{text.unsubscribeFailedText}</p>}
          {refused && <p role="alert">{text.resubscribeRefused}</p>}
        </StatusPanel>
      );
    } else if (current === 'resumed') {
      view = (
        <StatusPanel
          key="resumed"
          tone="success"
          title={text.resubscribedTitle}
          focusTitle
          actions={
            <>
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => void handleStop()}
                disabled={stop.pending}
                aria-busy={stop.pending}
              >
                {stop.pending ? text.unsubscribing : text.unsubscribeButton}
              </button>
              {home}
            </>
          }
        >
          {about}
          <p>{text.resubscribedText}</p>
          {failedStop && <p role="alert">{text.unsubscribeFailedText}</p>}
        </StatusPanel>
      );
    } else {
      view = (
        <StatusPanel
          key="ask"
          tone={failedStop ? 'danger' : 'info'}
          title={failedStop ? text.unsubscribeFailedTitle : text.unsubscribePageTitle}
          focusTitle={failedStop}
          actions={
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => void handleStop()}
              disabled={stop.pending}
              aria-busy={stop.pending}
            >
              {stop.pending ? text.unsubscribing : failedStop ? text.unsubscribeRetry : text.unsubscribeButton}
            </button>
          }
        >
          {failedStop && <p role="alert">{text.unsubscribeFailedText}</p>}
          {about}
          <p>{text.unsubscribeAsk}</p>
          <p>{text.unsubscribeStillReceive}</p>
        </StatusPanel>
      );
    }
  }
  return <div className="container">{view}</div>;
}

import { PUBLIC_ROUTES, type ErasureResponse } from '@gameshift/contracts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { StatusPanel } from '../../../components/StatusPanel';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useLoaded } from '../../../hooks/useLoaded';
import { ApiError, useAction } from '../../../lib/apiClient';
import { useLocale } from '../../../lib/locale';
import { checkEraseLink } from '../api/checkEraseLink';
import { erase } from '../api/erase';
import { useManageMessages } from '../hooks/useManageMessages';
import { formatDate } from '../utils/formatDate';
import './Manage.css';

const isGone = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/**
 * /manage/erase/:token, from the mail that confirms a deletion. Opening it changes nothing (mail
 * scanners open links): the page reads whether the link still works, says so before any button,
 * and the person presses the button to delete.
 */
export default function EraseConfirmPage() {
  const text = useManageMessages();
  const { token = '' } = useParams();
  const [link] = useLoaded(token, checkEraseLink);
  const action = useAction(erase);
  useDocumentTitle(text.eraseTitle);
  const home = (
    <Link to="/" className="btn btn--ghost">
      {text.backHomeShort}
    </Link>
  );

  const { outcome } = action;
  let view;
  if (outcome?.ok) {
    view = <Erased result={outcome.result} home={home} />;
  } else if ((outcome && isGone(outcome.error)) || (link.state === 'failed' && isGone(link.error))) {
    // Used, expired or unknown: said before any button, with the way to a new link.
    view = (
      <StatusPanel
        tone="warning"
        title={text.eraseLinkUsedTitle}
        focusTitle
        actions={
          <>
            <Link to={PUBLIC_ROUTES.manage} className="btn btn--primary">
              {text.manageAskAgain}
            </Link>
            {home}
          </>
        }
      >
        <p>{text.eraseLinkUsedText}</p>
      </StatusPanel>
    );
  } else if (link.state === 'loading') {
    view = (
      <StatusPanel title={text.eraseTitle} icon={<span className="spinner spinner--large" aria-hidden="true" />}>
        <p role="status">{text.eraseChecking}</p>
      </StatusPanel>
    );
  } else {
    const failed = link.state === 'failed' || (outcome !== null && !outcome.ok);
    view = (
      <StatusPanel
        tone={failed ? 'danger' : 'warning'}
        title={text.eraseTitle}
        focusTitle
        actions={
          link.state === 'ready' && (
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => void action.run(token)}
              disabled={action.pending}
              aria-busy={action.pending}
            >
              {action.pending ? text.erasing : text.eraseButton}
            </button>
          )
        }
      >
        {failed && <p role="alert">{text.manageFailed}</p>}
        {link.state === 'ready' && <p>{text.eraseAsk(link.value.handle)}</p>}
      </StatusPanel>
    );
  }
  return <div className="container manage">{view}</div>;
}

type ErasedProps = {
  result: ErasureResponse;
  home: ReactNode;
};

/** What was erased, and only what is kept for this person: the handle's hold, and a suppression code if they had one. */
function Erased({ result, home }: ErasedProps) {
  const text = useManageMessages();
  const locale = useLocale();
  const kept: string[] = [];
  if (result.handle_held_for_ever) kept.push(text.erasedKeptHandleForEver(result.handle));
  else if (result.handle_held_until) kept.push(text.erasedKeptHandle(result.handle, formatDate(result.handle_held_until, locale)));
  if (result.suppression === 'unsubscribed' || result.suppression === 'complained') kept.push(text.erasedKeptUnsubscribe);
  else if (result.suppression) kept.push(text.erasedKeptSuppression);
  return (
    <StatusPanel tone="success" title={text.erasedTitle} actions={home} focusTitle>
      <p>{text.erasedText(result.handle)}</p>
      {kept.length > 0 && (
        <>
          <h2 className="manage__subtitle">{text.erasedKeptTitle}</h2>
          <ul className="manage__kept">
            {kept.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </StatusPanel>
  );
}

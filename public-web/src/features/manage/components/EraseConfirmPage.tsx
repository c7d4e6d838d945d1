import { Link, useParams } from 'react-router-dom';
import { StatusPanel } from '../../../components/StatusPanel';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { ApiError, useAction } from '../../../lib/apiClient';
import { erase } from '../api/erase';
import { useManageMessages } from '../hooks/useManageMessages';
import './Manage.css';

/**
 * /manage/erase/:token, from the mail that confirms a deletion. Opening it changes nothing (mail
 * scanners open links): the person presses the button, and the reservation is gone.
 */
export default function EraseConfirmPage() {
  const text = useManageMessages();
  const { token = '' } = useParams();
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
    view = (
      <StatusPanel tone="success" title={text.erasedTitle} actions={home} focusTitle>
        <p>{text.erasedText}</p>
      </StatusPanel>
    );
  } else if (outcome && outcome.error instanceof ApiError && outcome.error.status === 404) {
    view = (
      <StatusPanel tone="danger" title={text.manageLinkInvalidTitle} actions={home} focusTitle>
        <p>{text.eraseLinkInvalid}</p>
      </StatusPanel>
    );
  } else {
    const failed = outcome !== null && !outcome.ok;
    view = (
      <StatusPanel
        tone={failed ? 'danger' : 'warning'}
        title={text.eraseTitle}
        focusTitle={failed}
        actions={
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => void action.run(token)}
            disabled={action.pending}
            aria-busy={action.pending}
          >
            {action.pending ? text.erasing : text.eraseButton}
          </button>
        }
      >
        {failed && <p role="alert">{text.manageFailed}</p>}
        <p>{text.eraseAsk}</p>
      </StatusPanel>
    );
  }
  return <div className="container manage">{view}</div>;
}

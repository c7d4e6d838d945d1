import { PUBLIC_ROUTES } from '@gameshift/contracts';
import { Link } from 'react-router-dom';
import { StatusPanel } from '../../../components/StatusPanel';
import type { Loaded } from '../../../hooks/useLoaded';
import { ApiError } from '../../../lib/apiClient';
import { useManageMessages } from '../hooks/useManageMessages';

/**
 * What a page opened from a manage link shows until its data is ready: a spinner named `label`
 * while it loads; when it failed, why (a link that does not work, or anything else) and the way to
 * ask for a new link. Nothing once the data is there.
 */
export function ManageLinkPending({ loaded, label }: { loaded: Loaded<unknown>; label: string }) {
  const text = useManageMessages();
  if (loaded.state === 'loading') {
    return (
      <div className="container manage" aria-busy="true">
        <div className="spinner spinner--large" role="status" aria-label={label} />
      </div>
    );
  }
  if (loaded.state === 'failed') {
    const invalid = loaded.error instanceof ApiError && loaded.error.status === 404;
    return (
      <div className="container manage">
        <StatusPanel
          tone="danger"
          title={invalid ? text.manageLinkInvalidTitle : text.manageFailed}
          focusTitle
          actions={
            <Link to={PUBLIC_ROUTES.manage} className="btn btn--primary">
              {text.manageAskAgain}
            </Link>
          }
        >
          {invalid && <p>{text.manageLinkInvalidText}</p>}
        </StatusPanel>
      </div>
    );
  }
  return null;
}

import { LOCALE_TAGS, PUBLIC_ROUTES, type Locale } from '@gameshift/contracts';
import { Link, useParams } from 'react-router-dom';
import { StatusPanel } from '../../../components/StatusPanel';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { ApiError, useAction } from '../../../lib/apiClient';
import { useLocale } from '../../../lib/locale';
import { exportUrl } from '../api/paths';
import { requestErase } from '../api/requestErase';
import { setAnnouncements } from '../api/setAnnouncements';
import { useManagedReservation } from '../hooks/useManagedReservation';
import { useManageMessages } from '../hooks/useManageMessages';
import { EmailAddress } from './EmailAddress';
import './Manage.css';

/** A date in the page's language; English keeps the day-month-year order it always had. */
function formatDate(iso: string, locale: Locale): string {
  return new Date(iso).toLocaleDateString(locale === 'en' ? 'en-GB' : LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** /manage/:token: what is kept about the reservation, and the person's three actions on it. */
export default function ManagePage() {
  const locale = useLocale();
  const text = useManageMessages();
  const { token = '' } = useParams();
  const [loaded, setReservation] = useManagedReservation(token);
  const switchAnnouncements = useAction(setAnnouncements);
  const askErase = useAction(requestErase);
  useDocumentTitle(text.manageTitle);

  if (loaded.state === 'loading') {
    return (
      <div className="container manage" aria-busy="true">
        <div className="spinner spinner--large" role="status" aria-label={text.manageTitle} />
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

  const { reservation } = loaded;
  const subscribed = reservation.announcements === 'subscribed';
  const handleSwitch = async (): Promise<void> => {
    const outcome = await switchAnnouncements.run(token, !subscribed);
    if (outcome?.ok) setReservation({ ...reservation, announcements: outcome.result.announcements });
  };
  const handleDelete = (): void => {
    void askErase.run(token);
  };

  if (askErase.outcome?.ok) {
    return (
      <div className="container manage">
        <StatusPanel tone="success" title={text.manageDelete} focusTitle>
          <p>{text.manageCheckMail}</p>
        </StatusPanel>
      </div>
    );
  }
  const failed = [switchAnnouncements.outcome, askErase.outcome].some((o) => o !== null && !o.ok);
  return (
    <div className="container manage">
      <section className="card manage__card" aria-labelledby="manage-title">
        <h1 id="manage-title" className="manage__title">
          {text.manageTitle}
        </h1>
        <dl className="manage__data">
          <dt>{text.manageHandle}</dt>
          <dd>{reservation.handle}</dd>
          <dt>{text.manageEmail}</dt>
          <dd>
            <EmailAddress address={reservation.email} />
          </dd>
          <dt>{text.manageStatus}</dt>
          <dd>{text.manageStatuses[reservation.status]}</dd>
          <dt>{text.manageCreated}</dt>
          <dd>{formatDate(reservation.created_at, locale)}</dd>
          {reservation.confirmed_at && (
            <>
              <dt>{text.manageConfirmed}</dt>
              <dd>{formatDate(reservation.confirmed_at, locale)}</dd>
            </>
          )}
          <dt>{text.manageAnnouncements}</dt>
          <dd>{subscribed ? text.manageAnnouncementsOn : text.manageAnnouncementsOff}</dd>
        </dl>
        {failed && <p role="alert">{text.manageFailed}</p>}
        <div className="manage__actions">
          <a className="btn btn--primary" href={exportUrl(token)} download>
            {text.manageDownload}
          </a>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => void handleSwitch()}
            disabled={switchAnnouncements.pending}
            aria-busy={switchAnnouncements.pending}
          >
            {subscribed ? text.manageStopAnnouncements : text.manageStartAnnouncements}
          </button>
        </div>
        <div className="manage__danger">
          <p>{text.manageDeleteWarning}</p>
          <button
            type="button"
            className="btn btn--ghost btn--block"
            onClick={handleDelete}
            disabled={askErase.pending}
            aria-busy={askErase.pending}
          >
            {askErase.pending ? text.manageDeleting : text.manageDelete}
          </button>
        </div>
      </section>
    </div>
  );
}

import { PUBLIC_ROUTES } from '@gameshift/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { StatusPanel } from '../../../components/StatusPanel';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useAction } from '../../../lib/apiClient';
import { useLocale } from '../../../lib/locale';
import { exportUrl } from '../api/paths';
import { requestErase } from '../api/requestErase';
import { setAnnouncements } from '../api/setAnnouncements';
import { useManagedReservation } from '../hooks/useManagedReservation';
import { useManageMessages } from '../hooks/useManageMessages';
import { domainOf, formatDate } from '../utils/formatDate';
import { EmailAddress } from './EmailAddress';
import { MailIcon } from './MailIcon';
import { ManageLinkPending } from './ManageLinkPending';
import './Manage.css';

/** /manage/:token: what is kept about the reservation, and the person's three actions on it. */
export default function ManagePage() {
  const locale = useLocale();
  const text = useManageMessages();
  const { token = '' } = useParams();
  const [loaded, setReservation] = useManagedReservation(token);
  const switchAnnouncements = useAction(setAnnouncements);
  const askErase = useAction(requestErase);
  // The answer to asking for an erasure stands in for the page until the person goes back to it.
  const [eraseAsked, setEraseAsked] = useState(false);
  const [switched, setSwitched] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const backFromErase = useRef(false);
  useDocumentTitle(text.manageTitle);

  useEffect(() => {
    if (!eraseAsked && backFromErase.current) titleRef.current?.focus();
  }, [eraseAsked]);

  if (loaded.state !== 'ready') return <ManageLinkPending loaded={loaded} label={text.manageTitle} />;

  const reservation = loaded.value;
  const subscribed = reservation.announcements === 'subscribed';
  const handleSwitch = async (): Promise<void> => {
    // The button stays enabled while the call runs (a disabled button drops focus to <body>); a second press is ignored.
    if (switchAnnouncements.isRunning()) return;
    const outcome = await switchAnnouncements.run(token, !subscribed);
    if (outcome?.ok) {
      setReservation({ ...reservation, announcements: outcome.result.announcements });
      setSwitched(true);
    }
  };
  const handleDelete = async (): Promise<void> => {
    const outcome = await askErase.run(token);
    if (outcome?.ok) setEraseAsked(true);
  };
  const handleBack = (): void => {
    backFromErase.current = true;
    setEraseAsked(false);
  };

  if (eraseAsked) {
    // Not a success yet: nothing is deleted until the mailed link is opened and confirmed.
    return (
      <div className="container manage">
        <StatusPanel
          tone="info"
          icon={<MailIcon />}
          title={text.eraseRequestedTitle}
          focusTitle
          actions={
            <button type="button" className="btn btn--ghost" onClick={handleBack}>
              {text.eraseBackToManage}
            </button>
          }
        >
          <p>{text.eraseRequestedText(domainOf(reservation.email))}</p>
          <p>{text.eraseNothingYet}</p>
        </StatusPanel>
      </div>
    );
  }
  const failed = [switchAnnouncements.outcome, askErase.outcome].some((o) => o !== null && !o.ok);
  const announcementsText = subscribed ? text.manageAnnouncementsOn : text.manageAnnouncementsOff;
  return (
    <div className="container manage">
      <section className="card manage__card" aria-labelledby="manage-title">
        <h1 id="manage-title" ref={titleRef} tabIndex={-1} className="manage__title">
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
          <dd>{announcementsText}</dd>
        </dl>
        {/* Says the switch's outcome aloud; empty until the first switch, so opening the page reads nothing twice. */}
        <p className="sr-only" role="status">
          {switched ? announcementsText : ''}
        </p>
        {failed && <p role="alert">{text.manageFailed}</p>}
        <div className="manage__actions">
          <a className="btn btn--primary" href={exportUrl(token)} download>
            {text.manageDownload}
          </a>
          <Link className="btn btn--ghost" to={PUBLIC_ROUTES.manageData.replace(':token', encodeURIComponent(token))}>
            {text.manageSeeData}
          </Link>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => void handleSwitch()}
            aria-disabled={switchAnnouncements.pending || undefined}
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
            onClick={() => void handleDelete()}
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

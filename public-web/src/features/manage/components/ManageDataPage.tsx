import { LOCALE_NAMES, PUBLIC_ROUTES, isLocale, type PersonalDataExport } from '@gameshift/contracts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useLoaded } from '../../../hooks/useLoaded';
import { useLocale } from '../../../lib/locale';
import { getExport } from '../api/getExport';
import { exportUrl } from '../api/paths';
import { useManageMessages } from '../hooks/useManageMessages';
import { formatMoment } from '../utils/formatDate';
import { EmailAddress } from './EmailAddress';
import { ManageLinkPending } from './ManageLinkPending';
import './Manage.css';

type Row = [label: string, value: ReactNode];

type PartProps = {
  id: string;
  title: string;
  why: string;
  /** Where the part sits in the downloaded file. */
  inFile: string;
  rows: Row[];
  children?: ReactNode;
};

function Part({ id, title, why, inFile, rows, children }: PartProps) {
  const text = useManageMessages();
  return (
    <section className="manage__part" aria-labelledby={id}>
      <h2 id={id} className="manage__subtitle">
        {title}
      </h2>
      <p>{why}</p>
      <p className="manage__in-file">
        {text.dataInFile} <code lang="en">{inFile}</code>
      </p>
      {rows.length > 0 && (
        <dl className="manage__data">
          {rows.map(([label, value]) => (
            <div key={label} className="manage__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  );
}

/**
 * /manage/:token/data: the download's contents in the person's language, each part with what it
 * is and why it is kept, and a way to print it. The JSON file stays the machine-readable copy.
 */
export default function ManageDataPage() {
  const text = useManageMessages();
  const locale = useLocale();
  const { token = '' } = useParams();
  const [loaded] = useLoaded(token, getExport);
  useDocumentTitle(text.dataTitle);
  const managePage = PUBLIC_ROUTES.manageLink.replace(':token', encodeURIComponent(token));

  if (loaded.state !== 'ready') return <ManageLinkPending loaded={loaded} label={text.dataTitle} />;

  const data: PersonalDataExport = loaded.value;
  const moment = (iso: string | null): string => (iso ? formatMoment(iso, locale) : text.dataNone);
  const shown = (value: string | null): string => value ?? text.dataNone;
  const { reservation, attribution, consent, mails, suppression, claim } = data;
  const campaign = [attribution.utm_source, attribution.utm_medium, attribution.utm_campaign];
  return (
    <div className="container manage manage--data">
      <section className="card manage__card" aria-labelledby="data-title">
        <h1 id="data-title" className="manage__title">
          {text.dataTitle}
        </h1>
        <p>{text.dataIntro}</p>
        <p>
          {text.dataExportedAt}: {formatMoment(data.exported_at, locale)}
        </p>
        <div className="manage__actions manage__no-print">
          <button type="button" className="btn btn--primary" onClick={() => window.print()}>
            {text.dataPrint}
          </button>
          <a className="btn btn--ghost" href={exportUrl(token)} download>
            {text.manageDownload}
          </a>
          <Link className="btn btn--ghost" to={managePage}>
            {text.eraseBackToManage}
          </Link>
        </div>

        <Part
          id="data-reservation"
          title={text.dataReservationTitle}
          why={text.dataReservationWhy}
          inFile="reservation"
          rows={[
            [text.manageHandle, reservation.handle],
            [text.manageEmail, <EmailAddress address={reservation.email} />],
            [text.manageStatus, text.manageStatuses[reservation.status]],
            [text.manageCreated, moment(reservation.created_at)],
            [text.manageConfirmed, moment(reservation.confirmed_at)],
            [text.dataLastSent, moment(reservation.last_sent_at)],
            [text.dataConfirmationsSent, String(reservation.confirmation_mails_sent)],
          ]}
        />
        <Part
          id="data-attribution"
          title={text.dataAttributionTitle}
          why={text.dataAttributionWhy}
          inFile="attribution"
          rows={[
            [text.dataSource, shown(attribution.source)],
            [text.dataReferrer, shown(attribution.referrer_host)],
            [text.dataCampaign, campaign.some(Boolean) ? campaign.map((part) => part ?? '–').join(' / ') : text.dataNone],
            [text.dataLanding, shown(attribution.landing)],
          ]}
        />
        <Part
          id="data-consent"
          title={text.dataConsentTitle}
          why={text.dataConsentWhy}
          inFile="consent"
          rows={
            consent
              ? [
                  [text.dataNoticeDate, consent.notice_date],
                  [text.dataNoticeHash, <code className="manage__hash">{consent.notice_hash}</code>],
                  [text.dataConsentLanguage, isLocale(consent.language) ? LOCALE_NAMES[consent.language] : consent.language],
                  [text.dataAcceptedAt, moment(consent.accepted_at)],
                ]
              : [[text.dataNoticeDate, text.dataNone]]
          }
        />
        <Part id="data-mails" title={text.dataMailsTitle} why={text.dataMailsWhy} inFile="mails" rows={[]}>
          {mails.length === 0 ? (
            <p>{text.dataNoMails}</p>
          ) : (
            <ul className="manage__mails">
              {mails.map((mail, index) => (
                <li key={index}>
                  <span>{text.dataMailKinds[mail.kind]}</span> <span className="manage__when">{formatMoment(mail.at, locale)}</span>
                </li>
              ))}
            </ul>
          )}
        </Part>
        <Part
          id="data-suppression"
          title={text.dataSuppressionTitle}
          why={text.dataSuppressionWhy}
          inFile="suppression"
          rows={
            suppression
              ? [
                  [text.manageAnnouncements, text.dataSuppressionReasons[suppression.reason]],
                  [text.dataSince, moment(suppression.since)],
                ]
              : [[text.manageAnnouncements, text.manageAnnouncementsOn]]
          }
        />
        <Part
          id="data-claim"
          title={text.dataClaimTitle}
          why={text.dataClaimWhy}
          inFile="claim"
          rows={[
            [text.dataClaimState, claim.reserved ? text.dataClaimHeld : text.dataClaimNotHeld],
            [text.dataSince, moment(claim.reserved_at)],
          ]}
        />
      </section>
    </div>
  );
}

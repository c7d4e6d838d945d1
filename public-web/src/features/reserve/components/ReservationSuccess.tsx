import { inboxFor, PUBLIC_ROUTES, RESEND, type SiteMessages } from '@gameshift/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { resendVerification } from '../../../api/resendVerification';
import { useCountdown } from '../../../hooks/useCountdown';
import { ApiError, failureText, useAction } from '../../../lib/apiClient';
import { config } from '../../../lib/config';
import { useMessages } from '../../../hooks/useMessages';
import type { Reservation } from '../hooks/useReserveForm';

type ReservationSuccessProps = {
  reservation: Reservation;
  /** Back to the email step to correct the address; the new reservation replaces this one. */
  onChangeEmail: () => void;
};

const PREVIEW_IMAGE = '/images/coming-soon.svg';

function socialLinkText(url: string, uiMessages: SiteMessages): string {
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    return host === 'x.com' || host === 'twitter.com' ? uiMessages.success.follow : uiMessages.footerSocial;
  } catch {
    return uiMessages.footerSocial;
  }
}

export function ReservationSuccess({ reservation, onChangeEmail }: ReservationSuccessProps) {
  const { messages, uiMessages } = useMessages();
  const text = uiMessages.success;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resend = useAction(resendVerification);
  const { secondsLeft, start } = useCountdown();

  // The form this replaces held focus; hand it to the heading so the news is read out. The email
  // just went out, so the next one can be asked for only after the cooldown, shown from the start.
  useEffect(() => {
    headingRef.current?.focus();
    start(RESEND.cooldownMs / 1000);
  }, [start]);

  const handleResend = async () => {
    // With the reservation's key the server says plainly what happened; without one (nothing
    // was reserved) the anonymous request by email gets the answer that never tells.
    const outcome = await resend.run(reservation.manageKey ? { manage_key: reservation.manageKey } : { email: reservation.email });
    if (outcome?.ok) start(outcome.result.retryAfterSeconds ?? RESEND.cooldownMs / 1000);
    else if (outcome?.error instanceof ApiError && outcome.error.status === 429) {
      start(outcome.error.retryAfterSeconds ?? RESEND.cooldownMs / 1000);
    }
  };

  // A new request clears the last answer until its own arrives.
  const sending = resend.pending;
  const answer = sending ? null : resend.outcome;
  const feedback =
    answer &&
    (answer.ok ? { tone: 'ok', text: answer.result.message } : { tone: 'error', text: failureText(answer.error, messages.genericError) });
  const coolingDown = secondsLeft > 0;
  const inbox = inboxFor(reservation.email);

  return (
    <div className="success">
      <div className="success__badge" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="30" height="30" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="5" width="18" height="14" rx="3" />
          <path d="m4 7 8 6 8-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="success__title">
        {messages.oneMoreStep}
      </h2>
      <p className="success__text">{messages.reservationCreated}</p>

      <dl className="success__details">
        <div>
          <dt>{text.emailLabel}</dt>
          <dd>{reservation.typedEmail}</dd>
        </div>
        <div>
          <dt>{text.handleLabel}</dt>
          <dd>@{reservation.handle}</dd>
        </div>
      </dl>
      <p className="success__note">
        {reservation.holdMinutes === undefined ? text.handleHeld : messages.handleHold(reservation.holdMinutes)}
      </p>
      <p className="success__change">
        {text.wrongEmail}{' '}
        <button type="button" className="link-button" onClick={onChangeEmail}>
          {text.changeEmail}
        </button>
      </p>
      {inbox && (
        <a className="btn btn--primary success__inbox" href={inbox.url} target="_blank" rel="noopener noreferrer">
          {text.openInbox(inbox.name)}
          <span className="sr-only"> {uiMessages.opensInNewTab}</span>
        </a>
      )}

      <figure className="success__preview">
        <img src={PREVIEW_IMAGE} width={640} height={360} alt={text.previewAlt} loading="lazy" decoding="async" />
        <figcaption>{text.comingSoon}</figcaption>
      </figure>

      <div className="success__follow">
        <div>
          <p className="success__follow-title">{text.followTitle}</p>
          <p className="success__follow-text">{text.followText}</p>
        </div>
        <a className="btn btn--primary" href={config.socialUrl} target="_blank" rel="noopener noreferrer">
          {socialLinkText(config.socialUrl, uiMessages)}
          <span className="sr-only"> {uiMessages.opensInNewTab}</span>
        </a>
      </div>

      <div className="success__resend">
        <p className="success__resend-text">{text.noEmail}</p>
        <button type="button" className="btn btn--ghost btn--small" onClick={handleResend} disabled={sending || coolingDown}>
          {sending ? text.sending : coolingDown ? text.resendIn(secondsLeft) : text.resend}
        </button>
        <p className={`success__feedback${feedback?.tone === 'error' ? ' success__feedback--error' : ''}`} role="status">
          {feedback?.text}
        </p>
      </div>

      <p className="success__manage">
        {text.manageLater} <Link to={PUBLIC_ROUTES.manage}>{text.manageLink}</Link>
      </p>
    </div>
  );
}

import { inboxFor, RESEND } from '@gameshift/contracts';
import { useEffect, useRef, useState } from 'react';
import { resendVerification } from '../../../api/resendVerification';
import { useCountdown } from '../../../hooks/useCountdown';
import { ApiError } from '../../../lib/apiClient';
import { config } from '../../../lib/config';
import { messages, uiMessages } from '../../../messages';
import type { Reservation } from '../hooks/useReserveForm';

type ReservationSuccessProps = {
  reservation: Reservation;
  /** Back to the email step to correct the address; the new reservation replaces this one. */
  onChangeEmail: () => void;
};

type ResendFeedback = { tone: 'ok' | 'error'; text: string } | null;

const PREVIEW_IMAGE = '/images/coming-soon.svg';

function socialLinkText(url: string): string {
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    return host === 'x.com' || host === 'twitter.com' ? uiMessages.success.follow : uiMessages.footerSocial;
  } catch {
    return uiMessages.footerSocial;
  }
}

export function ReservationSuccess({ reservation, onChangeEmail }: ReservationSuccessProps) {
  const text = uiMessages.success;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [sending, setSending] = useState(false);
  const [feedback, setFeedback] = useState<ResendFeedback>(null);
  const { secondsLeft, start } = useCountdown();

  // The form this replaces held focus; hand it to the heading so the news is read out. The email
  // just went out, so the next one can be asked for only after the cooldown, shown from the start.
  useEffect(() => {
    headingRef.current?.focus();
    start(RESEND.cooldownMs / 1000);
  }, [start]);

  const handleResend = async () => {
    setSending(true);
    setFeedback(null);
    try {
      // With the reservation's key the server says plainly what happened; without one (nothing
      // was reserved) the anonymous request by email gets the answer that never tells.
      const answer = await resendVerification(reservation.manageKey ? { manage_key: reservation.manageKey } : { email: reservation.email });
      setFeedback({ tone: 'ok', text: answer.message });
      start(answer.retryAfterSeconds ?? RESEND.cooldownMs / 1000);
    } catch (error) {
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      setFeedback({ tone: 'error', text: serverMessage ?? messages.genericError });
      if (error instanceof ApiError && error.status === 429) start(error.retryAfterSeconds ?? RESEND.cooldownMs / 1000);
    } finally {
      setSending(false);
    }
  };

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
          {socialLinkText(config.socialUrl)}
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
    </div>
  );
}

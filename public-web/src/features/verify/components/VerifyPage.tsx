import { MAX_SUGGESTIONS, PUBLIC_ROUTES, suggestHandles, type VerifyResponse, type VerifyState } from '@gameshift/contracts';
import type { ReactElement } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { StatusPanel } from '../../../components/StatusPanel';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { config } from '../../../lib/config';
import { useMessages } from '../../../hooks/useMessages';
import { useVerifyReservation } from '../api/verifyReservation';
import { ResendVerification } from './ResendVerification';
import './VerifyPage.css';
import { useVerifyText, verifyText } from '../verifyText';

type DemoState = VerifyState | 'loading';

const DEMO_STATES: readonly DemoState[] = ['loading', 'success', 'already_verified', 'race_lost', 'expired', 'error'];

/** `?state=` shows any screen without a real token, but only on a demo deployment. */
function forcedState(value: string | null): DemoState | null {
  if (!config.demoMode || value === null) return null;
  return DEMO_STATES.find((state) => state === value) ?? null;
}

function demoAnswer(state: VerifyState): VerifyResponse {
  const handle = verifyText.demoHandle;
  const suggestions = suggestHandles(handle, { productName: config.productName });
  return { state, gameshift_id: handle, suggestions };
}

export function VerifyPage() {
  const { token: tokenParam } = useParams();
  const [searchParams] = useSearchParams();
  const token = tokenParam?.trim() ? tokenParam.trim() : null;
  const forced = forcedState(searchParams.get('state'));
  const answer = useVerifyReservation(forced === null ? token : null);
  useDocumentTitle(useVerifyText().pageTitle);

  let view: ReactElement;
  if (forced === 'loading') view = <Verifying />;
  else if (forced !== null) view = <VerifyResult answer={demoAnswer(forced)} token={token} />;
  else if (token === null) view = <InvalidLink />;
  else if (answer === null) view = <Verifying />;
  else view = <VerifyResult answer={answer} token={token} />;

  return <div className="container verify">{view}</div>;
}

function Verifying() {
  const { uiMessages } = useMessages();
  return (
    <StatusPanel title={useVerifyText().loadingTitle} icon={<span className="spinner spinner--large" aria-hidden="true" />}>
      <p role="status" className="sr-only">
        {uiMessages.loading}
      </p>
    </StatusPanel>
  );
}

function InvalidLink() {
  const { messages } = useMessages();
  const text = useVerifyText();
  return (
    <StatusPanel
      tone="danger"
      title={messages.invalidVerificationLink}
      actions={
        <Link to="/" className="btn btn--primary">
          {messages.reserveProductId}
        </Link>
      }
    >
      <p>{text.invalidText}</p>
    </StatusPanel>
  );
}

type VerifyResultProps = {
  answer: VerifyResponse;
  token: string | null;
};

function VerifyResult({ answer, token }: VerifyResultProps) {
  const { messages, uiMessages } = useMessages();
  const text = useVerifyText();
  const navigate = useNavigate();
  const handle = answer.gameshift_id;

  switch (answer.state) {
    case 'success':
      return (
        <StatusPanel
          tone="success"
          focusTitle
          title={text.successTitle}
          actions={
            <>
              <a className="btn btn--primary" href={config.socialUrl} target="_blank" rel="noopener noreferrer">
                {text.follow}
                <span className="sr-only"> {uiMessages.opensInNewTab}</span>
              </a>
              <Link to="/learn" className="btn btn--ghost">
                {text.newsLink}
              </Link>
              <Link to={PUBLIC_ROUTES.manage} className="btn btn--ghost">
                {text.manageLink}
              </Link>
            </>
          }
        >
          {handle && <p className="verify__handle">@{handle}</p>}
          <p>{text.successText}</p>
          <p>{text.successNext}</p>
        </StatusPanel>
      );

    case 'already_verified':
      return (
        <StatusPanel
          tone="info"
          focusTitle
          title={text.alreadyVerifiedTitle}
          actions={
            <>
              <Link to={PUBLIC_ROUTES.manage} className="btn btn--primary">
                {text.manageLink}
              </Link>
              <Link to="/" className="btn btn--ghost">
                {text.backHome}
              </Link>
            </>
          }
        >
          {handle && <p className="verify__handle">@{handle}</p>}
          <p>{text.alreadyVerifiedText}</p>
        </StatusPanel>
      );

    case 'race_lost': {
      const suggestions = (answer.suggestions ?? []).slice(0, MAX_SUGGESTIONS);
      return (
        <StatusPanel
          tone="warning"
          focusTitle
          title={text.raceLostTitle}
          actions={
            <button type="button" className="btn btn--primary" onClick={() => navigate('/')}>
              {messages.tryDifferentId}
            </button>
          }
        >
          <p>{handle ? text.raceLostText(handle) : text.raceLostTextNoHandle}</p>
          {suggestions.length > 0 && (
            <ul className="verify__suggestions" aria-label={text.suggestionsLabel}>
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <Link className="chip-link" to={`/?suggested=${encodeURIComponent(suggestion)}`}>
                    @{suggestion}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </StatusPanel>
      );
    }

    case 'expired':
      return (
        <StatusPanel tone="warning" focusTitle title={text.expiredTitle} actions={<ResendVerification token={token} />}>
          <p>{messages.linkValidity}</p>
        </StatusPanel>
      );

    case 'error':
      return (
        <StatusPanel tone="danger" focusTitle title={text.errorTitle} actions={<ResendVerification token={token} />}>
          <p>{answer.message || messages.verifyFailedDefault}</p>
        </StatusPanel>
      );
  }
}

import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useMessages } from '../../../hooks/useMessages';
import { ReserveForm, type HumanCheckProps } from './ReserveForm';
import './ReservePage.css';

type ReservePageProps = {
  humanCheck: ComponentType<HumanCheckProps>;
};

export function ReservePage({ humanCheck }: ReservePageProps) {
  const { uiMessages } = useMessages();
  const text = uiMessages.reserve;
  const [searchParams] = useSearchParams();
  useDocumentTitle(text.pageTitle);

  return (
    <div className="container reserve">
      <div className="reserve__intro">
        <p className="eyebrow">
          <span className="pulse-dot" aria-hidden="true" />
          {text.badge}
        </p>
        <h1 className="reserve__title">
          {text.heading} <span className="reserve__title-accent">{text.headingAccent}</span>
        </h1>
        <p className="reserve__lede">{text.lede}</p>
      </div>
      <div className="card reserve__panel">
        <ReserveForm suggested={searchParams.get('suggested')} humanCheck={humanCheck} />
      </div>
      <ul className="perks">
        {text.perks.map((perk, index) => (
          <li key={perk.title} className="perks__item">
            <span className="perks__icon" aria-hidden="true">
              {['◆', '✦', '★'][index]}
            </span>
            <span>
              <strong className="perks__title">{perk.title}</strong>
              <span className="perks__text">{perk.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useNewsMessages } from '../../../newsMessages';
import { useMessages } from '../../../hooks/useMessages';
import './NotFoundPage.css';

export default function NotFoundPage() {
  const { messages, uiMessages } = useMessages();
  const newsMessages = useNewsMessages();
  useDocumentTitle(uiMessages.notFound.pageTitle);
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" data-text={newsMessages.notFoundCode}>
        {newsMessages.notFoundCode}
      </p>
      <h1 id="not-found-title" className="not-found__title">
        {newsMessages.wrongTurn}
      </h1>
      <p className="not-found__text">{newsMessages.secretLevel}</p>
      <Link to="/" className="btn btn--primary">
        {messages.reserveProductId}
      </Link>
    </section>
  );
}

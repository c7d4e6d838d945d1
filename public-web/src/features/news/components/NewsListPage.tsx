import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { uiMessages } from '../../../messages';

/** Placeholder until the news list is built. */
export default function NewsListPage() {
  useDocumentTitle(uiMessages.news.title);
  return (
    <section className="container status-page" aria-labelledby="news-title">
      <h1 id="news-title">{uiMessages.news.title}</h1>
      <p className="status-page__text">{uiMessages.news.text}</p>
    </section>
  );
}

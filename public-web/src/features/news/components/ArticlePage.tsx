import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { uiMessages } from '../../../messages';

/** Placeholder until the article page is built. */
export default function ArticlePage() {
  useDocumentTitle(uiMessages.news.title);
  return (
    <section className="container status-page" aria-labelledby="article-title">
      <h1 id="article-title">{uiMessages.news.title}</h1>
      <p className="status-page__text">{uiMessages.news.text}</p>
    </section>
  );
}

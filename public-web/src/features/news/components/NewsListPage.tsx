import { newsListMeta, newsTexts } from '@gameshift/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { PageError } from '../../../components/PageError';
import { PageLoader } from '../../../components/PageLoader';
import { config, pageOrigin } from '../../../lib/config';
import { useNewsMessages } from '../../../newsMessages';
import { useMessages } from '../../../hooks/useMessages';
import { useArticles } from '../api/getArticles';
import { usePageMeta } from '../hooks/usePageMeta';
import { ArticleCard } from './ArticleCard';
import './NewsListPage.css';
import { useNewsText } from '../newsText';

/** `/learn`: every published article, newest first. */
export default function NewsListPage() {
  const { messages } = useMessages();
  const newsMessages = useNewsMessages();
  const { data: articles, isPending, isError } = useArticles();
  const newsText = useNewsText();
  const meta = useMemo(
    () => newsListMeta(config.productName, pageOrigin(), newsTexts(config.productName, newsText, newsMessages)),
    [newsText, newsMessages],
  );
  usePageMeta(meta);

  return (
    <section className="container news" aria-labelledby="news-title">
      <header className="news__header">
        <div>
          <p className="eyebrow">{newsText.listEyebrow}</p>
          <h1 id="news-title" className="news__title">
            {newsText.listHeading}
          </h1>
          <p className="news__lede">{newsText.listDescription}</p>
        </div>
        <Link to="/" className="btn btn--primary">
          {messages.reserveYourId}
        </Link>
      </header>
      {isPending ? (
        <PageLoader />
      ) : isError ? (
        <PageError />
      ) : articles.length === 0 ? (
        <p className="card news__empty">{newsMessages.noArticles}</p>
      ) : (
        <ul className="news__list">
          {articles.map((article) => (
            <ArticleCard key={article.slug} article={article} />
          ))}
        </ul>
      )}
    </section>
  );
}

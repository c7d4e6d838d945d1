import type { ArticleSummary } from '@gameshift/contracts';
import { Link } from 'react-router-dom';
import { useNewsText } from '../newsText';
import { useArticleDate } from '../hooks/useArticleDate';

type ArticleCardProps = {
  article: ArticleSummary;
};

/** One article in the list; the whole card opens /learn/{slug}. */
export function ArticleCard({ article }: ArticleCardProps) {
  const newsText = useNewsText();
  const formatArticleDate = useArticleDate();
  return (
    <li className="card article-card">
      {article.image && <img className="article-card__image" src={article.image} alt="" width={1200} height={630} loading="lazy" />}
      <div className="article-card__content">
        <p className="article-card__category">{article.category}</p>
        <h2 className="article-card__title">
          <Link to={`/learn/${article.slug}`} className="article-card__link">
            {article.title}
          </Link>
        </h2>
        <p className="article-card__excerpt">{article.excerpt}</p>
        <p className="article-card__meta">
          <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
          {article.readingTime !== undefined && (
            <>
              <span aria-hidden="true">·</span>
              <span>{newsText.readingTime(article.readingTime)}</span>
            </>
          )}
        </p>
      </div>
    </li>
  );
}

import { DEFAULT_LOCALE, LOCALE_TAGS, type ArticleSummary } from '@gameshift/contracts';
import { Link } from 'react-router-dom';
import { useNewsText } from '../newsText';
import { useArticleDate } from '../hooks/useArticleDate';
import { useLocale } from '../../../lib/locale';

type ArticleCardProps = {
  article: ArticleSummary;
};

/** One article in the list; the whole card opens /learn/{slug}. */
export function ArticleCard({ article }: ArticleCardProps) {
  const newsText = useNewsText();
  const formatArticleDate = useArticleDate();
  // An article without this language's translation is listed in English, and its words say so to a screen reader.
  const written = article.locale ?? DEFAULT_LOCALE;
  const lang = written === useLocale() ? undefined : LOCALE_TAGS[written];
  return (
    <li className="card article-card">
      {article.image && <img className="article-card__image" src={article.image} alt="" width={1200} height={630} loading="lazy" />}
      <div className="article-card__content">
        {/* The category is the site's word, in the page's language whatever the article's. */}
        <p className="article-card__category">{newsText.categories[article.category]}</p>
        <h2 className="article-card__title" lang={lang}>
          <Link to={`/learn/${article.slug}`} className="article-card__link">
            {article.title}
          </Link>
        </h2>
        <p className="article-card__excerpt" lang={lang}>
          {article.excerpt}
        </p>
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

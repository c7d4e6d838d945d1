import { useParams } from 'react-router-dom';
import { PageError } from '../../../components/PageError';
import { PageLoader } from '../../../components/PageLoader';
import { useArticle } from '../api/getArticle';
import { ArticleNotFound } from './ArticleNotFound';
import { ArticleView } from './ArticleView';

/** `/learn/:slug`: the published article with that slug, or 'Article Not Found'. */
export default function ArticlePage() {
  const { slug = '' } = useParams();
  const { data: article, isPending, isError } = useArticle(slug);
  if (isPending) return <PageLoader />;
  if (isError) return <PageError />;
  if (!article) return <ArticleNotFound slug={slug} />;
  return <ArticleView key={article.slug} article={article} />;
}

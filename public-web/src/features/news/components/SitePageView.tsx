import { createHeadingSlugger, LOCALE_TAGS, sitePageMeta } from '@gameshift/contracts';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { PageError } from '../../../components/PageError';
import { PageLoader } from '../../../components/PageLoader';
import { useLanguageName } from '../../../hooks/useLanguageName';
import { useMessages } from '../../../hooks/useMessages';
import { pageOrigin } from '../../../lib/config';
import { useLocale } from '../../../lib/locale';
import { useSitePage } from '../api/getSitePage';
import { usePageMeta } from '../hooks/usePageMeta';
import './ArticleView.css';

const MarkdownBody = lazy(() => import('./MarkdownBody').then((module) => ({ default: module.MarkdownBody })));

type SitePageViewProps = {
  slug: string;
  /** What the site shows for a page it does not have: the app's 404 page. */
  notFound: ReactNode;
};

/** A page the operator writes in markdown (content/<slug>.md), laid out like an article: the privacy page. */
export default function SitePageView({ slug, notFound }: SitePageViewProps) {
  const { data: page, isPending, isError } = useSitePage(slug);
  const meta = useMemo(() => (page ? sitePageMeta(page, pageOrigin()) : null), [page]);
  usePageMeta(meta);
  const titleId = useMemo(() => (page ? createHeadingSlugger()(page.title) : undefined), [page]);
  const locale = useLocale();
  const { uiMessages } = useMessages();
  const languageName = useLanguageName();
  if (isPending) return <PageLoader />;
  if (isError) return <PageError />;
  if (!page) return notFound;
  // A page without a translation into the page's language is shown in English, and says so.
  const shownInEnglish = locale !== 'en' && page.locale !== locale;
  return (
    <div className="container article-layout">
      <article className="article" aria-labelledby={titleId} lang={shownInEnglish ? 'en' : undefined}>
        <header className="article__header">
          {shownInEnglish && (
            <p className="article__language-note" role="note" lang={LOCALE_TAGS[locale]}>
              {uiMessages.language.pageNotTranslated(languageName)}
            </p>
          )}
          <h1 id={titleId} className="article__title" tabIndex={-1}>
            {page.title}
          </h1>
        </header>
        <div className="article__body">
          <Suspense fallback={<PageLoader />}>
            <MarkdownBody title={page.title} markdown={page.content} />
          </Suspense>
        </div>
      </article>
    </div>
  );
}

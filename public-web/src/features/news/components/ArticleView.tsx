import {
  articleMeta,
  createHeadingSlugger,
  LOCALE_TAGS,
  newsTexts,
  TOC,
  tableOfContents,
  type Article,
  type TocEntry,
} from '@gameshift/contracts';
import { lazy, Suspense, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate } from 'react-router-dom';
import { useIsClient } from '../../../hooks/useIsClient';
import { config, pageOrigin } from '../../../lib/config';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { usePageMeta } from '../hooks/usePageMeta';
import { scrollToSection } from '../hooks/useTocTracking';
import { POST_EMBED_CLASS } from '../utils/remarkArticle';
import { EmbeddedPostCard } from './PostSlot';
import { ShareButton } from './ShareButton';
import { ToastProvider } from './Toaster';
import './ArticleView.css';
import { useNewsText } from '../newsText';
import { useArticleDate } from '../hooks/useArticleDate';
import { useLanguageName } from '../../../hooks/useLanguageName';
import { useMessages } from '../../../hooks/useMessages';
import { useLocale } from '../../../lib/locale';
import { useNewsMessages } from '../../../newsMessages';

type ArticleViewProps = {
  article: Article;
};

// Loaded only where used: the player once the article is hydrated, the contents on wide screens.
const ReadAloud = lazy(() => import('./ReadAloud'));
const TableOfContents = lazy(() => import('./TableOfContents').then((module) => ({ default: module.TableOfContents })));
// The markdown renderer runs on the server for the page it sends, and in the browser only for an
// article opened from another page: the article a page arrives with is hydrated as its HTML.
const MarkdownBody = lazy(() => import('./MarkdownBody').then((module) => ({ default: module.MarkdownBody })));

/** Keeps the server's HTML inside an element through hydration and after: React leaves it alone. */
const SENT_HTML = { __html: '' };

/** Tells its parent when the lazily loaded body is on the page. */
function Rendered({ onRendered }: { onRendered: () => void }) {
  useLayoutEffect(onRendered, [onRendered]);
  return null;
}

const READABLE_BLOCKS = 'h2, h3, h4, h5, h6, p, li, blockquote, td, th';

function outsidePosts(element: Element): boolean {
  return !element.closest(`.${POST_EMBED_CLASS}`);
}

/** The article page: back button, title, date, reading time, Listen, Share, hero image, body, table of contents. */
export function ArticleView({ article }: ArticleViewProps) {
  const newsText = useNewsText();
  const formatArticleDate = useArticleDate();
  const locale = useLocale();
  const { uiMessages } = useMessages();
  const languageName = useLanguageName();
  // An article without a translation into the page's language is shown in English, and says so.
  const shownInEnglish = locale !== 'en' && article.locale !== locale;
  // The article's own words (title, body, note) are marked English then; the page's words around
  // them (category, byline, buttons, the note on the language) stay in the page's language.
  const articleLang = shownInEnglish ? 'en' : undefined;
  const bodyRef = useRef<HTMLDivElement>(null);
  const isClient = useIsClient();
  const audioNoteId = useId();
  // True in the browser when this article came rendered with the page (hydration), for good: the
  // view is keyed by article.
  const [keepsSentBody] = useState(() => !isClient && typeof document !== 'undefined');
  const [bodyRenders, setBodyRenders] = useState(0);
  const bodyRendered = useCallback(() => setBodyRenders((count) => count + 1), []);
  const [sentPosts, setSentPosts] = useState<{ id: string; slot: HTMLElement }[]>([]);
  const navigate = useNavigate();
  const titleId = useMemo(() => createHeadingSlugger()(article.title), [article.title]);
  const [headings, setHeadings] = useState<{ id: string; text: string; level: number }[]>([]);
  const wide = useMediaQuery(`(min-width: ${TOC.minWidth}px)`);
  const newsMessages = useNewsMessages();
  const meta = useMemo(
    () => articleMeta(article, config.productName, pageOrigin(), newsTexts(config.productName, newsText, newsMessages)),
    [article, newsText, newsMessages],
  );
  usePageMeta(meta);

  // The headings are read from the rendered body, so the contents always match the ids on the page.
  useLayoutEffect(() => {
    const elements = Array.from(bodyRef.current?.querySelectorAll<HTMLElement>('h2[id], h3[id]') ?? []).filter(outsidePosts);
    setHeadings(elements.map((element) => ({ id: element.id, text: element.textContent ?? '', level: Number(element.tagName[1]) })));
  }, [article.content, bodyRenders]);

  // The sent body's embedded posts: their cards are rendered into the server's placeholders.
  useLayoutEffect(() => {
    if (!keepsSentBody) return;
    const slots = Array.from(bodyRef.current?.querySelectorAll<HTMLElement>(`.${POST_EMBED_CLASS}[data-post-id]`) ?? []);
    slots.forEach((slot) => slot.replaceChildren());
    setSentPosts(slots.map((slot) => ({ id: slot.dataset.postId ?? '', slot })));
  }, [keepsSentBody]);

  // The sent body's links to other pages of the site open in the SPA, as the renderer's links do.
  useEffect(() => {
    const body = bodyRef.current;
    if (!keepsSentBody || !body) return;
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const href = link?.getAttribute('href') ?? '';
      if (!link || link.target || !href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      void navigate(href);
    };
    body.addEventListener('click', follow);
    return () => body.removeEventListener('click', follow);
  }, [keepsSentBody, navigate]);

  // A link to a section (/learn/slug#section) lands on it once the body is there.
  useLayoutEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id && headings.some((heading) => heading.id === id)) scrollToSection(id);
  }, [headings]);

  const entries: TocEntry[] = useMemo(
    () => tableOfContents({ id: titleId, text: article.title }, headings),
    [titleId, article.title, headings],
  );

  const readBlocks = useCallback(
    () =>
      Array.from(bodyRef.current?.querySelectorAll<HTMLElement>(READABLE_BLOCKS) ?? [])
        .filter(outsidePosts)
        // A paragraph inside a list item or quote is read with its parent block only once.
        .filter((element) => !element.parentElement?.closest(READABLE_BLOCKS))
        .map((element) => element.innerText),
    [],
  );
  const [panelSlot, setPanelSlot] = useState<HTMLDivElement | null>(null);

  const date = formatArticleDate(article.date);

  return (
    <ToastProvider>
      <div className="container article-layout">
        <article className="article" aria-labelledby={titleId}>
          <header className="article__header">
            <Link to="/learn" className="article__back">
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {newsText.back}
            </Link>
            <p className="article__category">{newsText.categories[article.category]}</p>
            <h1 id={titleId} className="article__title" tabIndex={-1} lang={articleLang}>
              {article.title}
            </h1>
            {shownInEnglish && (
              <p className="article__language-note" role="note">
                {uiMessages.language.articleNotTranslated(languageName)}
              </p>
            )}
            <p className="article__meta">
              <span>{newsText.byAuthor(article.author)}</span>
              <span aria-hidden="true">·</span>
              <time dateTime={article.date}>{date}</time>
              {article.readingTime !== undefined && (
                <>
                  <span aria-hidden="true">·</span>
                  <span>{newsText.readingTime(article.readingTime)}</span>
                </>
              )}
            </p>
            <div className="article__actions" role="group" aria-label={newsText.articleActions}>
              {isClient && (
                <Suspense fallback={null}>
                  <ReadAloud
                    title={article.title}
                    language={article.locale ? LOCALE_TAGS[article.locale] : 'en'}
                    audioFile={article.audioFile}
                    audioNoteId={article.audioNote ? audioNoteId : undefined}
                    readBlocks={readBlocks}
                    panelSlot={panelSlot}
                  />
                </Suspense>
              )}
              <ShareButton title={article.title} excerpt={article.excerpt} />
              {/* Rendered with the page, so the line is there before Listen joins it. */}
              {article.audioNote && (
                <p id={audioNoteId} className="article__audio-note" lang={articleLang}>
                  {article.audioNote}
                </p>
              )}
            </div>
          </header>
          {/* The largest paint on a phone: fetched before the scripts. */}
          {article.image && <img className="article__hero" src={article.image} alt="" width={1200} height={630} fetchPriority="high" />}
          {keepsSentBody ? (
            <div ref={bodyRef} className="article__body" lang={articleLang} dangerouslySetInnerHTML={SENT_HTML} suppressHydrationWarning />
          ) : (
            <div ref={bodyRef} className="article__body" lang={articleLang}>
              <Suspense fallback={null}>
                <MarkdownBody title={article.title} markdown={article.content} />
                <Rendered onRendered={bodyRendered} />
              </Suspense>
            </div>
          )}
          {sentPosts.map(({ id, slot }, index) => createPortal(<EmbeddedPostCard id={id} />, slot, String(index)))}
          {/* The player's controls: after the body, so they follow it in the tab order. */}
          <div ref={setPanelSlot} className="article__player" />
        </article>
        {wide && (
          <aside className="article-layout__aside">
            <Suspense fallback={null}>
              <TableOfContents entries={entries} lang={articleLang} />
            </Suspense>
          </aside>
        )}
      </div>
    </ToastProvider>
  );
}

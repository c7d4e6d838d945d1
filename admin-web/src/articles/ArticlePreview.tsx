import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LOCALE_NAMES, type Locale } from '@gameshift/contracts';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import type { Identifier } from 'react-admin';
import { failureReason } from '../components/useCustomAction';
import { articleText } from '../messages';
import { previewLink, previewPage } from './articleApi';

/** How long the words must rest before the page is rendered again: one render per pause, not per key. */
export const PREVIEW_DEBOUNCE_MS = 500;
/** A preview link works for 30 minutes; a fresh one is asked for well before. */
const LINK_FRESH_MS = 20 * 60 * 1000;

type ArticlePreviewProps = {
  id: Identifier;
  locale: Locale;
  /** Whether the article has a saved text in `locale`: a preview link opens only a saved one. */
  stored: boolean;
  /** The unsaved words of the form shown, as JSON; the saved text when there is no form. */
  words?: string;
};

/** The last page rendered, and the language it was asked in: another language's page is never shown as this one's. */
type Rendered = { locale?: Locale; html?: string; failure?: string };

/**
 * The article's real page, server-rendered as a visitor will see it (post cards, contents and all,
 * without its scripts), with the words typed and not yet saved, in a frame that runs no script.
 *
 * The page is fetched from the private preview address and written into the frame, rather than the
 * frame opening that address: the site forbids every page to be framed (frame-ancestors 'none'), and
 * a frame's own document is exempt. The frame keeps the portal's origin so the page's fonts and
 * images load as they do on the site.
 */
export const ArticlePreview = ({ id, locale, stored, words }: ArticlePreviewProps) => {
  const linkLocale: Locale = stored ? locale : 'en';
  const link = useQuery({
    queryKey: ['articles', String(id), 'preview-link', linkLocale],
    queryFn: ({ signal }) => previewLink(id, linkLocale, signal),
    staleTime: LINK_FRESH_MS,
    refetchInterval: LINK_FRESH_MS,
  });
  const url = link.data?.url;
  const [rendered, setRendered] = useState<Rendered>({});
  const frameRef = useRef<HTMLIFrameElement>(null);
  const scrollRef = useRef(0);

  useEffect(() => {
    if (url === undefined) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewPage(url, words ?? '{}', controller.signal).then(
        (html) => {
          // Where the editor had scrolled to, so each render does not send them back to the top.
          scrollRef.current = frameRef.current?.contentWindow?.scrollY ?? 0;
          setRendered({ locale, html });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // The last good page of this language stays beside the reason, so one refusal does not blank it.
          setRendered((previous) => ({
            locale,
            html: previous.locale === locale ? previous.html : undefined,
            failure: failureReason(error),
          }));
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, words, locale]);

  const current = rendered.locale === locale ? rendered : {};
  const failure = link.error ? failureReason(link.error) : current.failure;
  return (
    <Box component="section" aria-label={articleText.preview} sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        {articleText.preview}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {articleText.previewIntro}
      </Typography>
      {!stored && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {articleText.previewInEnglish(LOCALE_NAMES[locale])}
        </Alert>
      )}
      {failure && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {articleText.previewFailed} {failure}
        </Alert>
      )}
      {current.html === undefined ? (
        !failure && <LinearProgress aria-label={articleText.previewLoading} />
      ) : (
        <Box
          component="iframe"
          ref={frameRef}
          title={articleText.previewFrame}
          // No script runs in the page; same origin only so that its styles, fonts and images load.
          sandbox="allow-same-origin"
          srcDoc={current.html}
          onLoad={() => frameRef.current?.contentWindow?.scrollTo(0, scrollRef.current)}
          sx={{
            display: 'block',
            width: '100%',
            height: { xs: 640, md: 'calc(100vh - 160px)' },
            minHeight: 480,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: '#fff',
          }}
        />
      )}
    </Box>
  );
};

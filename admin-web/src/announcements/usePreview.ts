import { useEffect, useState } from 'react';
import { DEFAULT_LOCALE, type AnnouncementPreview, type Locale } from '@gameshift/contracts';
import { previewAnnouncement } from './announcementApi';

/** How long the words must rest before the server renders them: one call per pause, not per key. */
export const PREVIEW_DEBOUNCE_MS = 400;

/** The editor's words as the form holds them: the English ones, the language to preview and its translation's fields. */
export type EditorWords = {
  subject: string;
  body: string;
  locale: Locale;
  translation?: { subject?: string | null; body?: string | null };
};

export type PreviewState =
  | { state: 'empty' }
  /** The translation into the language asked for has one of its two fields: it is no copy yet. */
  | { state: 'incomplete' }
  | { state: 'loading' }
  | { state: 'ready'; preview: AnnouncementPreview }
  | { state: 'failed'; reason: string; preview?: AnnouncementPreview };

type Result = { locale: Locale; state: PreviewState };

const filled = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * The copy that reservations made in `words.locale` would get, rendered by the server (the same
 * code as each copy), once the owner stops typing. An answer that a later edit overtook is dropped,
 * and a copy in another language than the one asked for now is never shown.
 */
export function usePreview({ subject, body, locale, translation }: EditorWords): PreviewState {
  const [result, setResult] = useState<Result>({ locale, state: { state: 'empty' } });
  const blank = subject.trim() === '' || body.trim() === '';
  const translatedSubject = locale === DEFAULT_LOCALE ? '' : (translation?.subject ?? '');
  const translatedBody = locale === DEFAULT_LOCALE ? '' : (translation?.body ?? '');
  const translated = filled(translatedSubject) && filled(translatedBody);
  const incomplete = !translated && (filled(translatedSubject) || filled(translatedBody));

  useEffect(() => {
    if (blank || incomplete) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const words = { subject, body, locale, translation: translated ? { subject: translatedSubject, body: translatedBody } : undefined };
      previewAnnouncement(words, controller.signal).then(
        (preview) => setResult({ locale, state: { state: 'ready', preview } }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // The last good preview in this language stays beside the reason, so one bad placeholder does not blank it.
          setResult((previous) => ({
            locale,
            state: {
              state: 'failed',
              reason: error instanceof Error ? error.message : String(error),
              preview: previous.locale === locale && 'preview' in previous.state ? previous.state.preview : undefined,
            },
          }));
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [subject, body, locale, translatedSubject, translatedBody, translated, blank, incomplete]);

  if (blank) return { state: 'empty' };
  if (incomplete) return { state: 'incomplete' };
  if (result.locale !== locale || result.state.state === 'empty') return { state: 'loading' };
  return result.state;
}

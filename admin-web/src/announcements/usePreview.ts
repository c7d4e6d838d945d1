import { useEffect, useState } from 'react';
import type { AnnouncementPreview } from '@gameshift/contracts';
import { previewAnnouncement } from './announcementActions';

/** How long the words must rest before the server renders them: one call per pause, not per key. */
export const PREVIEW_DEBOUNCE_MS = 400;

export type PreviewState =
  | { state: 'empty' }
  | { state: 'ready'; preview: AnnouncementPreview }
  | { state: 'failed'; reason: string; preview?: AnnouncementPreview };

/**
 * The copy a reserver would get for `subject` and `body`, rendered by the server (the same code as
 * each copy), once the owner stops typing. An answer that a later edit overtook is dropped.
 */
export function usePreview(subject: string, body: string): PreviewState {
  const [result, setResult] = useState<PreviewState>({ state: 'empty' });
  const blank = subject.trim() === '' || body.trim() === '';

  useEffect(() => {
    if (blank) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewAnnouncement(subject, body, controller.signal).then(
        (preview) => setResult({ state: 'ready', preview }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // The last good preview stays beside the reason, so one bad placeholder does not blank it.
          setResult((previous) => ({
            state: 'failed',
            reason: error instanceof Error ? error.message : String(error),
            preview: previous.state === 'empty' ? undefined : previous.preview,
          }));
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [subject, body, blank]);

  return blank ? { state: 'empty' } : result;
}

import type { HandleAvailability } from '@gameshift/contracts';
import { useEffect, useState } from 'react';
import { answerCache, apiFetch } from '../../../lib/apiClient';

const DEBOUNCE_MS = 300;
const CACHE_MS = 30_000;

export function getHandleAvailability(handle: string, signal?: AbortSignal): Promise<HandleAvailability> {
  return apiFetch<HandleAvailability>(`/handles/${encodeURIComponent(handle)}`, { signal });
}

export type AvailabilityStatus =
  { status: 'idle' } | { status: 'checking'; handle: string } | { status: 'done'; handle: string; result: HandleAvailability };

// Answers are kept briefly so stepping back and forth between the steps does not ask again.
const answers = answerCache<HandleAvailability>(CACHE_MS);

/**
 * Live availability of a handle, asked 300 ms after the last keystroke. `handle` is null while
 * the input is not a valid handle, which keeps it quiet. Failures (offline, throttled) hide the
 * hint rather than alarm: the server still checks on submit.
 */
export function useHandleAvailability(handle: string | null): AvailabilityStatus {
  const [state, setState] = useState<AvailabilityStatus>({ status: 'idle' });

  useEffect(() => {
    if (handle === null) {
      setState({ status: 'idle' });
      return;
    }
    const known = answers.get(handle);
    if (known) {
      setState({ status: 'done', handle, result: known });
      return;
    }
    setState({ status: 'checking', handle });
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      getHandleAvailability(handle, controller.signal).then(
        (result) => {
          if (controller.signal.aborted) return;
          answers.set(handle, result);
          setState({ status: 'done', handle, result });
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'idle' });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [handle]);

  return state;
}

import { suggestHandles, type HandleAvailability } from '@gameshift/contracts';
import { useEffect, useState } from 'react';
import { answerCache, apiFetch } from '../../../lib/apiClient';

const DEBOUNCE_MS = 300;
const CACHE_MS = 30_000;

export function getHandleAvailability(handle: string, signal?: AbortSignal): Promise<HandleAvailability> {
  return apiFetch<HandleAvailability>(`/handles/${encodeURIComponent(handle)}`, { signal });
}

export type AvailabilityStatus =
  | { status: 'idle' }
  | { status: 'checking'; handle: string }
  | { status: 'done'; handle: string; result: HandleAvailability }
  /** No answer (offline, throttled): nothing is shown, and the server still decides on submit. */
  | { status: 'failed'; handle: string };

// Answers are kept briefly so stepping back and forth between the steps does not ask again.
const answers = answerCache<HandleAvailability>(CACHE_MS);

/**
 * Live availability of a handle, asked 300 ms after the last keystroke. `handle` is null while
 * the input is not a valid handle, which keeps it quiet. Failures (offline, throttled) hide the
 * hint rather than alarm: the server still checks on submit.
 *
 * `takenHandle` is one the server refused as claimed: an earlier "available" is asked again, and
 * an answer that still says so (the other claim not yet visible to it) reads as taken, with the
 * usual alternatives, since the reservation call is what decides.
 */
export function useHandleAvailability(handle: string | null, takenHandle: string | null = null): AvailabilityStatus {
  const [state, setState] = useState<AvailabilityStatus>({ status: 'idle' });
  const claimed = handle !== null && handle === takenHandle;

  useEffect(() => {
    if (handle === null) {
      setState({ status: 'idle' });
      return;
    }
    const known = answers.get(handle);
    if (known && !(claimed && known.available)) {
      setState({ status: 'done', handle, result: known });
      return;
    }
    setState({ status: 'checking', handle });
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      getHandleAvailability(handle, controller.signal).then(
        (answer) => {
          if (controller.signal.aborted) return;
          const result = claimed && answer.available ? { available: false, suggestions: suggestHandles(handle) } : answer;
          answers.set(handle, result);
          setState({ status: 'done', handle, result });
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'failed', handle });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [handle, claimed]);

  // Until the new answer comes, the refused handle is never left reading as available.
  if (claimed && state.status === 'done' && state.handle === handle && state.result.available) return { status: 'checking', handle };
  return state;
}

import { useEffect, useState } from 'react';
import SuggestionWorker from '../utils/emailSuggestion.worker?worker';

type Answer = { email: string; full: string | null };

// One worker for the page, started by the first address with a domain.
let worker: Worker | undefined;

/**
 * "Did you mean …?" for an address whose domain is a letter or two away from a common mail
 * domain (gmial.com, hotmial.com): the corrected address, or null. Only a suggestion: the address
 * as typed is still accepted.
 */
export function useEmailSuggestion(email: string): string | null {
  const typed = email.trim();
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (typeof Worker === 'undefined' || !/@.+\../.test(typed)) return;
    worker ??= new SuggestionWorker();
    // One form asks at a time; an answer for an address since changed is not shown.
    worker.onmessage = ({ data }: MessageEvent<Answer>) => setAnswer(data);
    worker.postMessage(typed);
  }, [typed]);

  return answer?.email === typed ? answer.full : null;
}

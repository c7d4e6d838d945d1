import { startTransition, useEffect, useState } from 'react';
import type { Tweet } from 'react-tweet/api';

/** What a card knows of its post: still loading, the post, or none to show (not found, or the call failed). */
export type PostState = { status: 'loading' } | { status: 'found'; post: Tweet } | { status: 'missing' };

const LOADING: PostState = { status: 'loading' };
const MISSING: PostState = { status: 'missing' };

/** Each post asked for once a page, and what came back: a card shown again (back to the article) shows it at once. */
const asked = new Map<string, Promise<PostState>>();
const answered = new Map<string, PostState>();

/** What /api/tweet/:id says of a post. A failure is not kept: the next visit asks again (this card shows it, and does not retry). */
async function fetchPost(url: string): Promise<PostState> {
  try {
    const response = await fetch(url);
    const body = (await response.json()) as { data?: Tweet | null };
    if (response.ok) {
      const state: PostState = body.data ? { status: 'found', post: body.data } : MISSING;
      answered.set(url, state);
      return state;
    }
  } catch {
    // Unreachable or not JSON: as a refusal, below.
  }
  asked.delete(url);
  return MISSING;
}

/**
 * A post's data from our own /api/tweet/:id. Its arrival renders the card as a transition, which
 * React does in slices between a phone's other work instead of in one long task, as the page is
 * still becoming interactive.
 */
export function usePost(id: string): PostState {
  const url = `/api/tweet/${encodeURIComponent(id)}`;
  const [answer, setAnswer] = useState<{ url: string; state: PostState }>();
  useEffect(() => {
    if (answered.has(url)) return;
    let current = true;
    let post = asked.get(url);
    if (!post) asked.set(url, (post = fetchPost(url)));
    void post.then((state) => {
      if (current) startTransition(() => setAnswer({ url, state }));
    });
    return () => {
      current = false;
    };
  }, [url]);
  return answered.get(url) ?? (answer?.url === url ? answer.state : LOADING);
}

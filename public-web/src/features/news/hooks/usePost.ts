import { startTransition, useEffect, useState } from 'react';
import type { Tweet } from 'react-tweet/api';

/** What a card knows of its post: still loading, the post, or none to show (not found, or the call failed). */
export type PostState = { status: 'loading' } | { status: 'found'; post: Tweet } | { status: 'missing' };

const LOADING: PostState = { status: 'loading' };

/** Each post asked for once a page, and what came back: a card shown again (back to the article) shows it at once. */
const asked = new Map<string, Promise<Tweet | null>>();
const answered = new Map<string, PostState>();

async function fetchPost(url: string): Promise<Tweet | null> {
  const response = await fetch(url);
  const body = (await response.json()) as { data?: Tweet | null };
  if (response.ok) return body.data ?? null;
  throw new Error(`the post at ${url} answered ${response.status}`);
}

function postAt(url: string): Promise<Tweet | null> {
  let post = asked.get(url);
  if (!post) {
    post = fetchPost(url);
    // A failure is not kept: the next visit asks again. This card shows it, and does not retry.
    post.then(
      (found) => answered.set(url, found ? { status: 'found', post: found } : { status: 'missing' }),
      () => asked.delete(url),
    );
    asked.set(url, post);
  }
  return post;
}

/**
 * A post's data from our own /api/tweet/:id. Its arrival renders the card as a transition, which
 * React does in slices between a phone's other work instead of in one long task, as the page is
 * still becoming interactive.
 */
export function usePost(id: string): PostState {
  const url = `/api/tweet/${encodeURIComponent(id)}`;
  const [answer, setAnswer] = useState<{ id: string; state: PostState }>();
  useEffect(() => {
    if (answered.has(url)) return;
    let current = true;
    const settle = (state: PostState) => {
      if (current) startTransition(() => setAnswer({ id, state }));
    };
    postAt(url).then(
      (post) => settle(post ? { status: 'found', post } : { status: 'missing' }),
      () => settle({ status: 'missing' }),
    );
    return () => {
      current = false;
    };
  }, [id, url]);
  return answered.get(url) ?? (answer?.id === id ? answer.state : LOADING);
}

import type { ApiErrorBody, ApiErrorField } from '@gameshift/contracts';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** A failed call: `status` is the HTTP status, or 0 when no answer arrived (offline, DNS, CORS). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;
  /** Seconds the server asked to wait (Retry-After), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: ApiErrorBody | null, message?: string, retryAfterSeconds?: number) {
    super(message ?? (body?.error || `Request failed with status ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The server's own message, when it sent one. */
  get serverMessage(): string | undefined {
    return this.body?.error || undefined;
  }
}

type ApiFetchOptions = {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const ERROR_FIELDS: readonly string[] = ['email', 'gameshift_id', 'human_token'] satisfies ApiErrorField[];

function isErrorField(value: unknown): value is ApiErrorField {
  return typeof value === 'string' && ERROR_FIELDS.includes(value);
}

function toErrorBody(value: unknown): ApiErrorBody | null {
  if (!isRecord(value)) return null;
  // A body may name the field without a message (a 500 that names `email`); the form then uses its own text.
  const body: ApiErrorBody = { error: typeof value.error === 'string' ? value.error : '' };
  if (isErrorField(value.field)) body.field = value.field;
  if (typeof value.resetTime === 'number') body.resetTime = value.resetTime;
  return body;
}

/** How long a call keeps sending itself again while the server answers that it is busy. */
const BUSY_RETRY_FOR_MS = 60_000;

/** Seconds until the next try of each call waiting out a busy server. */
const busyWaits = new Map<object, number>();
const busyListeners = new Set<() => void>();

function setBusyWait(call: object, seconds: number | undefined): void {
  if (seconds === undefined) busyWaits.delete(call);
  else busyWaits.set(call, seconds);
  for (const listener of busyListeners) listener();
}

/** Seconds until the next try of a call the server asked to wait (503), or null while none waits. */
export function useBusyRetry(): number | null {
  return useSyncExternalStore(
    (listener) => {
      busyListeners.add(listener);
      return () => busyListeners.delete(listener);
    },
    () => (busyWaits.size ? Math.min(...busyWaits.values()) : null),
    () => null,
  );
}

/** Waits `ms`, counting the seconds down for useBusyRetry; an abort ends the wait with the abort's error. */
async function waitOutBusy(call: object, ms: number, signal: AbortSignal | undefined): Promise<void> {
  const until = Date.now() + ms;
  try {
    while (Date.now() < until) {
      signal?.throwIfAborted();
      setBusyWait(call, Math.ceil((until - Date.now()) / 1000));
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000, until - Date.now())));
    }
    signal?.throwIfAborted();
  } finally {
    setBusyWait(call, undefined);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls the same-origin API under /api. Resolves with the JSON body of a 2xx answer;
 * rejects with an ApiError otherwise. Aborts are rethrown untouched so callers can ignore them.
 * A server too busy to take the call (503 with Retry-After) has spent nothing of it: the call is
 * sent again after the wait it asked for, spread by a random half of it so that a crowd does not
 * come back at one instant, for up to a minute; then it fails with the 503.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const started = Date.now();
  const call = {};
  for (;;) {
    try {
      return await fetchOnce<T>(path, options);
    } catch (error) {
      const waitMs = error instanceof ApiError && error.status === 503 ? (error.retryAfterSeconds ?? 0) * (1000 + Math.random() * 500) : 0;
      if (!waitMs || Date.now() + waitMs - started > BUSY_RETRY_FOR_MS) throw error;
      await waitOutBusy(call, waitMs, options.signal);
    }
  }
}

async function fetchOnce<T>(path: string, options: ApiFetchOptions): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  // The page's language (the server wrote it into <html lang>), not the browser's: the answer's
  // texts then read like the page they appear on.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': document.documentElement.lang || 'en' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, null, error instanceof Error ? error.message : 'Network error');
  }

  const data = await readJson(response);
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new ApiError(
      response.status,
      toErrorBody(data),
      undefined,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return data as T;
}

/** How a call ended: its result, or what it threw. */
export type ActionOutcome<R> = { ok: true; result: R } | { ok: false; error: unknown };

export type Action<A extends unknown[], R> = {
  /**
   * Runs the call. Resolves with its outcome, or with null when it was not run (another call
   * was still pending) or when the component went away before it ended; it never rejects.
   */
  run: (...args: A) => Promise<ActionOutcome<R> | null>;
  pending: boolean;
  /** True from the moment `run` starts a call until it ends; callbacks read it, as `pending` may be a render behind. */
  isRunning: () => boolean;
  /** The last call's outcome; it stays while the next call runs, until that one ends. */
  outcome: ActionOutcome<R> | null;
};

/**
 * A call the visitor starts (send a link again, reserve): one at a time, with its pending flag and
 * outcome as state, and nothing set once the component has gone away. It sits here rather than in
 * hooks/ because the build sends this file in the one chunk of helpers `/` shares with the other
 * pages; a file of its own would be one more script for `/` to load.
 */
export function useAction<A extends unknown[], R>(call: (...args: A) => Promise<R>): Action<A, R> {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome<R> | null>(null);
  // A ref as well as the state: a second press before the re-render must see the first call.
  const running = useRef(false);
  const mounted = useRef(true);
  const latestCall = useRef(call);
  latestCall.current = call;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: A): Promise<ActionOutcome<R> | null> => {
    if (running.current) return null;
    running.current = true;
    setPending(true);
    let settled: ActionOutcome<R>;
    try {
      settled = { ok: true, result: await latestCall.current(...args) };
    } catch (error) {
      settled = { ok: false, error };
    } finally {
      running.current = false;
    }
    if (!mounted.current) return null;
    setOutcome(settled);
    setPending(false);
    return settled;
  }, []);

  const isRunning = useCallback(() => running.current, []);
  return { run, isRunning, pending, outcome };
}

/** What a failed call shows: the server's own message when it sent one, else `fallback` (the page's generic one). */
export function failureText(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}
/**
 * Answers kept by key for `maxAgeMs` (for good, by default): the calls of `/` and `/verify` keep
 * their answers here instead of in React Query, whose code the news pages load. `/` must stay
 * within 100 KB of gzip JavaScript and is at its edge without it; on `/verify` it added 11.5 KB
 * and split the news pages' shared chunks into more requests.
 */
export function answerCache<V>(maxAgeMs = Infinity) {
  const entries = new Map<string, { value: V; at: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (entry && Date.now() - entry.at <= maxAgeMs) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: V): V {
      entries.set(key, { value, at: Date.now() });
      return value;
    },
  };
}

import { createMailMessages, createMessages, HUMAN_CHECK, type HumanChallenge, type HumanVerifyResponse } from '@gameshift/contracts';
import * as http from 'node:http';
import { answerFor } from './pow';

/** The texts the app answers with, for the default product name the test apps run with. */
export const messages = createMessages('GameShift');

/** The English words every mail carries (the confirmation's, and those around an announcement's text). */
export const mailMessages = createMailMessages('GameShift');

/** One HTTP answer, its body parsed as JSON when it is JSON. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
  /** The raw body, for assertions on what must never leak. */
  text: string;
  /** Milliseconds from sending the request to having read the whole answer. */
  ms: number;
}

/** How many answers had each status (or other key), e.g. {201: 1, 409: 199}. */
export function tally(keys: Array<string | number>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

export async function sleep(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send<T>(url: string, init: RequestInit): Promise<Answer<T>> {
  const started = performance.now();
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: parse(text) as T, text, ms: performance.now() - started };
}

/** POSTs JSON text exactly as given, so that keys such as __proto__ reach the server as written. */
export function postText<T = Record<string, unknown>>(
  baseUrl: string,
  path: string,
  text: string,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  return send<T>(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: text,
  });
}

export function postJson<T = Record<string, unknown>>(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  return postText<T>(baseUrl, path, JSON.stringify(body), headers);
}

/** A POST without any body or content type. */
export function postEmpty<T = Record<string, unknown>>(baseUrl: string, path: string): Promise<Answer<T>> {
  return send<T>(`${baseUrl}${path}`, { method: 'POST' });
}

export function get<T = Record<string, unknown>>(baseUrl: string, path: string, init: RequestInit = {}): Promise<Answer<T>> {
  return send<T>(`${baseUrl}${path}`, { method: 'GET', ...init });
}

/**
 * A request sent from another loopback address (127.0.0.2, ...), so the server sees another
 * client, which no header can fake while TRUST_PROXY is off.
 */
export async function requestFrom(
  localAddress: string,
  url: string,
  options: { method: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method, headers: options.headers, localAddress }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parse(text) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

export async function issueChallenge(baseUrl: string): Promise<HumanChallenge> {
  const res = await postEmpty<HumanChallenge>(baseUrl, '/api/human-check/challenge');
  if (res.status !== 201) throw new Error(`human-check/challenge answered ${res.status}: ${res.text}`);
  return res.body;
}

/**
 * n human tokens: n challenges issued together, answered together once a person could have
 * watched and repeated the pattern, so the whole batch costs one wait.
 */
export async function humanTokens(baseUrl: string, n: number): Promise<string[]> {
  const challenges = await Promise.all(Array.from({ length: n }, () => issueChallenge(baseUrl)));
  const ripeAt = Date.now() + HUMAN_CHECK.minAnswerMs + 150;
  const answers = await Promise.all(challenges.map(answerFor));
  await sleep(Math.max(0, ripeAt - Date.now()));
  return Promise.all(
    answers.map(async (body) => {
      const res = await postJson<HumanVerifyResponse>(baseUrl, '/api/human-check/verify', body);
      if (res.status !== 201) throw new Error(`human-check/verify answered ${res.status}: ${res.text}`);
      return res.body.human_token;
    }),
  );
}

/** Human tokens issued up front for a describe block; each test takes fresh ones. */
export class TokenPool {
  private constructor(private readonly tokens: string[]) {}

  static async issue(baseUrl: string, n: number): Promise<TokenPool> {
    return new TokenPool(await humanTokens(baseUrl, n));
  }

  take(): string {
    const token = this.tokens.pop();
    if (token === undefined) throw new Error('the human-token pool is empty: issue more in beforeAll');
    return token;
  }

  takeMany(n: number): string[] {
    return Array.from({ length: n }, () => this.take());
  }
}

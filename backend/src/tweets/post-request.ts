import { isNoPost, toPostData, type PostData } from './post-data';

export const UPSTREAM_TIMEOUT_MS = 3_000;
export const UPSTREAM_MAX_BYTES = 1024 * 1024;

export type UpstreamAnswer = { kind: 'found'; data: PostData } | { kind: 'not_found' } | { kind: 'failed'; reason: string };

/** The features react-tweet asks the syndication endpoint for, so the answer has the shape it renders. */
const FEATURES = [
  'tfw_timeline_list:',
  'tfw_follower_count_sunset:true',
  'tfw_tweet_edit_backend:on',
  'tfw_refsrc_session:on',
  'tfw_fosnr_soft_interventions_enabled:on',
  'tfw_show_birdwatch_pivots_enabled:on',
  'tfw_show_business_verified_badge:on',
  'tfw_duplicate_scribes_to_settings:on',
  'tfw_use_profile_image_shape_enabled:on',
  'tfw_show_blue_verified_badge:on',
  'tfw_legacy_timeline_sunset:true',
  'tfw_show_gov_verified_badge:on',
  'tfw_show_business_affiliate_badge:on',
  'tfw_tweet_edit_frontend:on',
].join(';');

/** The token the syndication endpoint expects beside an id, computed as react-tweet computes it. */
export function syndicationToken(id: string): string {
  return ((Number(id) / 1e15) * Math.PI).toString(6 ** 2).replace(/(0+|\.)/g, '');
}

export function upstreamUrl(base: string, id: string): URL {
  const url = new URL('tweet-result', base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set('id', id);
  url.searchParams.set('lang', 'en');
  url.searchParams.set('features', FEATURES);
  url.searchParams.set('token', syndicationToken(id));
  return url;
}

/** Reads a body of at most `limit` bytes; null as soon as it grows past that. */
async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number): Promise<string | null> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One request to the post-data service in react-tweet's syndication shape: 3 s for the whole
 * answer, redirects not followed, answers over 1 MB refused.
 */
export async function requestPost(baseUrl: string, id: string): Promise<UpstreamAnswer> {
  let response: Response;
  try {
    response = await fetch(upstreamUrl(baseUrl, id), {
      redirect: 'manual',
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
  } catch (err) {
    return { kind: 'failed', reason: (err as Error).name === 'TimeoutError' ? 'timed out' : `unreachable (${(err as Error).message})` };
  }
  try {
    if (response.status >= 300 && response.status < 400) return { kind: 'failed', reason: `redirect (${response.status}) refused` };
    if (response.status === 404) return { kind: 'not_found' };
    if (!response.ok) return { kind: 'failed', reason: `status ${response.status}` };
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > UPSTREAM_MAX_BYTES) return { kind: 'failed', reason: `answer of ${declared} bytes refused` };
    const text = await readLimited(response.body, UPSTREAM_MAX_BYTES);
    if (text === null) return { kind: 'failed', reason: `answer over ${UPSTREAM_MAX_BYTES} bytes refused` };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { kind: 'failed', reason: 'answer is not JSON' };
    }
    if (isNoPost(json)) return { kind: 'not_found' };
    const data = toPostData(json, id);
    return data ? { kind: 'found', data } : { kind: 'failed', reason: 'answer is not the post asked for' };
  } catch (err) {
    return { kind: 'failed', reason: (err as Error).name === 'TimeoutError' ? 'timed out' : `read failed (${(err as Error).message})` };
  } finally {
    if (!response.bodyUsed) await response.body?.cancel().catch(() => undefined);
  }
}

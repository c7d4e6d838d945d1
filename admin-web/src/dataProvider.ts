import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider, type Identifier } from 'react-admin';
import { readSession } from './session/sessionStore';

const API_URL = '/api/admin';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The server speaks `{error}`; react-admin shows `error.message`, so the server's words become the message. */
function serverMessage(body: unknown, fallback: string): string {
  if (isRecord(body)) {
    if (typeof body.error === 'string' && body.error.trim() !== '') return body.error;
    if (typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  }
  return fallback;
}

function bearer(): string | undefined {
  const session = readSession();
  return session ? `Bearer ${session.token}` : undefined;
}

async function fetchJson(url: string, options: fetchUtils.Options) {
  try {
    return await fetchUtils.fetchJson(url, options);
  } catch (error) {
    if (error instanceof HttpError) {
      throw new HttpError(serverMessage(error.body, error.message), error.status, error.body);
    }
    throw error;
  }
}

const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchJson(url, { ...options, user: { authenticated: true, token: bearer() } });

/** `resource/id`, then any further segments, for a path under the admin API. */
export const recordPath = (resource: string, id: Identifier, ...rest: string[]): string =>
  [resource, encodeURIComponent(String(id)), ...rest].join('/');

/**
 * A call of the admin API beyond react-admin's methods, for a resource's own calls in its folder:
 * `path` under /api/admin, with the session's token; answers the JSON body. A refusal is an
 * HttpError whose message is the server's text.
 */
export async function adminCall<T>(path: string, options: fetchUtils.Options = {}): Promise<T> {
  return (await httpClient(`${API_URL}/${path}`, options)).json as T;
}

/** A POST of the admin API, with `body` as JSON when given. */
export const adminPost = <T>(path: string, body?: unknown): Promise<T> =>
  adminCall<T>(path, body === undefined ? { method: 'POST' } : { method: 'POST', body: JSON.stringify(body) });

/** A POST of the public API, for a page whose visitor has no session yet (an invitation). */
export async function publicPost<T>(url: string, body: unknown): Promise<T> {
  return (await fetchJson(url, { method: 'POST', body: JSON.stringify(body) })).json as T;
}

/** A file from the admin API, in the type `accept` names; the bearer token goes with it, so it cannot be a plain link. */
export async function adminDownload(path: string, accept: string): Promise<Blob> {
  const headers = new Headers({ Accept: accept });
  const authorization = bearer();
  if (authorization) headers.set('Authorization', authorization);
  const response = await fetch(`${API_URL}/${path}`, { headers });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new HttpError(serverMessage(body, response.statusText), response.status, body);
  }
  return response.blob();
}

const restProvider = simpleRestProvider(API_URL, httpClient);

/** react-admin's own methods, in the simple REST dialect every admin resource speaks. */
export const dataProvider: DataProvider = {
  ...restProvider,
  // A 204 has no body; the deleted row is then the one the list already holds.
  delete: async (resource, params) => {
    const result = await restProvider.delete(resource, params);
    return { data: result.data ?? params.previousData };
  },
};

import type { AuthProvider, UserIdentity } from 'react-admin';
import { messages, adminText } from './messages';
import { clearSession, hasValidSession, readSession, storeSession, tokenExpiry } from './session/sessionStore';

/** Where the sign-in page lives, relative to the router's /admin basename. */
export const SIGN_IN_PATH = '/';

const LOGOUT_TIMEOUT_MS = 5_000;

export type LoginParams = { email: string; password: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function serverErrorText(body: unknown): string | null {
  return isRecord(body) && typeof body.error === 'string' && body.error.trim() !== '' ? body.error : null;
}

function statusOf(error: unknown): number | null {
  return isRecord(error) && typeof error.status === 'number' ? error.status : null;
}

async function login({ email, password }: LoginParams): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/admin-login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    throw new Error(messages.loginError);
  }
  const body = await readJson(response);
  if (response.status === 401) throw new Error(messages.invalidCredentials);
  // The rate limiter's own text carries the wait time, so it is shown as sent.
  if (response.status === 429) throw new Error(serverErrorText(body) ?? messages.loginError);
  if (!response.ok || !isRecord(body)) throw new Error(messages.loginError);
  if (body.success !== true) throw new Error(messages.invalidCredentials);
  const token = body.token;
  // A token whose expiry cannot be read would be refused by the guard at once.
  if (typeof token !== 'string' || (tokenExpiry(token) ?? 0) <= Date.now()) {
    throw new Error(messages.loginError);
  }
  storeSession(token, email);
}

async function logout(): Promise<string> {
  const session = readSession();
  clearSession();
  // Revoking server-side also ends copies of the token; an expired one needs no revoking.
  if (session && session.expiresAt > Date.now()) {
    try {
      await fetch('/api/admin-logout', {
        method: 'POST',
        headers: { Authorization: `Bearer ${session.token}` },
        signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
      });
    } catch {
      // The local session is gone either way; the token still expires on its own.
    }
  }
  return SIGN_IN_PATH;
}

export const authProvider: AuthProvider = {
  login,
  logout,
  checkAuth: () => (hasValidSession() ? Promise.resolve() : Promise.reject({ redirectTo: SIGN_IN_PATH, message: false })),
  checkError: (error: unknown) => {
    const status = statusOf(error);
    return status === 401 || status === 403
      ? Promise.reject({ redirectTo: SIGN_IN_PATH, message: adminText.sessionEnded })
      : Promise.resolve();
  },
  getIdentity: (): Promise<UserIdentity> => {
    const session = readSession();
    return session ? Promise.resolve({ id: session.email, fullName: session.email }) : Promise.reject(new Error(adminText.sessionEnded));
  },
};

import { ADMIN_ROLES, FALLBACK_ADMIN_ROLE, type AdminRole } from '@gameshift/contracts';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { messages, adminText } from './messages';
import { clearSession, hasValidSession, readSession, storeSession, tokenExpiry } from './session/sessionStore';

/** Where the sign-in page lives, relative to the router's /admin basename. */
export const SIGN_IN_PATH = '/';

const LOGOUT_TIMEOUT_MS = 5_000;

export type LoginParams = { email: string; password: string; code?: string };

/** Where an admin who must enrol a second factor goes before anything else. */
export const ENROL_PATH = '/mfa';

/** A right password without the second factor (or with a wrong one): the sign-in page asks for the code. */
export class SecondFactorNeeded extends Error {
  override readonly name = 'SecondFactorNeeded';
}

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

function errorMessage(error: unknown): string | null {
  return isRecord(error) && typeof error.message === 'string' ? error.message : null;
}

function statusOf(error: unknown): number | null {
  return isRecord(error) && typeof error.status === 'number' ? error.status : null;
}

async function login({ email, password, code }: LoginParams): Promise<{ redirectTo: string } | undefined> {
  let response: Response;
  try {
    response = await fetch('/api/admin-login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(code ? { email, password, code } : { email, password }),
    });
  } catch {
    throw new Error(messages.loginError);
  }
  const body = await readJson(response);
  if (response.status === 401 && isRecord(body) && body.mfa_required === true) {
    throw new SecondFactorNeeded(serverErrorText(body) ?? messages.mfaCodeNeeded);
  }
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
  const role = (ADMIN_ROLES as readonly unknown[]).includes(body.role) ? (body.role as AdminRole) : FALLBACK_ADMIN_ROLE;
  const enrolling = body.mfaEnrolmentRequired === true;
  storeSession(token, email, role, enrolling);
  return enrolling ? { redirectTo: ENROL_PATH } : undefined;
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
    if (status === 401) return Promise.reject({ redirectTo: SIGN_IN_PATH, message: adminText.sessionEnded });
    // A 403 is the role, or the enrolment still to do: the session stays.
    if (status === 403 && errorMessage(error) === messages.mfaEnrolFirst) {
      return Promise.reject({ redirectTo: ENROL_PATH, logoutUser: false, message: false });
    }
    return Promise.resolve();
  },
  getPermissions: (): Promise<AdminRole> => {
    const session = readSession();
    return session ? Promise.resolve(session.role) : Promise.reject(new Error(adminText.sessionEnded));
  },
  getIdentity: (): Promise<UserIdentity> => {
    const session = readSession();
    return session ? Promise.resolve({ id: session.email, fullName: session.email }) : Promise.reject(new Error(adminText.sessionEnded));
  },
};

import { ADMIN_ROLES, FALLBACK_ADMIN_ROLE, type AdminRole } from '@gameshift/contracts';

/**
 * The admin session in sessionStorage, under the names the portal has always used. The flags only mirror the token for
 * old tooling: nothing here is trusted without a token whose `exp` is still ahead, and the
 * server checks the token again on every call.
 */
const KEYS = {
  token: 'admin_token',
  email: 'admin_email',
  authenticated: 'admin_authenticated',
  legacySecret: 'admin_session',
  role: 'admin_role',
  enrolling: 'admin_mfa_enrolment',
  signInEmail: 'admin_sign_in_email',
} as const;

export type AdminSession = {
  token: string;
  email: string;
  /** Epoch milliseconds at which the token stops being accepted. */
  expiresAt: number;
  /** What the portal shows; the server checks the role on every call. */
  role: AdminRole;
  /** The token opens only the second factor's enrolment, which comes before anything else. */
  enrolling: boolean;
};

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off by the browser; the portal then simply has no session.
    return null;
  }
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The token's `exp` in epoch milliseconds, or null when it cannot be read. The signature is the server's business. */
export function tokenExpiry(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    if (typeof payload !== 'object' || payload === null || !('exp' in payload)) return null;
    const { exp } = payload;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** The stored session, expired or not; null when there is no readable token. */
export function readSession(): AdminSession | null {
  const store = storage();
  const token = store?.getItem(KEYS.token);
  if (!token) return null;
  const expiresAt = tokenExpiry(token);
  if (expiresAt === null) return null;
  const role = store?.getItem(KEYS.role);
  return {
    token,
    email: store?.getItem(KEYS.email) ?? '',
    expiresAt,
    // A session from before roles were stored, or with a role this portal does not know, offers the
    // least; the server decides anyway.
    role: (ADMIN_ROLES as readonly (string | null | undefined)[]).includes(role) ? (role as AdminRole) : FALLBACK_ADMIN_ROLE,
    enrolling: store?.getItem(KEYS.enrolling) === 'true',
  };
}

/** Milliseconds until the session ends: null without a session, zero or less once it has ended. */
export function msUntilExpiry(now: number = Date.now()): number | null {
  const session = readSession();
  return session ? session.expiresAt - now : null;
}

export function hasValidSession(now: number = Date.now()): boolean {
  const left = msUntilExpiry(now);
  return left !== null && left > 0;
}

export function storeSession(token: string, email: string, role: AdminRole = FALLBACK_ADMIN_ROLE, enrolling = false): void {
  const store = storage();
  if (!store) return;
  store.setItem(KEYS.token, token);
  store.setItem(KEYS.email, email);
  store.setItem(KEYS.authenticated, 'true');
  store.setItem(KEYS.role, role);
  store.setItem(KEYS.enrolling, String(enrolling));
}

export function clearSession(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(KEYS)) store.removeItem(key);
}

/**
 * Hands the sign-in page the address an invited admin has just set a password for, across the full
 * page load between them, so that they type only the password. Read once: the sign-in page clears
 * the stored session's leftovers as it opens.
 */
export function rememberSignInEmail(email: string): void {
  storage()?.setItem(KEYS.signInEmail, email);
}

/** The address handed to the sign-in page, or '' when there is none. */
export function rememberedSignInEmail(): string {
  return storage()?.getItem(KEYS.signInEmail) ?? '';
}

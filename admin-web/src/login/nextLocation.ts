/** Where a successful sign-in lands when no guarded page sent the admin here. */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The page remembered in the location state (react-admin's nextPathname/nextSearch), kept only
 * when it is a path inside the portal other than the sign-in page itself.
 */
export function nextLocation(state: unknown): string {
  if (!isRecord(state)) return DEFAULT_AFTER_SIGN_IN;
  const { nextPathname, nextSearch } = state;
  if (typeof nextPathname !== 'string' || !nextPathname.startsWith('/') || nextPathname.startsWith('//')) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (nextPathname === '/') return DEFAULT_AFTER_SIGN_IN;
  const search = typeof nextSearch === 'string' && nextSearch.startsWith('?') ? nextSearch : '';
  return `${nextPathname}${search}`;
}

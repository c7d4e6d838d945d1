import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNotify } from 'react-admin';
import { ADMIN_SESSION } from '@gameshift/contracts';
import { SIGN_IN_PATH } from '../authProvider';
import { adminText } from '../messages';
import { clearSession, msUntilExpiry } from './sessionStore';

/** setTimeout fires at once beyond this delay, so longer waits are left to the interval. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Milliseconds left in the session, re-read on mount, every minute and when the tab becomes
 * visible again. When nothing is left the session data is cleared and the sign-in page replaces
 * the current one, which it remembers so the admin can pick up where they were.
 */
export function useSessionExpiry(): number | null {
  const navigate = useNavigate();
  const notify = useNotify();
  const location = useLocation();
  const locationRef = useRef(location);
  const [remainingMs, setRemainingMs] = useState<number | null>(() => msUntilExpiry());

  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(() => {
    let ended = false;
    let expiryTimer: ReturnType<typeof setTimeout> | undefined;

    const endSession = () => {
      if (ended) return;
      ended = true;
      clearSession();
      const { pathname, search } = locationRef.current;
      notify(adminText.sessionEnded, { type: 'warning' });
      navigate(SIGN_IN_PATH, { replace: true, state: { nextPathname: pathname, nextSearch: search } });
    };

    const check = () => {
      const left = msUntilExpiry();
      setRemainingMs(left);
      if (left === null || left <= 0) {
        endSession();
        return;
      }
      // Between minute checks, still end the session at the very moment the token lapses.
      clearTimeout(expiryTimer);
      if (left < MAX_TIMEOUT_MS) expiryTimer = setTimeout(check, left);
    };

    const handleVisibilityChange = () => {
      if (document.visibilityState === 'visible') check();
    };

    check();
    const interval = setInterval(check, ADMIN_SESSION.checkIntervalMs);
    document.addEventListener('visibilitychange', handleVisibilityChange);
    return () => {
      clearInterval(interval);
      clearTimeout(expiryTimer);
      document.removeEventListener('visibilitychange', handleVisibilityChange);
    };
  }, [navigate, notify]);

  return remainingMs;
}

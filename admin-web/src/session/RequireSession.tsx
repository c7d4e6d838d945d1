import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-admin';
import { ENROL_PATH, SIGN_IN_PATH } from '../authProvider';
import { hasValidSession, readSession } from './sessionStore';

type RequireSessionProps = { children: ReactNode };

/**
 * Guards every page inside the layout. Without an unexpired token the sign-in page replaces the
 * current entry, carrying the origin in the location state react-admin's useLogin reads.
 */
export const RequireSession = ({ children }: RequireSessionProps) => {
  const location = useLocation();
  if (!hasValidSession()) {
    return <Navigate to={SIGN_IN_PATH} replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />;
  }
  // A second factor required and not yet set up comes before any page.
  if (readSession()?.enrolling) return <Navigate to={ENROL_PATH} replace />;
  return <>{children}</>;
};

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-admin';
import { SIGN_IN_PATH } from '../authProvider';
import { hasValidSession } from './sessionStore';

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
  return <>{children}</>;
};

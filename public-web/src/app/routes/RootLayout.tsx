import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageError } from '../../components/PageError';
import { PageLoader } from '../../components/PageLoader';
import { SiteLayout } from '../../components/SiteLayout';

export function RootLayout() {
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <SiteLayout>
      {/* Keyed by path so a page that failed does not keep the next one from rendering. */}
      <ErrorBoundary key={pathname} fallback={<PageError />}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </SiteLayout>
  );
}

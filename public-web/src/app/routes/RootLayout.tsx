import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageError } from '../../components/PageError';
import { PageLoader } from '../../components/PageLoader';
import { SiteLayout } from '../../components/SiteLayout';
import { HydrationMark } from '../earlyActions';

export function RootLayout() {
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <SiteLayout>
      {/*
        Keyed by path so a page that failed does not keep the next one from rendering. The mark
        follows the page inside its boundary, so it is placed once the whole page is hydrated.
      */}
      <ErrorBoundary
        key={pathname}
        fallback={
          <>
            <PageError />
            <HydrationMark />
          </>
        }
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <HydrationMark />
        </Suspense>
      </ErrorBoundary>
    </SiteLayout>
  );
}

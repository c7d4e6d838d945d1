import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageError } from '../../components/PageError';
import { PageLoader } from '../../components/PageLoader';
import { SiteLayout } from '../../components/SiteLayout';
import { HydrationMark } from '../earlyActions';

export function RootLayout() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  // Another page of the app opens at its top. The page the visit arrived on stays where the visitor
  // (or the browser, restoring a reload) put it: it is shown before its scripts run, and a scroll
  // back to the top as it hydrates would move it under a finger already on a button.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
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

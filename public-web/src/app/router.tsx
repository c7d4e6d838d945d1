import { PUBLIC_ROUTES } from '@gameshift/contracts';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RootLayout } from './routes/RootLayout';

// Every page is its own chunk, so `/` never downloads the news, markdown or tweet code.
const ReserveRoute = lazy(() => import('./routes/ReserveRoute'));
const VerifyRoute = lazy(() => import('./routes/VerifyRoute'));
const SimonSaysRoute = lazy(() => import('./routes/SimonSaysRoute'));
const DataLayout = lazy(() => import('./routes/DataLayout'));
const NewsListPage = lazy(() => import('../features/news/components/NewsListPage'));
const ArticlePage = lazy(() => import('../features/news/components/ArticlePage'));
const SitePageView = lazy(() => import('../features/news/components/SitePageView'));
const UnsubscribePage = lazy(() => import('../features/unsubscribe/components/UnsubscribePage'));
const ManageRequestPage = lazy(() => import('../features/manage/components/ManageRequestPage'));
const ManagePage = lazy(() => import('../features/manage/components/ManagePage'));
const EraseConfirmPage = lazy(() => import('../features/manage/components/EraseConfirmPage'));
const ManageDataPage = lazy(() => import('../features/manage/components/ManageDataPage'));
const NotFoundPage = lazy(() => import('../features/not-found/components/NotFoundPage'));

/** Every page of PUBLIC_ROUTES (contracts), which the server also answers with status 200. */
export function AppRouter() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={PUBLIC_ROUTES.reserve} element={<ReserveRoute />} />
        <Route path={PUBLIC_ROUTES.verify} element={<VerifyRoute />} />
        <Route path={PUBLIC_ROUTES.verifyLink} element={<VerifyRoute />} />
        <Route path={PUBLIC_ROUTES.simonSays} element={<SimonSaysRoute />} />
        <Route path={PUBLIC_ROUTES.unsubscribe} element={<UnsubscribePage />} />
        <Route path={PUBLIC_ROUTES.manage} element={<ManageRequestPage />} />
        <Route path={PUBLIC_ROUTES.manageErase} element={<EraseConfirmPage />} />
        <Route path={PUBLIC_ROUTES.manageLink} element={<ManagePage />} />
        <Route path={PUBLIC_ROUTES.manageData} element={<ManageDataPage />} />
        <Route element={<DataLayout />}>
          <Route path={PUBLIC_ROUTES.news} element={<NewsListPage />} />
          <Route path={PUBLIC_ROUTES.article} element={<ArticlePage />} />
          <Route path={PUBLIC_ROUTES.privacy} element={<SitePageView slug="privacy" notFound={<NotFoundPage />} />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

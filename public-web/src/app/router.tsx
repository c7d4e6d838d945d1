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
const NotFoundPage = lazy(() => import('../features/not-found/components/NotFoundPage'));

export function AppRouter() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<ReserveRoute />} />
        <Route path="verify" element={<VerifyRoute />} />
        <Route path="verify/:token" element={<VerifyRoute />} />
        <Route path="simonsays" element={<SimonSaysRoute />} />
        <Route element={<DataLayout />}>
          <Route path="learn" element={<NewsListPage />} />
          <Route path="learn/:slug" element={<ArticlePage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

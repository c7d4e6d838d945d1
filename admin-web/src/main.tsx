import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router-dom';
import { SignInScreen } from './login/SignInScreen';
import { adminText } from './messages';

document.title = adminText.portalTitle;

// The portal (layout, lists, dashboard) is fetched when a signed-in admin first needs it, so the
// sign-in page loads only what it shows.
const Portal = lazy(() => import('./App').then((module) => ({ default: module.App })));

/**
 * The light sign-in screen until the portal is first wanted; from then on the portal serves every
 * path, its own sign-in page included, so a notice such as "session ended" survives the way back.
 */
function Entry() {
  const { pathname } = useLocation();
  const [portalOpened, setPortalOpened] = useState(pathname !== '/');
  if (!portalOpened && pathname !== '/') setPortalOpened(true);
  if (!portalOpened) return <SignInScreen />;
  return (
    <Suspense fallback={null}>
      <Portal />
    </Suspense>
  );
}

// react-admin detects the surrounding router and uses it instead of its default hash router,
// so addresses are real paths under /admin that the server can deep-link to.
const router = createBrowserRouter([{ path: '*', element: <Entry /> }], { basename: '/admin' });

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

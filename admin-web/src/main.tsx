import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { adminText } from './messages';

document.title = adminText.portalTitle;

// react-admin detects the surrounding router and uses it instead of its default hash router,
// so addresses are real paths under /admin that the server can deep-link to.
const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename: '/admin' });

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

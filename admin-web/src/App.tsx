import { lazy, Suspense } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, HttpError, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import admins from './admins';
import announcements from './announcements';
import apiKeys from './api-keys';
import articles from './articles';
import audit from './audit';
import { authProvider } from './authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { AdminLayout } from './layout/AdminLayout';
import { LoginPage } from './login/LoginPage';
import { InvitationPage } from './mfa/InvitationPage';

// The QR code library loads only for the second factor's set-up, not with the sign-in page.
const MfaPage = lazy(() => import('./mfa/MfaPage').then((module) => ({ default: module.MfaPage })));
import { adminText } from './messages';
import reservations from './reservations';
import { theme } from './theme';
import { TrafficPage } from './traffic/TrafficPage';
import suppressions from './suppressions';
import violations from './violations';
import webhooks from './webhooks';

const MAX_RETRIES = 2;

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx answer will not change on retry; a 401 must reach checkError at once.
      retry: (failureCount, error) => !(error instanceof HttpError && error.status < 500) && failureCount < MAX_RETRIES,
    },
  },
});

/**
 * Routes, relative to the router's /admin basename:
 *   /              sign-in page (outside the layout, so reachable without a session)
 *   /mfa           setting up the second factor (outside the layout: it comes first when required)
 *   /invite/:token an invited admin chooses a password (no session yet)
 *   /dashboard     dashboard, every role's home: what the role may read
 *   /traffic       visitors, sources and the journey (the roles that read `traffic`)
 *   /reservations, /violations, /audit, /admins, /suppressions, /webhooks, /announcements, /api-keys,
 *   /articles      resource lists
 * Everything else renders inside AdminLayout, whose guard sends visitors without a live session
 * back to the sign-in page. The menu shows what the admin's role opens; the server decides.
 */
export const App = () => (
  <Admin
    title={adminText.portalTitle}
    authProvider={authProvider}
    dataProvider={dataProvider}
    queryClient={queryClient}
    layout={AdminLayout}
    loginPage={false}
    theme={theme}
    darkTheme={null}
    disableTelemetry
  >
    <CustomRoutes noLayout>
      <Route path="/" element={<LoginPage />} />
      <Route
        path="/mfa"
        element={
          <Suspense fallback={null}>
            <MfaPage />
          </Suspense>
        }
      />
      <Route path="/invite/:token" element={<InvitationPage />} />
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/dashboard" element={<Dashboard />} />
      <Route path="/traffic" element={<TrafficPage />} />
    </CustomRoutes>
    <Resource name="reservations" {...reservations} />
    <Resource name="violations" {...violations} />
    <Resource name="audit" {...audit} />
    <Resource name="admins" {...admins} />
    <Resource name="suppressions" {...suppressions} />
    <Resource name="webhooks" {...webhooks} />
    <Resource name="webhook-deliveries" />
    <Resource name="announcements" {...announcements} />
    <Resource name="api-keys" {...apiKeys} />
    <Resource name="articles" {...articles} />
  </Admin>
);

import type { ComponentType } from 'react';
import { Alert, Button, Card, CardContent } from '@mui/material';
import { Link } from 'react-router-dom';
import { FALLBACK_ADMIN_ROLE, type AdminResource, type ResourceAccessKind } from '@gameshift/contracts';
import { adminText } from '../messages';
import { readSession } from './sessionStore';
import { useRoleAllows } from './useRole';

/**
 * A page the admin's role does not open, reached by its address: one plain sentence and the way
 * back, instead of the page's buttons, a failed load and the server's refusal.
 */
const NotForRole = () => {
  const role = readSession()?.role ?? FALLBACK_ADMIN_ROLE;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {adminText.pageNotForRole(adminText.roleNames[role] ?? role)}
        </Alert>
        <Button component={Link} to="/dashboard" variant="contained">
          {adminText.backToDashboard}
        </Button>
      </CardContent>
    </Card>
  );
};

/** `Page`, rendered only for an admin whose role RESOURCE_ROLES lets do `action` on `resource`. */
export function requireRole<R extends AdminResource, P extends object>(
  resource: R,
  action: ResourceAccessKind<R>,
  Page: ComponentType<P>,
): ComponentType<P> {
  const Guarded = (props: P) => (useRoleAllows(resource, action) ? <Page {...props} /> : <NotForRole />);
  Guarded.displayName = `RequireRole(${Page.displayName ?? Page.name})`;
  return Guarded;
}

import type { ComponentType } from 'react';
import { Alert, Button, Card, CardContent } from '@mui/material';
import { Link } from 'react-router-dom';
import type { AdminRole } from '@gameshift/contracts';
import { adminText } from '../messages';
import { readSession } from './sessionStore';
import { useRoleAllows } from './useRole';

/**
 * A page the admin's role does not open, reached by its address: one plain sentence and the way
 * back, instead of the page's buttons, a failed load and the server's refusal.
 */
const NotForRole = () => {
  const role = readSession()?.role ?? 'viewer';
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

/** `Page`, rendered only for an admin whose role reaches `needed`. */
export function requireRole<P extends object>(needed: AdminRole, Page: ComponentType<P>): ComponentType<P> {
  const Guarded = (props: P) => (useRoleAllows(needed) ? <Page {...props} /> : <NotForRole />);
  Guarded.displayName = `RequireRole(${Page.displayName ?? Page.name})`;
  return Guarded;
}

import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useCreatePath, useGetList, useGetResourceLabel, useResourceDefinitions } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  ADMIN_VIOLATIONS,
  FALLBACK_ADMIN_ROLE,
  may,
  RESOURCE_ROLES,
  type AdminResource,
  type SecurityViolation,
} from '@gameshift/contracts';
import { adminText } from '../messages';
import { ReservationList } from '../reservations/ReservationList';
import { LoadError } from '../components/LoadError';
import { readSession } from '../session/sessionStore';
import { ConfirmationFunnel } from './ConfirmationFunnel';
import { MailLagNotice } from './MailLagNotice';
import { RecentViolations } from './RecentViolations';
import { SignupChart } from './SignupChart';
import { StatCard } from './StatCard';
import { useStats } from './useStats';
import { useRoleAllows } from '../session/useRole';

/**
 * /admin/dashboard, every admin's home: the figures, the sign-up trend, the confirmation funnel,
 * the reservations table and the newest violations, each for the roles RESOURCE_ROLES lets read it
 * (a viewer sees no violations); a role the figures are not open to (an editor) is shown its pages.
 */
export const Dashboard = () => {
  const seesFigures = useRoleAllows('dashboard', 'read');
  return (
    <Stack spacing={3} sx={{ my: 2 }}>
      <Title title={adminText.dashboard} />
      {seesFigures ? <Figures /> : <RolePages />}
    </Stack>
  );
};

const Figures = () => {
  const stats = useStats();
  const seesReservations = useRoleAllows('reservations', 'read');
  const seesViolations = useRoleAllows('violations', 'read');
  const violations = useGetList<SecurityViolation>(
    'violations',
    { pagination: { page: 1, perPage: ADMIN_VIOLATIONS.loaded }, sort: { field: 'created_at', order: 'DESC' } },
    { enabled: seesViolations },
  );
  const figures = stats.data;

  return (
    <>
      {stats.isError && <LoadError message={adminText.statsFailed} onRetry={() => void stats.refetch()} />}
      <MailLagNotice mail={figures?.mail} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
        }}
      >
        <StatCard label={adminText.statTotal} value={figures?.total} isPending={stats.isPending} isError={stats.isError} />
        <StatCard label={adminText.statPending} value={figures?.pending} isPending={stats.isPending} isError={stats.isError} />
        <StatCard label={adminText.statVerified} value={figures?.verified} isPending={stats.isPending} isError={stats.isError} />
        <StatCard label={adminText.statReserved} value={figures?.reserved} isPending={stats.isPending} isError={stats.isError} />
        {/* This card counts the violations loaded below, not all of them. */}
        {seesViolations && (
          <StatCard
            label={adminText.statViolations}
            value={violations.data?.length}
            isPending={violations.isPending}
            isError={violations.isError}
          />
        )}
      </Box>
      <SignupChart days={figures?.daily} isPending={stats.isPending} isError={stats.isError} />
      <ConfirmationFunnel />
      {seesReservations && (
        <Box component="section" aria-labelledby="dashboard-reservations">
          <Typography id="dashboard-reservations" variant="h6" component="h2">
            {adminText.reservations}
          </Typography>
          <ReservationList disableSyncWithLocation storeKey={false} title={false} glance />
        </Box>
      )}
      {seesViolations && (
        <RecentViolations
          violations={violations.data}
          isPending={violations.isPending}
          error={violations.error}
          onRetry={() => void violations.refetch()}
        />
      )}
    </>
  );
};

/**
 * The home of a role the figures are not open to: why there are none, and the pages it may read in
 * the menu's order, instead of figures the server would refuse.
 */
const RolePages = () => {
  const role = readSession()?.role ?? FALLBACK_ADMIN_ROLE;
  const registered = useResourceDefinitions();
  const createPath = useCreatePath();
  const label = useGetResourceLabel();
  const pages = (Object.keys(RESOURCE_ROLES) as AdminResource[]).filter((name) => registered[name]?.hasList && may(role, name, 'read'));
  return (
    <Card>
      <CardContent>
        <Alert severity="info" sx={{ mb: pages.length > 0 ? 2 : 0 }}>
          {adminText.figuresNotForRole(adminText.roleNames[role] ?? role)}
        </Alert>
        {pages.length > 0 && (
          <Stack component="nav" aria-label={adminText.yourPages} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {pages.map((name) => (
              <Button key={name} component={Link} to={createPath({ resource: name, type: 'list' })} variant="contained">
                {label(name, 2)}
              </Button>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

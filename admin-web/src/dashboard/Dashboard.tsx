import { Box, Stack, Typography } from '@mui/material';
import { Title, useGetList } from 'react-admin';
import { ADMIN_VIOLATIONS, RESOURCE_ROLES, type SecurityViolation } from '@gameshift/contracts';
import { adminText } from '../messages';
import { ReservationList } from '../reservations/ReservationList';
import { LoadError } from '../components/LoadError';
import { ConfirmationFunnel } from './ConfirmationFunnel';
import { MailLagNotice } from './MailLagNotice';
import { RecentViolations } from './RecentViolations';
import { SignupChart } from './SignupChart';
import { StatCard } from './StatCard';
import { useStats } from './useStats';
import { useRoleAllows } from '../session/useRole';

/**
 * /admin/dashboard: the figures, the sign-up trend, the confirmation funnel, the reservations table
 * and the newest violations (for operators and owners: a viewer sees no violations).
 */
export const Dashboard = () => {
  const stats = useStats();
  const seesViolations = useRoleAllows(RESOURCE_ROLES.violations.read);
  const violations = useGetList<SecurityViolation>(
    'violations',
    { pagination: { page: 1, perPage: ADMIN_VIOLATIONS.loaded }, sort: { field: 'created_at', order: 'DESC' } },
    { enabled: seesViolations },
  );
  const figures = stats.data;

  return (
    <Stack spacing={3} sx={{ my: 2 }}>
      <Title title={adminText.dashboard} />
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
      <Box component="section" aria-labelledby="dashboard-reservations">
        <Typography id="dashboard-reservations" variant="h6" component="h2">
          {adminText.reservations}
        </Typography>
        <ReservationList disableSyncWithLocation storeKey={false} title={false} glance />
      </Box>
      {seesViolations && (
        <RecentViolations
          violations={violations.data}
          isPending={violations.isPending}
          error={violations.error}
          onRetry={() => void violations.refetch()}
        />
      )}
    </Stack>
  );
};

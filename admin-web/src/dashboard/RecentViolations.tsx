import { useId } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { DataTable, DateField, ListContextProvider, ResourceContextProvider, useList } from 'react-admin';
import { ADMIN_VIOLATIONS, type SecurityViolation } from '@gameshift/contracts';
import { LoadError } from '../components/LoadError';
import { adminText } from '../messages';
import { UserAgentField, ViolationDataField } from '../violations/ViolationFields';

const Column = DataTable.Col<SecurityViolation>;

type RecentViolationsProps = {
  /** The violations the dashboard loaded, newest first. */
  violations: SecurityViolation[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
};

/** The newest security violations: the dashboard loads twenty and shows ten. */
export const RecentViolations = ({ violations, isPending, error, onRetry }: RecentViolationsProps) => {
  const headingId = useId();
  const listContext = useList<SecurityViolation>({
    data: violations?.slice(0, ADMIN_VIOLATIONS.shown),
    isPending,
  });

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {adminText.recentViolations}
        </Typography>
        {error ? (
          <LoadError message={adminText.violationsFailed} onRetry={onRetry} />
        ) : (
          <ResourceContextProvider value="violations">
            <ListContextProvider value={listContext}>
              <DataTable bulkActionButtons={false} rowClick={false} empty={adminText.noViolations}>
                <Column source="created_at" label={adminText.colTime} disableSort>
                  <DateField source="created_at" showTime />
                </Column>
                <Column source="ip_address" label={adminText.colIp} disableSort />
                <Column source="violation_type" label={adminText.colType} disableSort />
                <Column source="user_agent" label={adminText.colUserAgent} disableSort field={UserAgentField} />
                <Column source="violation_data" label={adminText.colData} disableSort field={ViolationDataField} />
              </DataTable>
            </ListContextProvider>
          </ResourceContextProvider>
        )}
      </CardContent>
    </Card>
  );
};

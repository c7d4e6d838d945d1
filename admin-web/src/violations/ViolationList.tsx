import { Typography } from '@mui/material';
import { BooleanField, DataTable, DateField, SimpleList } from 'react-admin';
import type { SecurityViolation } from '@gameshift/contracts';
import { NewestFirstList } from '../components/NewestFirstList';
import { adminText } from '../messages';
import { UserAgentField, ViolationDataField } from './ViolationFields';

const Column = DataTable.Col<SecurityViolation>;

/** Bot-detection violations, newest first; read-only. Below 600 px, one card per violation, and the same words when there are none. */
export const ViolationList = () => (
  <NewestFirstList
    narrow={
      <SimpleList<SecurityViolation>
        rowClick={false}
        empty={<Typography sx={{ p: 2 }}>{adminText.noViolations}</Typography>}
        primaryText={(violation) => `${violation.violation_type} · ${violation.ip_address ?? ''}`}
        secondaryText={<UserAgentField />}
        tertiaryText={(violation) => new Date(violation.created_at).toLocaleString()}
      />
    }
    wide={
      <DataTable bulkActionButtons={false} rowClick={false} empty={adminText.noViolations}>
        <Column source="created_at" label={adminText.colTime}>
          <DateField source="created_at" showTime />
        </Column>
        <Column source="ip_address" label={adminText.colIp} />
        <Column source="violation_type" label={adminText.colType} />
        <Column source="user_agent" label={adminText.colUserAgent} disableSort field={UserAgentField} />
        <Column source="violation_data" label={adminText.colData} disableSort field={ViolationDataField} />
        <Column source="blocked" label={adminText.colBlocked} field={BooleanField} />
      </DataTable>
    }
  />
);

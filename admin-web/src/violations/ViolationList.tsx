import { BooleanField, DataTable, DateField, List } from 'react-admin';
import { ADMIN_TABLE, type SecurityViolation } from '@gameshift/contracts';
import { AdminPagination } from '../components/AdminPagination';
import { adminText } from '../messages';
import { UserAgentField, ViolationDataField } from './ViolationFields';

const Column = DataTable.Col<SecurityViolation>;

/** Bot-detection violations, newest first; read-only. */
export const ViolationList = () => (
  <List
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={ADMIN_TABLE.defaultPageSize}
    pagination={<AdminPagination />}
    actions={false}
    exporter={false}
    empty={false}
  >
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
  </List>
);

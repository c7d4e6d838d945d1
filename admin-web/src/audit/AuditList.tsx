import { DataTable, DateField, List } from 'react-admin';
import { ADMIN_TABLE } from '@gameshift/contracts';
import { AdminPagination } from '../components/AdminPagination';
import { adminText } from '../messages';

/** One row per admin action (who, what, on which record, when); read-only. */
export type AuditEntry = {
  id: string;
  admin_email: string;
  action: string;
  target: string | null;
  created_at: string;
};

const Column = DataTable.Col<AuditEntry>;

export const AuditList = () => (
  <List
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={ADMIN_TABLE.defaultPageSize}
    pagination={<AdminPagination />}
    actions={false}
    exporter={false}
    empty={false}
  >
    <DataTable bulkActionButtons={false} rowClick={false} empty={adminText.noResults}>
      <Column source="created_at" label={adminText.colTime}>
        <DateField source="created_at" showTime />
      </Column>
      <Column source="admin_email" label={adminText.colAdmin} />
      <Column source="action" label={adminText.colAction} />
      <Column source="target" label={adminText.colTarget} />
    </DataTable>
  </List>
);

import { Typography } from '@mui/material';
import { DataTable, DateField, SimpleList, useRecordContext } from 'react-admin';
import { NewestFirstList } from '../components/NewestFirstList';
import { TruncatedText } from '../components/TruncatedText';
import { adminText } from '../messages';

/**
 * One row per admin action (who, what, on which record, when); read-only. `details` keeps the
 * email and handle of the reservation touched as they were then, so a deleted one stays recognisable.
 */
export type AuditEntry = {
  id: string;
  admin_email: string;
  action: string;
  target: string | null;
  details: { email?: string; gameshift_id?: string; [key: string]: unknown };
  created_at: string;
};

/** The action in words; an action this portal does not know yet shows as recorded. */
export function actionName(action: string): string {
  return adminText.actionNames[action] ?? action;
}

const Column = DataTable.Col<AuditEntry>;

const ActionField = () => {
  const record = useRecordContext<AuditEntry>();
  return record ? <span>{actionName(record.action)}</span> : null;
};

const AdminField = () => <TruncatedText text={useRecordContext<AuditEntry>()?.admin_email} maxWidth="24ch" />;
const EmailField = () => <TruncatedText text={useRecordContext<AuditEntry>()?.details?.email} maxWidth="24ch" />;
const HandleField = () => <TruncatedText text={useRecordContext<AuditEntry>()?.details?.gameshift_id} maxWidth="16ch" />;

const touched = (entry: AuditEntry): string => [entry.details?.email, entry.details?.gameshift_id].filter(Boolean).join(' · ');

export const AuditList = () => (
  <NewestFirstList
    narrow={
      <SimpleList<AuditEntry>
        rowClick={false}
        empty={<Typography sx={{ p: 2 }}>{adminText.noResults}</Typography>}
        primaryText={(entry) => actionName(entry.action)}
        secondaryText={(entry) => [touched(entry), entry.admin_email].filter(Boolean).join(' — ')}
        tertiaryText={(entry) => new Date(entry.created_at).toLocaleString()}
        sx={{ '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } }}
      />
    }
    wide={
      <DataTable bulkActionButtons={false} rowClick={false} empty={adminText.noResults}>
        <Column source="created_at" label={adminText.colTime}>
          <DateField source="created_at" showTime />
        </Column>
        <Column source="admin_email" label={adminText.colAdmin} field={AdminField} />
        <Column source="action" label={adminText.colAction} field={ActionField} />
        <Column source="details.email" label={adminText.colEmailTouched} disableSort field={EmailField} />
        <Column source="details.gameshift_id" label={adminText.colHandleTouched} disableSort field={HandleField} />
      </DataTable>
    }
  />
);

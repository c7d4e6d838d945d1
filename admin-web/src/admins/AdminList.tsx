import DeleteIcon from '@mui/icons-material/PersonRemove';
import LockResetIcon from '@mui/icons-material/LockReset';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import { createContext, useContext } from 'react';
import { DataTable, DateField, EditButton, SimpleList, useRecordContext } from 'react-admin';
import { type AdminAccount } from '@gameshift/contracts';
import { NewestFirstList } from '../components/NewestFirstList';
import { ConfirmActionButton } from '../components/ConfirmActionButton';
import { TruncatedText } from '../components/TruncatedText';
import { adminText, messages } from '../messages';
import { removeAdmin, resetAdminMfa } from './adminApi';
import { useLastOwnerId } from './useLastOwnerId';

const Column = DataTable.Col<AdminAccount>;

const describe = (record: AdminAccount) => `${record.email} · ${adminText.roleNames[record.role]}`;

const roleName = (record: AdminAccount) => adminText.roleNames[record.role] ?? record.role;

function stateText(record: AdminAccount): string {
  if (!record.invitation_expires_at) return adminText.activeAdmin;
  return adminText.invitedUntil(new Date(record.invitation_expires_at).toLocaleString());
}

const EmailField = ({ maxWidth = '28ch' }: { maxWidth?: string }) => (
  <TruncatedText text={useRecordContext<AdminAccount>()?.email} maxWidth={maxWidth} />
);
const RoleField = () => {
  const record = useRecordContext<AdminAccount>();
  return record ? <span>{roleName(record)}</span> : null;
};
const MfaField = () => {
  const record = useRecordContext<AdminAccount>();
  return record ? <span>{record.mfa ? adminText.mfaOn : adminText.mfaOff}</span> : null;
};
const StateField = () => {
  const record = useRecordContext<AdminAccount>();
  return record ? <span>{stateText(record)}</span> : null;
};

/** The id of the one owner who has signed up, while there is only one; null while there are more. */
const LastOwnerContext = createContext<string | null>(null);

/**
 * The owners are read on their own, not from the page shown: the list is paged and sorted, so the
 * other owner may be on another page. An invitation as owner is not an owner yet.
 */
/** Instead of Change role and Remove, which the server would refuse: why they are not offered, on hover and focus. */
const LastOwnerNote = () => (
  <Tooltip title={messages.lastOwner} describeChild>
    <Chip icon={<InfoIcon />} label={adminText.lastOwnerNote} variant="outlined" tabIndex={0} />
  </Tooltip>
);

/** Change role, reset the second factor (of an admin who has one), remove. */
const AdminRowActions = ({ compact = false }: { compact?: boolean }) => {
  const record = useRecordContext<AdminAccount>();
  const lastOwnerId = useContext(LastOwnerContext);
  if (!record) return null;
  const lastOwner = record.id === lastOwnerId;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'nowrap' }}>
      {lastOwner ? <LastOwnerNote /> : <EditButton label={adminText.changeRole} />}
      {record.mfa && (
        <ConfirmActionButton<AdminAccount>
          label={adminText.resetMfa}
          icon={<LockResetIcon />}
          prompt={adminText.confirmResetMfa}
          action={resetAdminMfa}
          describe={describe}
          compact={compact}
          successMessage={adminText.mfaReset}
          failureMessage={(error) => (error instanceof Error ? error.message : adminText.listFailed)}
        />
      )}
      {!lastOwner && (
        <ConfirmActionButton<AdminAccount>
          label={adminText.removeAdmin}
          icon={<DeleteIcon />}
          color="error"
          prompt={adminText.confirmRemoveAdmin}
          action={removeAdmin}
          describe={describe}
          confirmLabel={adminText.removeAdmin}
          compact={compact}
          successMessage={adminText.adminRemoved}
          failureMessage={(error) => (error instanceof Error ? error.message : adminText.listFailed)}
        />
      )}
    </Stack>
  );
};

/** /admin/admins, for owners: the team and the invitations not yet accepted, newest first. */
export const AdminList = () => {
  const lastOwnerId = useLastOwnerId();
  return (
    <LastOwnerContext.Provider value={lastOwnerId}>
      <NewestFirstList
        createLabel={adminText.invite}
        narrow={
          <SimpleList<AdminAccount>
            rowClick={false}
            empty={<Typography sx={{ p: 2 }}>{adminText.noResults}</Typography>}
            primaryText={<EmailField maxWidth="100%" />}
            secondaryText={(record) => `${roleName(record)} · ${stateText(record)}`}
            rightIcon={() => <AdminRowActions compact />}
          />
        }
        wide={
          <DataTable bulkActionButtons={false} rowClick={false} empty={adminText.noResults}>
            <Column source="email" label={adminText.colEmail} field={EmailField} />
            <Column source="role" label={adminText.colRole} field={RoleField} />
            <Column source="mfa" label={adminText.colMfa} disableSort field={MfaField} />
            <Column source="invitation_expires_at" label={adminText.colState} disableSort field={StateField} />
            <Column source="created_at" label={adminText.colCreated}>
              <DateField source="created_at" showTime />
            </Column>
            <Column label={adminText.colActions} disableSort align="right">
              <AdminRowActions />
            </Column>
          </DataTable>
        }
      />
    </LastOwnerContext.Provider>
  );
};

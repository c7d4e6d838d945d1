import { Alert } from '@mui/material';
import {
  Create,
  Edit,
  email,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { ADMIN_ROLES, type AdminAccount } from '@gameshift/contracts';
import { adminText, messages } from '../messages';
import { useLastOwnerId } from './useLastOwnerId';

const ROLE_CHOICES = ADMIN_ROLES.map((role) => ({ id: role, name: adminText.roleNames[role] }));

/** Invite: an email and a role; the server sends the single-use link. */
export const AdminCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title={adminText.inviteAdminTitle}
      mutationOptions={{
        onSuccess: (record: AdminAccount) => {
          notify(adminText.inviteSent(record.email), { type: 'success' });
          redirect('list', 'admins');
        },
      }}
    >
      <SimpleForm>
        <TextInput source="email" label={adminText.email} type="email" validate={[required(), email()]} autoComplete="off" />
        <SelectInput source="role" label={adminText.colRole} choices={ROLE_CHOICES} defaultValue="viewer" validate={required()} />
      </SimpleForm>
    </Create>
  );
};

/** Change an admin's role; their sessions end, so the next sign-in carries it. */
export const AdminEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={adminText.changeRole}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify(adminText.roleChanged, { type: 'success' });
          redirect('list', 'admins');
        },
      }}
    >
      <RoleForm />
    </Edit>
  );
};

/**
 * The role to choose; for the last owner (reached by its address, since the list offers no Change
 * role for them) the role stays, with why, and nothing to save that the server would refuse.
 */
const RoleForm = () => {
  const record = useRecordContext<AdminAccount>();
  const lastOwnerId = useLastOwnerId();
  const lastOwner = record !== undefined && record.id === lastOwnerId;
  return (
    <SimpleForm toolbar={lastOwner ? false : undefined}>
      <TextField source="email" label={adminText.email} />
      <SelectInput source="role" label={adminText.colRole} choices={ROLE_CHOICES} validate={required()} disabled={lastOwner} />
      {lastOwner && <Alert severity="info">{messages.lastOwner}</Alert>}
    </SimpleForm>
  );
};

import { Create, Edit, email, required, SelectInput, SimpleForm, TextField, TextInput, useNotify, useRedirect } from 'react-admin';
import { ADMIN_ROLES, type AdminAccount } from '@gameshift/contracts';
import { adminText } from '../messages';

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
      <SimpleForm>
        <TextField source="email" label={adminText.email} />
        <SelectInput source="role" label={adminText.colRole} choices={ROLE_CHOICES} validate={required()} />
      </SimpleForm>
    </Edit>
  );
};

import AdminsIcon from '@mui/icons-material/ManageAccounts';
import type { ResourceProps } from 'react-admin';
import type { AdminAccount } from '@gameshift/contracts';
import { adminText } from '../messages';
import { AdminCreate, AdminEdit } from './AdminForms';
import { AdminList } from './AdminList';
import { requireRole } from '../session/RequireRole';

const admins: Omit<ResourceProps, 'name'> = {
  list: requireRole('admins', 'read', AdminList),
  create: requireRole('admins', 'write', AdminCreate),
  edit: requireRole('admins', 'write', AdminEdit),
  icon: AdminsIcon,
  options: { label: adminText.admins },
  recordRepresentation: (record: AdminAccount) => record.email,
};

export default admins;

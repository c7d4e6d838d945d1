import AdminsIcon from '@mui/icons-material/ManageAccounts';
import type { ResourceProps } from 'react-admin';
import type { AdminAccount } from '@gameshift/contracts';
import { adminText } from '../messages';
import { AdminCreate, AdminEdit } from './AdminForms';
import { AdminList } from './AdminList';
import { requireRole } from '../session/RequireRole';
import { RESOURCE_ROLES } from '../session/resourceRoles';

const admins: Omit<ResourceProps, 'name'> = {
  list: requireRole(RESOURCE_ROLES.admins, AdminList),
  create: requireRole(RESOURCE_ROLES.admins, AdminCreate),
  edit: requireRole(RESOURCE_ROLES.admins, AdminEdit),
  icon: AdminsIcon,
  options: { label: adminText.admins },
  recordRepresentation: (record: AdminAccount) => record.email,
};

export default admins;

import AdminsIcon from '@mui/icons-material/ManageAccounts';
import type { ResourceProps } from 'react-admin';
import type { AdminAccount } from '@gameshift/contracts';
import { adminText } from '../messages';
import { AdminCreate, AdminEdit } from './AdminForms';
import { AdminList } from './AdminList';

const admins: Omit<ResourceProps, 'name'> = {
  list: AdminList,
  create: AdminCreate,
  edit: AdminEdit,
  icon: AdminsIcon,
  options: { label: adminText.admins },
  recordRepresentation: (record: AdminAccount) => record.email,
};

export default admins;

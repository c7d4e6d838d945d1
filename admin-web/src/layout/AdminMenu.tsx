import DashboardIcon from '@mui/icons-material/Dashboard';
import { Menu, type MenuProps } from 'react-admin';
import { adminText } from '../messages';

/** The dashboard lives at /dashboard rather than react-admin's default '/', which is the sign-in page. */
export const AdminMenu = (props: MenuProps) => (
  <Menu {...props}>
    <Menu.Item to="/dashboard" primaryText={adminText.dashboard} leftIcon={<DashboardIcon />} />
    <Menu.ResourceItems />
  </Menu>
);

import DashboardIcon from '@mui/icons-material/Dashboard';
import TrafficIcon from '@mui/icons-material/Insights';
import SecurityIcon from '@mui/icons-material/PhonelinkLock';
import { Menu, type MenuProps } from 'react-admin';
import { RESOURCE_ROLES, roleAllows } from '@gameshift/contracts';
import { readSession } from '../session/sessionStore';
import { adminText } from '../messages';

/** The dashboard lives at /dashboard rather than react-admin's default '/', which is the sign-in page. */
export const AdminMenu = (props: MenuProps) => {
  const role = readSession()?.role;
  return (
    <Menu {...props}>
      <Menu.Item to="/dashboard" primaryText={adminText.dashboard} leftIcon={<DashboardIcon />} />
      <Menu.Item to="/traffic" primaryText={adminText.traffic} leftIcon={<TrafficIcon />} />
      {Object.entries(RESOURCE_ROLES)
        .filter(([, roles]) => role !== undefined && roleAllows(role, roles.read))
        .map(([name]) => (
          <Menu.ResourceItem key={name} name={name} />
        ))}
      <Menu.Item to="/mfa" primaryText={adminText.mfaTitle} leftIcon={<SecurityIcon />} />
    </Menu>
  );
};

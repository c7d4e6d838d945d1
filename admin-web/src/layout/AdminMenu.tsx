import DashboardIcon from '@mui/icons-material/Dashboard';
import TrafficIcon from '@mui/icons-material/Insights';
import SecurityIcon from '@mui/icons-material/PhonelinkLock';
import { Menu, type MenuProps } from 'react-admin';
import { roleAllows, type AdminRole } from '@gameshift/contracts';
import { readSession } from '../session/sessionStore';
import { adminText } from '../messages';

/** What each role opens: the server refuses the rest, so the menu does not offer it. */
const RESOURCES: ReadonlyArray<[name: string, role: AdminRole]> = [
  ['reservations', 'viewer'],
  ['violations', 'operator'],
  ['audit', 'operator'],
  ['admins', 'owner'],
];

/** The dashboard lives at /dashboard rather than react-admin's default '/', which is the sign-in page. */
export const AdminMenu = (props: MenuProps) => {
  const role = readSession()?.role;
  return (
    <Menu {...props}>
      <Menu.Item to="/dashboard" primaryText={adminText.dashboard} leftIcon={<DashboardIcon />} />
      <Menu.Item to="/traffic" primaryText={adminText.traffic} leftIcon={<TrafficIcon />} />
      {RESOURCES.filter(([, needed]) => role !== undefined && roleAllows(role, needed)).map(([name]) => (
        <Menu.ResourceItem key={name} name={name} />
      ))}
      <Menu.Item to="/mfa" primaryText={adminText.mfaTitle} leftIcon={<SecurityIcon />} />
    </Menu>
  );
};

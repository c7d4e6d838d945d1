import DashboardIcon from '@mui/icons-material/Dashboard';
import TrafficIcon from '@mui/icons-material/Insights';
import SecurityIcon from '@mui/icons-material/PhonelinkLock';
import { Menu, type MenuProps } from 'react-admin';
import { may, RESOURCE_ROLES, type AdminResource } from '@gameshift/contracts';
import { readSession } from '../session/sessionStore';
import { adminText } from '../messages';

/** The rows of RESOURCE_ROLES that are pages of their own, placed by hand, rather than react-admin resources. */
const PAGES: ReadonlySet<AdminResource> = new Set(['dashboard', 'traffic']);

/**
 * The dashboard lives at /dashboard rather than react-admin's default '/', which is the sign-in
 * page; it is every role's home, showing what the role may read. The rest follows the table.
 */
export const AdminMenu = (props: MenuProps) => {
  const role = readSession()?.role;
  const reads = (resource: AdminResource) => role !== undefined && may(role, resource, 'read');
  return (
    <Menu {...props}>
      <Menu.Item to="/dashboard" primaryText={adminText.dashboard} leftIcon={<DashboardIcon />} />
      {reads('traffic') && <Menu.Item to="/traffic" primaryText={adminText.traffic} leftIcon={<TrafficIcon />} />}
      {(Object.keys(RESOURCE_ROLES) as AdminResource[])
        .filter((name) => !PAGES.has(name) && reads(name))
        .map((name) => (
          <Menu.ResourceItem key={name} name={name} />
        ))}
      <Menu.Item to="/mfa" primaryText={adminText.mfaTitle} leftIcon={<SecurityIcon />} />
    </Menu>
  );
};

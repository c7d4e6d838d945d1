import AuditIcon from '@mui/icons-material/History';
import type { ResourceProps } from 'react-admin';
import { adminText } from '../messages';
import { requireRole } from '../session/RequireRole';
import { RESOURCE_ROLES } from '../session/resourceRoles';
import { AuditList } from './AuditList';

const audit: Omit<ResourceProps, 'name'> = {
  list: requireRole(RESOURCE_ROLES.audit, AuditList),
  icon: AuditIcon,
  options: { label: adminText.audit },
};

export default audit;

import AuditIcon from '@mui/icons-material/History';
import type { ResourceProps } from 'react-admin';
import { adminText } from '../messages';
import { requireRole } from '../session/RequireRole';
import { RESOURCE_ROLES } from '@gameshift/contracts';
import { AuditList } from './AuditList';

const audit: Omit<ResourceProps, 'name'> = {
  list: requireRole(RESOURCE_ROLES.audit.read, AuditList),
  icon: AuditIcon,
  options: { label: adminText.audit },
};

export default audit;

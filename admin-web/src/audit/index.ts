import AuditIcon from '@mui/icons-material/History';
import type { ResourceProps } from 'react-admin';
import { adminText } from '../messages';
import { requireRole } from '../session/RequireRole';
import { AuditList } from './AuditList';

const audit: Omit<ResourceProps, 'name'> = {
  list: requireRole('audit', 'read', AuditList),
  icon: AuditIcon,
  options: { label: adminText.audit },
};

export default audit;

import AuditIcon from '@mui/icons-material/History';
import type { ResourceProps } from 'react-admin';
import { adminText } from '../messages';
import { AuditList } from './AuditList';

const audit: Omit<ResourceProps, 'name'> = {
  list: AuditList,
  icon: AuditIcon,
  options: { label: adminText.audit },
};

export default audit;

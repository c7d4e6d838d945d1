import ViolationsIcon from '@mui/icons-material/GppMaybe';
import type { ResourceProps } from 'react-admin';
import { adminText } from '../messages';
import { requireRole } from '../session/RequireRole';
import { ViolationList } from './ViolationList';

const violations: Omit<ResourceProps, 'name'> = {
  list: requireRole('violations', 'read', ViolationList),
  icon: ViolationsIcon,
  options: { label: adminText.violations },
};

export default violations;

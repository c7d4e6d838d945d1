import ViolationsIcon from '@mui/icons-material/GppMaybe';
import type { ResourceProps } from 'react-admin';
import { adminText } from '../messages';
import { requireRole } from '../session/RequireRole';
import { RESOURCE_ROLES } from '@gameshift/contracts';
import { ViolationList } from './ViolationList';

const violations: Omit<ResourceProps, 'name'> = {
  list: requireRole(RESOURCE_ROLES.violations.read, ViolationList),
  icon: ViolationsIcon,
  options: { label: adminText.violations },
};

export default violations;

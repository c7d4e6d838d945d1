import ViolationsIcon from '@mui/icons-material/GppMaybe';
import type { ResourceProps } from 'react-admin';
import { adminText } from '../messages';
import { ViolationList } from './ViolationList';

const violations: Omit<ResourceProps, 'name'> = {
  list: ViolationList,
  icon: ViolationsIcon,
  options: { label: adminText.violations },
};

export default violations;

import SuppressionsIcon from '@mui/icons-material/UnsubscribeOutlined';
import type { ResourceProps } from 'react-admin';
import { RESOURCE_ROLES, type SuppressionRecord } from '@gameshift/contracts';
import { suppressionText } from '../messages';
import { requireRole } from '../session/RequireRole';
import { SuppressionCreate } from './SuppressionCreate';
import { SuppressionList } from './SuppressionList';

const suppressions: Omit<ResourceProps, 'name'> = {
  list: requireRole(RESOURCE_ROLES.suppressions.read, SuppressionList),
  create: requireRole(RESOURCE_ROLES.suppressions.write, SuppressionCreate),
  icon: SuppressionsIcon,
  options: { label: suppressionText.title },
  recordRepresentation: (record: SuppressionRecord) => record.email ?? suppressionText.erased,
};

export default suppressions;

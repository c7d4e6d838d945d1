import SuppressionsIcon from '@mui/icons-material/UnsubscribeOutlined';
import type { ResourceProps } from 'react-admin';
import type { SuppressionRecord } from '@gameshift/contracts';
import { messages } from '../messages';
import { requireRole } from '../session/RequireRole';
import { RESOURCE_ROLES } from '../session/resourceRoles';
import { SuppressionCreate } from './SuppressionCreate';
import { SuppressionList } from './SuppressionList';

const suppressions: Omit<ResourceProps, 'name'> = {
  list: requireRole(RESOURCE_ROLES.suppressions, SuppressionList),
  create: requireRole('owner', SuppressionCreate),
  icon: SuppressionsIcon,
  options: { label: messages.suppressionsTitle },
  recordRepresentation: (record: SuppressionRecord) => record.email ?? messages.suppressionErased,
};

export default suppressions;

import SuppressionsIcon from '@mui/icons-material/UnsubscribeOutlined';
import type { ResourceProps } from 'react-admin';
import type { SuppressionRecord } from '@gameshift/contracts';
import { suppressionText } from '../messages';
import { requireRole } from '../session/RequireRole';
import { SuppressionCreate } from './SuppressionCreate';
import { SuppressionList } from './SuppressionList';

const suppressions: Omit<ResourceProps, 'name'> = {
  list: requireRole('suppressions', 'read', SuppressionList),
  create: requireRole('suppressions', 'write', SuppressionCreate),
  icon: SuppressionsIcon,
  options: { label: suppressionText.title },
  recordRepresentation: (record: SuppressionRecord) => record.email ?? suppressionText.erased,
};

export default suppressions;

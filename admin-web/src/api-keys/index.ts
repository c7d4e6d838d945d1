import ApiKeysIcon from '@mui/icons-material/KeyOutlined';
import type { ResourceProps } from 'react-admin';
import type { ApiKeyRecord } from '@gameshift/contracts';
import { apiKeyText } from '../messages';
import { requireRole } from '../session/RequireRole';
import { ApiKeyCreate } from './ApiKeyCreate';
import { ApiKeyList } from './ApiKeyList';

const apiKeys: Omit<ResourceProps, 'name'> = {
  list: requireRole('api-keys', 'read', ApiKeyList),
  create: requireRole('api-keys', 'write', ApiKeyCreate),
  icon: ApiKeysIcon,
  options: { label: apiKeyText.title },
  recordRepresentation: (record: ApiKeyRecord) => record.name,
};

export default apiKeys;

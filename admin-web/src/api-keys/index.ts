import ApiKeysIcon from '@mui/icons-material/KeyOutlined';
import type { ResourceProps } from 'react-admin';
import { RESOURCE_ROLES, type ApiKeyRecord } from '@gameshift/contracts';
import { apiKeyText } from '../messages';
import { requireRole } from '../session/RequireRole';
import { ApiKeyCreate } from './ApiKeyCreate';
import { ApiKeyList } from './ApiKeyList';

const apiKeys: Omit<ResourceProps, 'name'> = {
  list: requireRole(RESOURCE_ROLES['api-keys'].read, ApiKeyList),
  create: requireRole(RESOURCE_ROLES['api-keys'].write, ApiKeyCreate),
  icon: ApiKeysIcon,
  options: { label: apiKeyText.title },
  recordRepresentation: (record: ApiKeyRecord) => record.name,
};

export default apiKeys;

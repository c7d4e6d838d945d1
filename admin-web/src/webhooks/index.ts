import WebhooksIcon from '@mui/icons-material/Webhook';
import type { WebhookRecord } from '@gameshift/contracts';
import type { ResourceProps } from 'react-admin';
import { webhookText } from '../messages';
import { requireRole } from '../session/RequireRole';
import { WebhookCreate } from './WebhookCreate';
import { WebhookList } from './WebhookList';
import { WebhookShow } from './WebhookShow';

const webhooks: Omit<ResourceProps, 'name'> = {
  list: requireRole('webhooks', 'read', WebhookList),
  create: requireRole('webhooks', 'write', WebhookCreate),
  show: requireRole('webhooks', 'read', WebhookShow),
  icon: WebhooksIcon,
  options: { label: webhookText.title },
  recordRepresentation: (record: WebhookRecord) => record.url,
};

export default webhooks;

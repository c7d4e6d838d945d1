import type { WebhookRecord } from '@gameshift/contracts';
import type { Identifier } from 'react-admin';
import { adminPost, recordPath } from '../dataProvider';

/** A new signing secret, in this answer only. */
export const rotateWebhook = (id: Identifier) => adminPost<WebhookRecord & { secret: string }>(recordPath('webhooks', id, 'rotate'));

/** The delivery again, same id and body, now. */
export const redeliverWebhook = (deliveryId: Identifier) => adminPost(recordPath('webhook-deliveries', deliveryId, 'redeliver'));

import type { WebhookUrlRefusal } from '@gameshift/contracts';
import type { ErrorTable } from '../common/app-error';

/** A webhook's address refused, a disabled webhook, a delivery whose reservation is gone. */
export const WEBHOOK_ERRORS = {
  webhook_url_refused: {
    status: 400,
    answer: (messages, details: { webhookUrl: WebhookUrlRefusal }) => ({
      body: { error: messages.webhookUrlRefused(details.webhookUrl), field: 'url' },
    }),
  },
  webhook_disabled: { status: 409, answer: (messages) => ({ body: { error: messages.webhookDisabled } }) },
  webhook_reservation_gone: { status: 409, answer: (messages) => ({ body: { error: messages.webhookReservationGone } }) },
} satisfies ErrorTable;

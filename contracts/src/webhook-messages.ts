import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, type WebhookUrlRefusal } from './webhooks';

/** The webhooks page of the portal and the answers of its API. */
export function createWebhookMessages() {
  return Object.freeze({
    // API answers
    webhookShape: `Send a JSON object with url (an http or https URL of at most ${WEBHOOK_LIMITS.urlLength} characters) and events, a non-empty list of ${WEBHOOK_EVENTS.join(', ')}.`,
    webhookUpdateShape: 'Send any of url, events and enabled (true or false).',
    webhookUrlRefused: (refusal: WebhookUrlRefusal) =>
      `This URL cannot receive webhooks: ${
        refusal.kind === 'https'
          ? 'it must use https'
          : refusal.kind === 'unresolved'
            ? 'its host name does not resolve'
            : `its host resolves to ${refusal.address}, a ${refusal.range} address`
      }.`,
    webhookDisabled: 'This webhook is disabled: enable it before redelivering.',
    webhookDisabledFailing: `Disabled after failing for ${WEBHOOK_LIMITS.retryWindowHours} hours straight.`,

    // Portal
    webhooksTitle: 'Webhooks',
    webhookSecretOnce: 'Copy this signing secret now: it is shown only once.',
    webhookRotated: 'Secret rotated. For 24 hours deliveries carry signatures from both the old and the new secret.',
    webhookRedelivered: 'Delivery queued again.',
  });
}

export type WebhookMessages = ReturnType<typeof createWebhookMessages>;

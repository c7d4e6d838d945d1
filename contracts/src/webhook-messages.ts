import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, type WebhookUrlRefusal } from './webhooks';

/** Why a URL may not receive webhooks, as the end of a sentence: the API's refusal and a failed attempt's record both say it. */
const refusalReason = (refusal: WebhookUrlRefusal): string =>
  refusal.kind === 'https'
    ? 'it must use https'
    : refusal.kind === 'unresolved'
      ? 'its host name does not resolve'
      : `its host resolves to ${refusal.address}, a ${refusal.range} address`;

/** The answers of the webhooks' API and what a failed delivery records; the portal's labels are its own. */
export function createWebhookMessages() {
  return Object.freeze({
    webhookShape: `Send a JSON object with url (an http or https URL of at most ${WEBHOOK_LIMITS.urlLength} characters) and events, a non-empty list of ${WEBHOOK_EVENTS.join(', ')}.`,
    webhookUpdateShape: 'Send any of url, events and enabled (true or false).',
    webhookUrlRefused: (refusal: WebhookUrlRefusal) => `This URL cannot receive webhooks: ${refusalReason(refusal)}.`,
    webhookUrlRefusalReason: refusalReason,
    webhookDisabled: 'This webhook is disabled: enable it before redelivering.',
    webhookReservationGone: 'The reservation this event is about has been erased or deleted: only its deletion is delivered again.',
    webhookDisabledFailing: `Disabled after failing for ${WEBHOOK_LIMITS.retryWindowHours} hours straight.`,
  });
}

export type WebhookMessages = ReturnType<typeof createWebhookMessages>;

import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, type WebhookAttemptRecord, type WebhookFailure, type WebhookUrlRefusal } from './webhooks';

/** Why a URL may not receive webhooks, as the end of a sentence: the API's refusal and a failed attempt's record both say it. */
const refusalReason = (refusal: WebhookUrlRefusal): string =>
  refusal.kind === 'https'
    ? 'it must use https'
    : refusal.kind === 'unresolved'
      ? 'its host name does not resolve'
      : `its host resolves to ${refusal.address}, a ${refusal.range} address`;

/** The kind of a failed attempt, before what went wrong ("TLS: certificate has expired"). */
const FAILURE_LABELS: Record<WebhookFailure, string> = {
  dns: 'DNS',
  refused: 'refused',
  connect: 'connect',
  tls: 'TLS',
  timeout: 'timeout',
  http: 'HTTP',
  other: 'other',
};

/** The webhooks page of the portal and the answers of its API. */
export function createWebhookMessages() {
  return Object.freeze({
    // API answers
    webhookShape: `Send a JSON object with url (an http or https URL of at most ${WEBHOOK_LIMITS.urlLength} characters) and events, a non-empty list of ${WEBHOOK_EVENTS.join(', ')}.`,
    webhookUpdateShape: 'Send any of url, events and enabled (true or false).',
    webhookUrlRefused: (refusal: WebhookUrlRefusal) => `This URL cannot receive webhooks: ${refusalReason(refusal)}.`,
    webhookUrlRefusalReason: refusalReason,
    webhookDisabled: 'This webhook is disabled: enable it before redelivering.',
    webhookReservationGone: 'The reservation this event is about has been erased or deleted: only its deletion is delivered again.',
    webhookDisabledFailing: `Disabled after failing for ${WEBHOOK_LIMITS.retryWindowHours} hours straight.`,

    // Portal
    webhooksTitle: 'Webhooks',
    webhookAdd: 'Add webhook',
    webhookNone: 'No webhooks yet.',
    webhookColUrl: 'URL',
    webhookColEvents: 'Events',
    webhookColState: 'State',
    webhookColCreated: 'Created',
    webhookEnabled: 'Enabled',
    webhookDisabledState: 'Disabled',
    webhookEnable: 'Enable',
    webhookDisable: 'Disable',
    webhookUrlHelp: "The game's endpoint. In production it must be https on a public address.",
    webhookSecretHeading: 'New signing secret',
    webhookSecretLabel: 'Signing secret',
    webhookSecretOnce: 'Copy this signing secret now: it is shown only once.',
    webhookSecretCopy: 'Copy secret',
    webhookSecretCopied: 'Secret copied',
    webhookSecretCopyFailed: 'The secret could not be copied. Select it and copy it by hand.',
    webhookSecretDone: 'I have copied it',
    webhookRotate: 'Rotate secret',
    webhookRotateConfirm: 'Make a new signing secret? For 24 hours deliveries carry signatures from both the old and the new one.',
    webhookRotated: 'Secret rotated. For 24 hours deliveries carry signatures from both the old and the new secret.',
    webhookDeliveries: 'Deliveries',
    webhookDeliveryNone: 'No deliveries yet.',
    webhookDeliveryStatuses: { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' } as const,
    webhookAttempts: 'Attempts',
    webhookAttemptNone: 'Not tried yet.',
    /** What an attempt came to: the status answered, or the kind of failure and what went wrong. */
    webhookAttemptOutcome: ({ status_code, failure, error }: Pick<WebhookAttemptRecord, 'status_code' | 'failure' | 'error'>) => {
      if (failure === null || (failure === 'http' && status_code !== null)) {
        const redirect = status_code !== null && status_code >= 300 && status_code < 400;
        return `HTTP ${status_code}${redirect ? ' (redirects are not followed)' : ''}`;
      }
      return `${FAILURE_LABELS[failure]}: ${error ?? 'no detail recorded'}`;
    },
    webhookAttemptWhen: (when: string, durationMs: number) => `${when} · ${durationMs} ms`,
    webhookAttemptsEarlier: (count: number) => `Show ${count} earlier ${count === 1 ? 'attempt' : 'attempts'}`,
    webhookAttemptsHideEarlier: 'Hide earlier attempts',
    webhookNextTry: (when: string) => `Next try ${when}`,
    webhookNextTryNow: 'Next try now',
    webhookDeliveryCreated: (when: string) => `Created ${when}`,
    webhookRedeliver: 'Redeliver',
    webhookRedelivered: 'Delivery queued again.',
  });
}

export type WebhookMessages = ReturnType<typeof createWebhookMessages>;

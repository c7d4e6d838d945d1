import { createHmac, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new signing secret in the Standard Webhooks form: `whsec_` and the base64 of 32 random bytes. */
export function newSigningSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * The webhook-signature header of a delivery: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`
 * under each secret, space-separated, as the Standard Webhooks specification lets a rotation send
 * both the new and the old signature.
 */
export function signatureHeader(secrets: readonly string[], id: string, timestampSeconds: number, body: string): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
      return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
    })
    .join(' ');
}

/** The key the signing secrets are sealed under, derived so WEBHOOK_SEAL_KEY is never used as is. */
export function webhookSealingKey(sealKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sealKey, 'gameshift', 'webhook signing secrets v1', 32));
}

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Secrets kept at rest sealed, each feature under a key of its own: the admins' authenticator
// secrets (auth/) and the webhooks' signing secrets (webhooks/).

/** AES-256-GCM under `key`: a database dump holds no usable secret. */
export function sealSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/** What sealSecret sealed under the same key; throws for another key or a changed text. */
export function openSecret(sealed: string, key: Buffer): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

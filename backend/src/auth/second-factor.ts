import { createHash, hkdfSync, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** Ten single-use recovery codes, shown once at enrolment. */
export const RECOVERY_CODE_COUNT = 10;
/** Lowercase letters and digits that cannot be misread for one another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** One step of clock drift either way (RFC 6238 §5.2). */
const DRIFT_SECONDS = 30;

/** The key that seals TOTP secrets at rest, derived from the app secret. */
export function sealingKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'gameshift', 'admin second factor v1', 32));
}

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrl(issuer: string, email: string, secret: string): string {
  return generateURI({ issuer, label: email, secret });
}

export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/**
 * The time step a code belongs to, when it is right within one step of drift and later than
 * `afterStep` (the last one accepted): a code is good once. Null otherwise.
 */
export async function acceptedStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!isTotpCode(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: DRIFT_SECONDS,
    ...(afterStep !== null && { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : null;
}

/** Spaces, dashes and case do not matter when a recovery code is typed back. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

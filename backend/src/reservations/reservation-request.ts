import { HONEYPOT_FIELDS, type HoneypotField } from '@gameshift/contracts';
import { AppError } from '../common/app-error';

export interface ReservationRequest {
  email: unknown;
  gameshift_id: unknown;
  honeypot: Record<HoneypotField, string>;
  humanToken: string | undefined;
  /** Manage key of the browser's earlier reservation to withdraw (a corrected email). */
  replaces: string | undefined;
}

const ALLOWED = new Set(['email', 'gameshift_id', 'honeypot_fields', 'user_agent', 'human_token', 'replaces']);
const MAX_FIELD_LENGTH = 1024;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new AppError('invalid_body', { detail: `${key} must be a string` });
  if (value.length > MAX_FIELD_LENGTH) throw new AppError('invalid_body', { detail: `${key} is too long` });
  return value;
}

/**
 * Checks the shape of a reservation request. Deliberately hand-written: this is the hottest
 * path on launch day, and the rules themselves come from contracts/.
 */
export function parseReservationRequest(body: unknown): ReservationRequest {
  if (!isPlainObject(body)) throw new AppError('invalid_body', { detail: 'The request body must be a JSON object.' });
  for (const key of Object.keys(body)) {
    if (!ALLOWED.has(key)) throw new AppError('invalid_body', { detail: `Unexpected field: ${key.slice(0, 40)}` });
  }
  for (const key of ['email', 'gameshift_id'] as const) {
    const value = body[key];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      throw new AppError('invalid_body', { detail: `${key} must be a string`, field: key });
    }
    if (typeof value === 'string' && value.length > MAX_FIELD_LENGTH) {
      throw new AppError('invalid_body', { detail: `${key} is too long`, field: key });
    }
  }
  optionalString(body, 'user_agent');

  const honeypot = { website: '', confirmEmail: '', phoneBackup: '' } as Record<HoneypotField, string>;
  const fields = body.honeypot_fields;
  if (fields !== undefined && fields !== null) {
    if (!isPlainObject(fields)) throw new AppError('invalid_body', { detail: 'honeypot_fields must be an object' });
    for (const key of Object.keys(fields)) {
      if (!(HONEYPOT_FIELDS as readonly string[]).includes(key)) {
        throw new AppError('invalid_body', { detail: `Unexpected field: honeypot_fields.${key.slice(0, 40)}` });
      }
    }
    // PostgreSQL text cannot hold NUL; bots send anything, and the record must still be written.
    for (const key of HONEYPOT_FIELDS) honeypot[key] = (optionalString(fields, key) ?? '').replaceAll('\u0000', '\uFFFD');
  }

  return {
    email: body.email,
    gameshift_id: body.gameshift_id,
    honeypot,
    humanToken: optionalString(body, 'human_token'),
    replaces: optionalString(body, 'replaces'),
  };
}

export function honeypotTripped(honeypot: Record<HoneypotField, string>): boolean {
  return HONEYPOT_FIELDS.some((key) => honeypot[key].trim() !== '');
}

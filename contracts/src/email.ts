import { DISPOSABLE_EMAIL_DOMAINS } from './blocklists';
import type { Messages } from './messages';

export type EmailErrorCode =
  | 'email_required'
  | 'email_invalid'
  | 'email_alias'
  | 'email_disposable';

export type EmailVerdict = { ok: true; email: string } | { ok: false; code: EmailErrorCode };

const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

/** ASCII only: a local part of letters, digits and . _ % - ', then dotted labels and a TLD. */
const EMAIL_FORMAT =
  /^[A-Za-z0-9._%'-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function validateEmail(input: unknown): EmailVerdict {
  if (typeof input !== 'string' || input.trim() === '') {
    return { ok: false, code: 'email_required' };
  }
  const trimmed = input.trim();
  if (trimmed.includes('+')) {
    return { ok: false, code: 'email_alias' };
  }
  if (!hasValidFormat(trimmed)) {
    return { ok: false, code: 'email_invalid' };
  }
  const email = trimmed.toLowerCase();
  const [localPart, domain] = splitAddress(email);
  if (!hasValidDots(localPart)) {
    return { ok: false, code: 'email_invalid' };
  }
  if (isDisposableDomain(domain)) {
    return { ok: false, code: 'email_disposable' };
  }
  return { ok: true, email };
}

/**
 * The form used to decide whether two addresses are the same mailbox: lowercased, and for
 * Gmail without the dots it ignores, under one domain name.
 */
export function canonicalEmail(email: string): string {
  const lowered = email.trim().toLowerCase();
  const at = lowered.lastIndexOf('@');
  if (at < 0) {
    return lowered;
  }
  const localPart = lowered.slice(0, at);
  const domain = lowered.slice(at + 1);
  if (!GMAIL_DOMAINS.has(domain)) {
    return lowered;
  }
  return `${localPart.replace(/\./g, '')}@gmail.com`;
}

export function isDisposableDomain(domain: string): boolean {
  const lowered = domain.toLowerCase();
  return DISPOSABLE_EMAIL_DOMAINS.some(
    (blocked) => lowered === blocked || lowered.endsWith(`.${blocked}`),
  );
}

export function emailMessage(code: EmailErrorCode, messages: Messages): string {
  switch (code) {
    case 'email_required':
      return messages.emailRequired;
    case 'email_invalid':
      return messages.emailInvalid;
    case 'email_alias':
      return messages.emailAlias;
    case 'email_disposable':
      return messages.emailDisposable;
  }
}

/** Checked before lowercasing, which can turn a non-ASCII letter into an ASCII one. */
function hasValidFormat(email: string): boolean {
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_FORMAT.test(email)) {
    return false;
  }
  const [localPart] = splitAddress(email);
  return localPart.length <= MAX_LOCAL_PART_LENGTH;
}

function hasValidDots(localPart: string): boolean {
  return !localPart.includes('..') && !localPart.startsWith('.') && !localPart.endsWith('.');
}

function splitAddress(email: string): [localPart: string, domain: string] {
  const at = email.lastIndexOf('@');
  return [email.slice(0, at), email.slice(at + 1)];
}

import { DISPOSABLE_EMAIL_DOMAINS } from './disposable-domains';
import type { PublicPageMessages } from './i18n/english/public.generated';

export type EmailErrorCode = 'email_required' | 'email_invalid' | 'email_alias' | 'email_disposable';

export type EmailVerdict = { ok: true; email: string } | { ok: false; code: EmailErrorCode };

const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

/** ASCII only: a local part of letters, digits and . _ % - ', then dotted labels and a TLD. */
const EMAIL_FORMAT = /^[A-Za-z0-9._%'-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** Which domains count as disposable. The browser uses the floor list; the server a maintained one. */
export interface EmailRules {
  isDisposable(domain: string): boolean;
}

/**
 * Disposable-domain rules over a block list and an allow list (an operator's exceptions). A
 * domain matches when it, or any domain it is a subdomain of, is listed; case does not matter,
 * and the allow list wins.
 */
export function disposableDomainRules(blocked: Iterable<string>, allowed: Iterable<string> = []): EmailRules {
  const block = new Set(Array.from(blocked, (d) => d.toLowerCase()));
  const allow = new Set(Array.from(allowed, (d) => d.toLowerCase()));
  return {
    isDisposable(domain: string): boolean {
      const suffixes = domainSuffixes(domain.toLowerCase());
      if (suffixes.some((d) => allow.has(d))) return false;
      return suffixes.some((d) => block.has(d));
    },
  };
}

/** `a.b.example.com` -> a.b.example.com, b.example.com, example.com, com. */
function domainSuffixes(domain: string): string[] {
  const labels = domain.split('.');
  return labels.map((_, i) => labels.slice(i).join('.'));
}

/** The product's original list and the hand-kept additions: the floor every list used must include. */
export const FLOOR_EMAIL_RULES: EmailRules = disposableDomainRules(DISPOSABLE_EMAIL_DOMAINS);

/** An address as it is stored and compared once it has passed the email rule. */
export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}

export function validateEmail(input: unknown, rules: EmailRules = FLOOR_EMAIL_RULES): EmailVerdict {
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
  const email = normalizeEmail(trimmed);
  const [localPart, domain] = splitAddress(email);
  if (!hasValidDots(localPart)) {
    return { ok: false, code: 'email_invalid' };
  }
  if (rules.isDisposable(domain)) {
    return { ok: false, code: 'email_disposable' };
  }
  return { ok: true, email };
}

/**
 * The rule for an address that looks an existing reservation up (a manage link): present and of
 * an address's form. The alias and disposable rules decide new reservations only; a list that has
 * grown since must not lock a person out of their own reservation.
 */
export function validateLookupEmail(input: unknown): EmailVerdict {
  if (typeof input !== 'string' || input.trim() === '') return { ok: false, code: 'email_required' };
  const trimmed = input.trim();
  return hasValidFormat(trimmed) ? { ok: true, email: trimmed } : { ok: false, code: 'email_invalid' };
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
  return FLOOR_EMAIL_RULES.isDisposable(domain);
}

export function emailMessage(code: EmailErrorCode, messages: PublicPageMessages): string {
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

/**
 * Whether a value has the form of an email address (the format the email rule checks first, any
 * domain). Logs show such a value masked and nothing of any other value typed into an email field.
 */
export function isEmailAddress(value: string): boolean {
  return hasValidFormat(value.trim());
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

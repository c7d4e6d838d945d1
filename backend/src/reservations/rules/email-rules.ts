import { DISPOSABLE_EMAIL_DOMAINS, disposableDomainRules, type EmailRules } from '@gameshift/contracts';
import { disposableEmailBlocklist } from 'disposable-email-domains-js';
import { blacklist } from 'mailchecker';

/** Injection token of the server's email rules. */
export const EMAIL_RULES = Symbol('EMAIL_RULES');

export interface DisposableDomainSettings {
  /** Domains an operator adds to the maintained list. */
  extraBlocked: readonly string[];
  /** Domains an operator exempts from the maintained list (a partner's domain it flags), with their subdomains. */
  allowed: readonly string[];
}

/**
 * The server's disposable-domain rule: two maintained lists, `mailchecker` and the
 * disposable-email-domains project's (`disposable-email-domains-js`; each refuses domains the
 * other misses; `npm update` keeps both current), with the operator's additions and exceptions,
 * and under them the product's floor list, which no exception lifts. The browser checks only the
 * floor, so the large lists never ship to a phone.
 */
export function serverEmailRules(settings: DisposableDomainSettings): EmailRules {
  const floor = disposableDomainRules(DISPOSABLE_EMAIL_DOMAINS);
  const maintained = disposableDomainRules([...blacklist(), ...disposableEmailBlocklist(), ...settings.extraBlocked], settings.allowed);
  return { isDisposable: (domain) => floor.isDisposable(domain) || maintained.isDisposable(domain) };
}

import { DISPOSABLE_EMAIL_DOMAINS, disposableDomainRules, type EmailRules } from '@gameshift/contracts';
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
 * The server's disposable-domain rule: the maintained `mailchecker` list (kept current with
 * `npm update mailchecker`) with the operator's additions and exceptions, and under it the SPEC's
 * floor list, which no exception lifts. The browser checks only the floor, so the large list
 * never ships to a phone.
 */
export function serverEmailRules(settings: DisposableDomainSettings): EmailRules {
  const floor = disposableDomainRules(DISPOSABLE_EMAIL_DOMAINS);
  const maintained = disposableDomainRules([...blacklist(), ...settings.extraBlocked], settings.allowed);
  return { isDisposable: (domain) => floor.isDisposable(domain) || maintained.isDisposable(domain) };
}

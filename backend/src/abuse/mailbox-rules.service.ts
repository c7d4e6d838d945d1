import { isWellKnownMailDomain } from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { LimitStorage } from '../common/limit-store/limit-storage';
import { mailDomainVerdictWithin, mailResolver, type MailDomainVerdict, type MailResolver } from './mail-domain-check';
import { registrableDomain } from './registrable-domain';

/** How long a domain's DNS verdict is remembered: a domain that takes mail rarely stops; a refused one may be a fresh registration. */
const VERDICT_TTL_MS = { accepted: 60 * 60_000, refused: 10 * 60_000 } as const;

/**
 * A handle costs a real mailbox. An address at a well-known provider costs its owner an account
 * there; any other domain may be a catch-all that turns one domain into endless addresses, so its
 * sign-ups are limited per registrable domain, across instances, and (when the check is on) the
 * domain must be able to receive mail at all.
 */
@Injectable()
export class MailboxRules {
  private readonly resolver: MailResolver;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limits: LimitStorage,
  ) {
    this.resolver = mailResolver(config.abuse.dnsServers);
  }

  /**
   * Refuses, before the visitor's game is spent, an address whose domain has had its sign-ups for
   * now (429 on the email) or cannot receive mail (400 on the email). Changes nothing.
   */
  async assertMayTry(address: string): Promise<void> {
    const domain = domainOf(address);
    if (isWellKnownMailDomain(domain)) return;
    if (await this.limits.isExhausted(this.limitKey(domain), this.config.abuse.emailDomainLimit)) {
      throw new AppError('email_domain_busy');
    }
    if (this.config.abuse.emailDomainCheck && !(await this.receivesMail(domain))) throw new AppError('email_domain_no_mail');
  }

  /** Counts one sign-up for the address's domain; refuses it when the domain's window is full. */
  async count(address: string): Promise<void> {
    const domain = domainOf(address);
    if (isWellKnownMailDomain(domain)) return;
    const windowMs = this.config.abuse.emailDomainWindowSeconds * 1000;
    const record = await this.limits.increment(this.limitKey(domain), windowMs, this.config.abuse.emailDomainLimit, windowMs);
    if (record.isBlocked) throw new AppError('email_domain_busy');
  }

  /** Takes back the sign-up `count` counted for an attempt that made no claim (the database was busy, or its token was spent meanwhile). */
  async giveBack(address: string): Promise<void> {
    const domain = domainOf(address);
    if (isWellKnownMailDomain(domain)) return;
    await this.limits.uncount(this.limitKey(domain));
  }

  private limitKey(domain: string): string {
    return `email-domain:${registrableDomain(domain)}`;
  }

  private async receivesMail(domain: string): Promise<boolean> {
    const key = `mail-domain:${domain}`;
    const remembered = await this.limits.recall(key);
    if (remembered !== undefined) return remembered === 'receives_mail';
    const verdict: MailDomainVerdict = await mailDomainVerdictWithin(this.resolver, domain);
    if (verdict === 'unknown') return true;
    const accepted = verdict === 'receives_mail';
    await this.limits.remember(key, verdict, accepted ? VERDICT_TTL_MS.accepted : VERDICT_TTL_MS.refused);
    return accepted;
  }
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

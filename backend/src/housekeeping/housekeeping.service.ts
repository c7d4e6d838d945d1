import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { FAILURE_DECAY_SECONDS, LoginFailure } from '../auth';
import { HumanCheckUse } from '../human-check';
import { QueueService } from '../queue';
import { ReleasedHandle, Reservation } from '../reservations';
import { MailEvent, MailEventSignature } from '../suppressions';
import { PageViewCount, VisitorDay } from '../analytics';
import { AuditEntry } from '../audit';
import { ManageLink } from '../manage';
import { SecurityViolation } from '../security';
import { WebhookDelivery } from '../webhooks';
import { SOFT_BOUNCE_RULE } from '@gameshift/contracts';

export const PURGE_QUEUE = 'housekeeping.purge';

/**
 * Daily: forget reservations never confirmed after PURGE_UNVERIFIED_AFTER_DAYS, spent human-check
 * ids, failed admin sign-ins that no longer count, mail providers' events older than the soft
 * bounces' window (the only use of an event once it has been judged) and their signatures once no
 * copy of the event can be accepted. And the retention settings:
 * visitor tallies after ANALYTICS_RETENTION_DAYS, violations' IP address and user agent after
 * VIOLATION_RETENTION_DAYS (the records and their counts stay), audit entries after
 * AUDIT_RETENTION_DAYS, settled webhook deliveries after WEBHOOK_DELIVERY_RETENTION_DAYS (their
 * attempts with them), a reservation's client key once it no longer counts against the pending cap
 * (confirmed, or its link expired), released handles once their hold is over, and the manage links
 * of confirmations and announcements once expired (those a person asked for stay with their
 * reservation: they are the record of the mails sent to it).
 */
@Injectable()
export class HousekeepingService implements OnModuleInit {
  private readonly logger = new Logger(HousekeepingService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: QueueService,
    @InjectRepository(Reservation) private readonly reservations: Repository<Reservation>,
    @InjectRepository(HumanCheckUse) private readonly humanCheckUses: Repository<HumanCheckUse>,
    @InjectRepository(LoginFailure) private readonly loginFailures: Repository<LoginFailure>,
    @InjectRepository(MailEvent) private readonly mailEvents: Repository<MailEvent>,
    @InjectRepository(MailEventSignature) private readonly mailEventSignatures: Repository<MailEventSignature>,
    @InjectRepository(VisitorDay) private readonly visitors: Repository<VisitorDay>,
    @InjectRepository(PageViewCount) private readonly pageViews: Repository<PageViewCount>,
    @InjectRepository(SecurityViolation) private readonly violations: Repository<SecurityViolation>,
    @InjectRepository(AuditEntry) private readonly auditEntries: Repository<AuditEntry>,
    @InjectRepository(ReleasedHandle) private readonly releasedHandles: Repository<ReleasedHandle>,
    @InjectRepository(ManageLink) private readonly manageLinks: Repository<ManageLink>,
    @InjectRepository(WebhookDelivery) private readonly webhookDeliveries: Repository<WebhookDelivery>,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.queue.define({ name: PURGE_QUEUE, retryLimit: 3, retryDelay: 60, retryBackoff: true });
    await this.queue.boss.schedule(PURGE_QUEUE, '17 3 * * *', {}, { tz: 'UTC' });
    await this.queue.boss.work(PURGE_QUEUE, async () => {
      await this.purge();
    });
  }

  async purge(): Promise<Record<string, number>> {
    const stale = await this.reservations
      .createQueryBuilder()
      .delete()
      .where('NOT is_verified AND created_at < now() - make_interval(days => :days)', { days: this.config.purgeUnverifiedAfterDays })
      .execute();
    const spent = await this.humanCheckUses.createQueryBuilder().delete().where("used_at < now() - interval '1 day'").execute();
    // One failure decays per FAILURE_DECAY_SECONDS (login-policy.ts): once all have, the row weighs
    // what no row weighs, and made-up addresses would otherwise pile up for ever.
    const decayed = await this.loginFailures
      .createQueryBuilder()
      .delete()
      .where('last_failed_at <= now() - make_interval(secs => failures * :decaySeconds)', { decaySeconds: FAILURE_DECAY_SECONDS })
      .execute();
    const judged = await this.mailEvents
      .createQueryBuilder()
      .delete()
      .where('created_at < now() - make_interval(days => :days)', { days: SOFT_BOUNCE_RULE.windowDays })
      .execute();
    // An hour past the tolerance, for the clocks of the instances and of the database to differ a little.
    const signatures = await this.mailEventSignatures
      .createQueryBuilder()
      .delete()
      .where("valid_until < now() - interval '1 hour'")
      .execute();
    const counts = {
      reservations: stale.affected ?? 0,
      humanChecks: spent.affected ?? 0,
      loginFailures: decayed.affected ?? 0,
      mailEvents: judged.affected ?? 0,
      mailEventSignatures: signatures.affected ?? 0,
      ...(await this.applyRetention()),
    };
    this.logger.log(counts, 'housekeeping done');
    return counts;
  }

  private async applyRetention(): Promise<Record<string, number>> {
    const { analyticsDays, violationDays, auditDays, webhookDeliveryDays } = this.config.retention;
    const oldDay = 'day < current_date - make_interval(days => :days)';
    const visitorDays = await this.visitors.createQueryBuilder().delete().where(oldDay, { days: analyticsDays }).execute();
    const pageViews = await this.pageViews.createQueryBuilder().delete().where(oldDay, { days: analyticsDays }).execute();
    const violations = await this.violations
      .createQueryBuilder()
      .update()
      .set({ ip_address: null, user_agent: null })
      .where('created_at < now() - make_interval(days => :days) AND (ip_address IS NOT NULL OR user_agent IS NOT NULL)', {
        days: violationDays,
      })
      .execute();
    const audit = await this.auditEntries
      .createQueryBuilder()
      .delete()
      .where('created_at < now() - make_interval(days => :days)', { days: auditDays })
      .execute();
    // One still being retried (its window starts again at a redelivery) stays until it settles.
    const deliveries = await this.webhookDeliveries
      .createQueryBuilder()
      .delete()
      .where("status <> 'pending' AND GREATEST(created_at, retry_from) < now() - make_interval(days => :days)", {
        days: webhookDeliveryDays,
      })
      .execute();
    // The pending cap counts unconfirmed reservations whose link still works (claim_reservation.sql): the key is needed no longer.
    const clientKeys = await this.reservations
      .createQueryBuilder()
      .update()
      .set({ client_key: null })
      .where('client_key IS NOT NULL AND (is_verified OR claim_until <= now())')
      .execute();
    const released = await this.releasedHandles.createQueryBuilder().delete().where('held_until <= now()').execute();
    const links = await this.manageLinks
      .createQueryBuilder()
      .delete()
      .where("expires_at <= now() AND sent_in IN ('confirmation', 'announcement')")
      .execute();
    return {
      visitorDays: visitorDays.affected ?? 0,
      pageViews: pageViews.affected ?? 0,
      violationsCleared: violations.affected ?? 0,
      auditEntries: audit.affected ?? 0,
      webhookDeliveries: deliveries.affected ?? 0,
      clientKeys: clientKeys.affected ?? 0,
      releasedHandles: released.affected ?? 0,
      manageLinks: links.affected ?? 0,
    };
  }
}

import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { LoginFailure } from '../auth/login-failure.entity';
import { FAILURE_DECAY_SECONDS } from '../auth/login-policy';
import { HumanCheckUse } from '../human-check/human-check-use.entity';
import { QueueService } from '../queue/queue.service';
import { Reservation } from '../reservations/reservation.entity';
import { MailEvent } from '../suppressions/mail-event.entity';
import { SOFT_BOUNCE_RULE } from '@gameshift/contracts';

export const PURGE_QUEUE = 'housekeeping.purge';

/**
 * Daily: forget reservations never confirmed after PURGE_UNVERIFIED_AFTER_DAYS, spent human-check
 * ids, failed admin sign-ins that no longer count, and mail providers' events older than the soft
 * bounces' window (the only use of an event once it has been judged).
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
  ) {}

  async onModuleInit(): Promise<void> {
    await this.queue.define({ name: PURGE_QUEUE, retryLimit: 3, retryDelay: 60, retryBackoff: true });
    await this.queue.boss.schedule(PURGE_QUEUE, '17 3 * * *', {}, { tz: 'UTC' });
    await this.queue.boss.work(PURGE_QUEUE, async () => {
      await this.purge();
    });
  }

  async purge(): Promise<{ reservations: number; humanChecks: number; loginFailures: number; mailEvents: number }> {
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
    const reservations = stale.affected ?? 0;
    const humanChecks = spent.affected ?? 0;
    const loginFailures = decayed.affected ?? 0;
    const mailEvents = judged.affected ?? 0;
    this.logger.log({ reservations, humanChecks, loginFailures, mailEvents }, 'housekeeping done');
    return { reservations, humanChecks, loginFailures, mailEvents };
  }
}

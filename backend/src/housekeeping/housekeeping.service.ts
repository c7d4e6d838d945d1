import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { HumanCheckUse } from '../human-check/human-check-use.entity';
import { QueueService } from '../queue/queue.service';
import { Reservation } from '../reservations/reservation.entity';

export const PURGE_QUEUE = 'housekeeping.purge';

/** Daily: forget reservations never confirmed after PURGE_UNVERIFIED_AFTER_DAYS, and spent human-check ids. */
@Injectable()
export class HousekeepingService implements OnModuleInit {
  private readonly logger = new Logger(HousekeepingService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: QueueService,
    @InjectRepository(Reservation) private readonly reservations: Repository<Reservation>,
    @InjectRepository(HumanCheckUse) private readonly humanCheckUses: Repository<HumanCheckUse>,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.queue.define({ name: PURGE_QUEUE, retryLimit: 3, retryDelay: 60, retryBackoff: true });
    await this.queue.boss.schedule(PURGE_QUEUE, '17 3 * * *', {}, { tz: 'UTC' });
    await this.queue.boss.work(PURGE_QUEUE, async () => {
      await this.purge();
    });
  }

  async purge(): Promise<{ reservations: number; humanChecks: number }> {
    const stale = await this.reservations
      .createQueryBuilder()
      .delete()
      .where('NOT is_verified AND created_at < now() - make_interval(days => :days)', { days: this.config.purgeUnverifiedAfterDays })
      .execute();
    const spent = await this.humanCheckUses.createQueryBuilder().delete().where("used_at < now() - interval '1 day'").execute();
    const reservations = stale.affected ?? 0;
    const humanChecks = spent.affected ?? 0;
    this.logger.log({ reservations, humanChecks }, 'housekeeping done');
    return { reservations, humanChecks };
  }
}

import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { QueueService } from '../queue/queue.service';

export const PURGE_QUEUE = 'housekeeping.purge';

/** Daily: forget reservations never confirmed after PURGE_UNVERIFIED_AFTER_DAYS, and spent human-check ids. */
@Injectable()
export class HousekeepingService implements OnModuleInit {
  private readonly logger = new Logger(HousekeepingService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: QueueService,
    private readonly dataSource: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.queue.define({ name: PURGE_QUEUE, retryLimit: 3, retryDelay: 60, retryBackoff: true });
    await this.queue.boss.schedule(PURGE_QUEUE, '17 3 * * *', {}, { tz: 'UTC' });
    await this.queue.boss.work(PURGE_QUEUE, async () => {
      await this.purge();
    });
  }

  async purge(): Promise<{ reservations: number; humanChecks: number }> {
    const [, reservations] = (await this.dataSource.query(
      `DELETE FROM reservations WHERE NOT is_verified AND created_at < now() - make_interval(days => $1)`,
      [this.config.purgeUnverifiedAfterDays],
    )) as [unknown, number];
    const [, humanChecks] = (await this.dataSource.query(`DELETE FROM human_check_uses WHERE used_at < now() - interval '1 day'`)) as [
      unknown,
      number,
    ];
    this.logger.log({ reservations, humanChecks }, 'housekeeping done');
    return { reservations, humanChecks };
  }
}

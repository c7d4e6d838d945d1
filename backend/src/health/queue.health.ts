import { Injectable } from '@nestjs/common';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import { MAIL_QUEUE } from '../mail';
import { QueueService } from '../queue';

@Injectable()
export class QueueHealthIndicator {
  constructor(
    private readonly queue: QueueService,
    private readonly indicator: HealthIndicatorService,
  ) {}

  async check(key: string): Promise<HealthIndicatorResult> {
    const status = this.indicator.check(key);
    try {
      if (!(await this.queue.isHealthy())) return status.down({ message: 'queue not started' });
      return status.up({ mailBacklog: await this.queue.backlog(MAIL_QUEUE) });
    } catch {
      return status.down({ message: 'queue unreachable' });
    }
  }
}

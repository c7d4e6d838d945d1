import { Injectable } from '@nestjs/common';
import { HealthCheckResult, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { Gauge } from 'prom-client';
import { MetricsService } from '../metrics';
import { LimitsHealthIndicator } from './limits.health';
import { QueueHealthIndicator } from './queue.health';

/**
 * Whether this instance can serve: the database, the queue and the limit store answer. The same
 * checks answer /health/ready and, at each scrape, the `health_ready` gauge, so an alert sees
 * what the load balancer sees without a prober of its own.
 */
@Injectable()
export class ReadinessService {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly queue: QueueHealthIndicator,
    private readonly limits: LimitsHealthIndicator,
    metrics: MetricsService,
  ) {
    const ready = () =>
      this.check().then(
        () => 1,
        () => 0,
      );
    new Gauge({
      name: 'health_ready',
      help: '1 when this instance is ready (what /health/ready answers with 200), 0 when it is not',
      registers: [metrics.registry],
      async collect() {
        this.set(await ready());
      },
    });
  }

  /** Resolves with every check up; rejects with the 503 naming those that are not. */
  check(): Promise<HealthCheckResult> {
    return this.health.check([
      () => this.db.pingCheck('database', { timeout: 3000 }),
      () => this.queue.check('queue'),
      () => this.limits.check('limits'),
    ]);
  }
}

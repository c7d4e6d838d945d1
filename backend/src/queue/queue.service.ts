import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { transactionalDb, waitingJobs, WaitingJobs } from './queue.queries';

/** Deadlock, and a duplicate queue or partition: what two instances creating one queue at once meet. */
const CREATE_RACE_CODES = new Set(['40P01', '23505', '42P07']);
const DEFINE_ATTEMPTS = 5;

export type QueueDefinition = { name: string } & PgBoss.RetryOptions & PgBoss.ExpirationOptions & PgBoss.RetentionOptions;

/**
 * pg-boss, started and stopped with the app. Features queue work through OutboxService, which
 * keeps pg-boss behind it; this service only owns the connection and the queues' definitions.
 */
@Injectable()
export class QueueService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(QueueService.name);
  readonly boss: PgBoss;
  private started = false;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.boss = new PgBoss({
      connectionString: config.database.url,
      application_name: 'gameshift-queue',
      max: 4,
      schema: 'pgboss',
      // Mail jobs carry verification links; keep finished ones only briefly.
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 1,
      // Jobs of an instance that died are handed out again once they time out; look for them often enough.
      maintenanceIntervalSeconds: Math.min(120, Math.max(1, Math.floor(config.mail.jobTimeoutSeconds / 2))),
    });
    this.boss.on('error', (err) => this.logger.error({ err }, 'queue error'));
  }

  async onModuleInit(): Promise<void> {
    await this.boss.start();
    this.started = true;
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // Waits for jobs in flight, so a restart neither loses nor repeats them.
    await this.boss.stop({ graceful: true, wait: true, timeout: 20_000 });
  }

  /**
   * Creates a queue, or brings an existing one's options up to date. Instances booting together on
   * a new database create the same queues at once: the loser meets a deadlock or a duplicate, and
   * on its next try finds the queue the winner made.
   */
  async define(queue: QueueDefinition): Promise<void> {
    const { name, ...options } = queue;
    await this.racing(`the queue ${name}`, async () => {
      if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, { name, ...options });
      else await this.boss.createQueue(name, { name, ...options });
    });
  }

  /** Runs `make`, again after a moment when another instance making the same thing got in its way. */
  private async racing(what: string, make: () => Promise<void>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await make();
      } catch (error) {
        if (attempt >= DEFINE_ATTEMPTS || !CREATE_RACE_CODES.has((error as { code?: string }).code ?? '')) throw error;
        this.logger.warn({ making: what, attempt }, 'another instance is making the same; trying again');
        await new Promise((resolve) => setTimeout(resolve, attempt * 100 + Math.random() * 100));
      }
    }
  }

  /** Enqueues a job; with `manager` it joins that transaction. Higher `priority` is taken first. */
  async send(name: string, data: object, manager?: EntityManager, priority = 0): Promise<string | null> {
    if (!manager) return this.boss.send(name, data, { priority });
    return this.boss.send(name, data, { priority, db: transactionalDb(manager) });
  }

  async waiting(name: string): Promise<WaitingJobs> {
    return waitingJobs(this.boss.getDb(), name);
  }

  async isHealthy(): Promise<boolean> {
    if (!this.started) return false;
    await this.boss.getDb().executeSql('SELECT 1', []);
    return true;
  }

  async backlog(name: string): Promise<number> {
    return (await this.waiting(name)).depth;
  }
}

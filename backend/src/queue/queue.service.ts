import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { PgBoss, type QueueOptions } from 'pg-boss';
import { DataSource, EntityManager } from 'typeorm';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { setAsideVersion10 } from './version-10';
import { QUEUE_SCHEMA, transactionalDb, waitingJobs, WaitingJobs } from './queue.queries';

/** Deadlock, and a duplicate queue or partition: what two instances creating one queue at once meet. */
const CREATE_RACE_CODES = new Set(['40P01', '23505', '42P07']);
const DEFINE_ATTEMPTS = 5;
/** Completed jobs are kept this long, for the figures and an operator's look, then deleted. */
const KEEP_COMPLETED_SECONDS = 24 * 3600;

export type QueueDefinition = { name: string } & Pick<
  QueueOptions,
  'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds' | 'heartbeatSeconds'
>;

/**
 * pg-boss, started and stopped with the app. Features queue work through OutboxService, which
 * keeps pg-boss behind it; this service only owns the connection and the queues' definitions.
 */
@Injectable()
export class QueueService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(QueueService.name);
  readonly boss: PgBoss;
  /** The queues this instance defined, for the move of pg-boss 10's jobs. */
  readonly defined = new Set<string>();
  private started = false;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataSource: DataSource,
  ) {
    this.boss = new PgBoss({
      connectionString: config.database.url,
      application_name: 'gameshift-queue',
      max: 4,
      schema: QUEUE_SCHEMA,
      // A job whose worker stopped touching it is failed for a retry by the monitor's next pass:
      // often enough that a dead instance's mail is sent again within the 30 s goal.
      superviseIntervalSeconds: config.outbox.monitorSeconds,
      monitorIntervalSeconds: config.outbox.monitorSeconds,
    });
    this.boss.on('error', (err) => this.logger.error({ err }, 'queue error'));
  }

  async onModuleInit(): Promise<void> {
    // A database pg-boss 10 ran on keeps its jobs aside until the outbox moves them over (version-10.ts).
    if (await setAsideVersion10(this.dataSource)) this.logger.warn('the queue of pg-boss 10 is set aside; its jobs move over at start');
    await this.boss.start();
    this.started = true;
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // Waits for jobs in flight, so a restart neither loses nor repeats them.
    await this.boss.stop({ graceful: true, timeout: 20_000 });
  }

  /**
   * Creates a queue, or brings an existing one's options up to date. Instances booting together on
   * a new database create the same queues at once: the loser meets a deadlock or a duplicate, and
   * on its next try finds the queue the winner made.
   */
  async define(queue: QueueDefinition): Promise<void> {
    const { name, ...options } = queue;
    const settings = { ...options, deleteAfterSeconds: KEEP_COMPLETED_SECONDS };
    await this.racing(`the queue ${name}`, async () => {
      if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, settings);
      else await this.boss.createQueue(name, settings);
    });
    this.defined.add(name);
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

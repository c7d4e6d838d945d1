import { MailerService } from '@nestjs-modules/mailer';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type PgBoss from 'pg-boss';
import { randomUUID } from 'node:crypto';
import { EntityManager, In, Repository } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { LimitStorage } from '../limits/limit-storage';
import { MetricsService } from '../metrics/metrics.service';
import { WaitingJobs } from '../queue/queue.queries';
import { QueueService } from '../queue/queue.service';
import { DeliveryLog } from './delivery-log';
import { MailDelivery } from './mail-delivery.entity';
import { MailMetrics } from './mail-metrics';
import { DeferredMail, MAIL_PRIORITY, MAIL_QUEUE, MailComposer, MailJob, OutgoingMail } from './outgoing-mail';
import { Wakeup } from './wakeup';

/** Jobs one fetch takes; the batch's database work (checks, links, records) is a few statements, not one per message. */
const FETCH_BATCH = 50;
/** Batches in flight at once: one is fetched and composed while another is being sent. */
const LANES = 2;
/** While new mail was just queued here, an idle worker looks this often instead of once a poll interval. */
const EAGER_POLL_MS = 20;
const EAGER_FOR_MS = 500;
/** A server that asks us to slow down (4xx) pauses sending for 1 s, then 2, 4, … up to a minute. */
const SLOW_DOWN_FIRST_MS = 1000;
const SLOW_DOWN_MAX_MS = 60_000;
/** After this many slow-downs a message's next refusal counts as a failed try, so none waits forever. */
const MAX_DEFERRALS = 20;
/** A database error in the worker is retried after this pause rather than in a tight loop. */
const ERROR_PAUSE_MS = 1000;

type Job = PgBoss.JobWithMetadata<MailJob & { deferrals?: number }>;
type Outcome = { kind: 'sent' } | { kind: 'skipped' } | { kind: 'failed'; error: unknown } | { kind: 'deferred' };

/** A 4xx answer: the server is there and asks us to try later (rate or connection limits, greylisting). */
function isSlowDown(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 400 && code < 500;
}

/**
 * Outgoing mail: queued in PostgreSQL (committed with the row it belongs to), sent by workers
 * that keep taking batches while a backlog exists, over a pool of reused SMTP connections, within
 * the site-wide `MAIL_MAX_PER_SECOND`. A sent message is recorded before its job completes, so a
 * retried job never sends it again; a refused one (4xx) waits without counting as a failure.
 */
@Injectable()
export class MailService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private readonly composers = new Map<string, MailComposer>();
  private readonly metrics: MailMetrics;
  private readonly deliveryLog: DeliveryLog;
  private readonly wakeup = new Wakeup();
  private readonly host: string;
  private running = false;
  private lanes: Promise<void>[] = [];
  private eagerUntil = 0;
  private pausedUntil = 0;
  private slowDownMs = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: QueueService,
    private readonly mailer: MailerService,
    private readonly limits: LimitStorage,
    @InjectRepository(MailDelivery) private readonly deliveries: Repository<MailDelivery>,
    metrics: MetricsService,
  ) {
    this.metrics = new MailMetrics(metrics.registry, () => this.backlog());
    this.deliveryLog = new DeliveryLog((ids) => this.recordSent(ids));
    this.host = new URL(config.publicUrl).hostname;
  }

  async onModuleInit(): Promise<void> {
    await this.queue.define({
      name: MAIL_QUEUE,
      retryLimit: this.config.mail.retryLimit,
      retryDelay: this.config.mail.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: this.config.mail.jobTimeoutSeconds,
    });
    this.running = true;
    this.lanes = Array.from({ length: LANES }, (_, lane) => this.work(lane));
  }

  /** Before the queue stops: take no new batch, finish the ones in flight. */
  async beforeApplicationShutdown(): Promise<void> {
    this.running = false;
    this.wakeup.ring();
    await Promise.all(this.lanes);
  }

  /** Queues a message; pass the transaction's manager to commit it with the row it belongs to. */
  async enqueue(mail: Omit<OutgoingMail, 'id'> & { id?: string }, manager?: EntityManager): Promise<string> {
    const message: OutgoingMail = { ...mail, id: mail.id ?? randomUUID() };
    await this.queue.send(MAIL_QUEUE, message, manager, MAIL_PRIORITY.normal);
    this.soon();
    return message.id;
  }

  /**
   * Registers the composer of a kind of deferred message. Call it from a constructor: the worker
   * starts when this module initialises and may pick up such a message at once.
   */
  composeWith(kind: string, composer: MailComposer): void {
    this.composers.set(kind, composer);
  }

  /** Queues a message that its kind's composer writes when it is sent. */
  async enqueueDeferred(mail: Omit<DeferredMail, 'id'>, manager?: EntityManager, priority: number = MAIL_PRIORITY.normal): Promise<string> {
    const message: DeferredMail = { ...mail, id: randomUUID() };
    await this.queue.send(MAIL_QUEUE, message, manager, priority);
    this.soon();
    return message.id;
  }

  /**
   * The job of a deferred message for a statement of the database to queue itself (through its
   * `enqueue_job` function) inside a larger write; call `queuedElsewhere` once that has committed.
   */
  deferredJob(mail: Omit<DeferredMail, 'id'>, priority: number): { queue: string; data: DeferredMail; priority: number } {
    return { queue: MAIL_QUEUE, data: { ...mail, id: randomUUID() }, priority };
  }

  /** Mail was queued by a statement of the database: look for it as for mail queued here. */
  queuedElsewhere(): void {
    this.soon();
  }

  /** How much mail waits and since when: the figure behind the dashboard's notice and the metrics. */
  backlog(): Promise<WaitingJobs> {
    return this.queue.waiting(MAIL_QUEUE);
  }

  /** Mail queued here is committed a moment later: look for it eagerly for a short while. */
  private soon(): void {
    this.eagerUntil = Date.now() + EAGER_FOR_MS;
    this.wakeup.ring();
  }

  private async work(lane: number): Promise<void> {
    while (this.running) {
      const pause = this.pausedUntil - Date.now();
      if (pause > 0) {
        await this.wakeup.sleep(pause);
        continue;
      }
      let jobs: Job[] = [];
      try {
        jobs = await this.queue.fetch<Job['data']>(MAIL_QUEUE, this.batchSize());
        if (jobs.length > 0) await this.process(jobs);
      } catch (error) {
        this.logger.error({ err: error }, 'mail batch failed; its messages are tried again');
        await this.queue
          .fail(
            MAIL_QUEUE,
            jobs.map((job) => job.id),
            error,
          )
          .catch(() => undefined);
        await this.wakeup.sleep(ERROR_PAUSE_MS);
        continue;
      }
      if (jobs.length === 0) {
        // One lane watches eagerly for mail just queued here; the others wait to be rung or polled.
        const eager = lane === 0 && Date.now() < this.eagerUntil;
        await this.wakeup.sleep(eager ? EAGER_POLL_MS : this.config.mail.pollingIntervalSeconds * 1000);
      } else if (jobs.length === this.batchSize()) {
        // A full batch means more is waiting: let the idle lanes take part.
        this.wakeup.ring();
      }
    }
  }

  /** Under a rate cap a batch holds about a second of mail, so messages are not held taken for long. */
  private batchSize(): number {
    const cap = this.config.mail.maxPerSecond;
    return cap === undefined ? FETCH_BATCH : Math.max(1, Math.min(FETCH_BATCH, Math.ceil(cap / LANES)));
  }

  private async process(jobs: Job[]): Promise<void> {
    const sent = new Set(
      (await this.deliveries.find({ select: { id: true }, where: { id: In(jobs.map((j) => j.data.id)) } })).map((d) => d.id),
    );
    const outcomes = new Map<string, Outcome>();
    const pending = jobs.filter((job) => {
      if (sent.has(job.data.id)) outcomes.set(job.id, { kind: 'skipped' });
      return !sent.has(job.data.id);
    });
    const mails = await this.composeAll(pending, outcomes);

    const sends: Promise<void>[] = [];
    const queued = [...mails];
    // Past half its timeout a taken job may soon be handed to another instance: start no send then.
    const sendBy = Date.now() + this.config.mail.jobTimeoutSeconds * 500;
    while (queued.length > 0) {
      const granted = this.running ? await this.permits(queued.length) : 0;
      if (granted === 0 || Date.now() > sendBy) break;
      for (const [job, mail] of queued.splice(0, granted)) {
        sends.push(this.send(job, mail).then((outcome) => void outcomes.set(job.id, outcome)));
      }
    }
    await Promise.all(sends);
    // Stopping, or out of time, while waiting for the rate: what was not sent goes back untried.
    for (const [job] of queued) outcomes.set(job.id, { kind: 'deferred' });
    await this.settle(jobs, outcomes);
  }

  /** Writes every deferred message of the batch, one composer call per kind; plain messages are ready. */
  private async composeAll(jobs: Job[], outcomes: Map<string, Outcome>): Promise<Array<[Job, OutgoingMail]>> {
    const ready: Array<[Job, OutgoingMail]> = [];
    const byKind = new Map<string, Job[]>();
    for (const job of jobs) {
      if (!('kind' in job.data)) ready.push([job, job.data]);
      else byKind.set(job.data.kind, [...(byKind.get(job.data.kind) ?? []), job]);
    }
    for (const [kind, group] of byKind) {
      const composer = this.composers.get(kind);
      try {
        // Every instance runs the same code, so an unknown kind is a fault worth retrying, not dropping.
        if (!composer) throw new Error(`no composer for mail of kind ${kind}`);
        const written = await composer(group.map((job) => job.data as DeferredMail));
        group.forEach((job, i) => {
          const mail = written[i];
          if (mail) ready.push([job, mail]);
          else {
            this.logger.log({ messageId: job.data.id, kind }, 'mail no longer needed');
            outcomes.set(job.id, { kind: 'skipped' });
          }
        });
      } catch (error) {
        for (const job of group) outcomes.set(job.id, { kind: 'failed', error });
      }
    }
    return ready;
  }

  /** Permits for up to `wanted` messages under the site-wide cap, waiting for the first one if need be. */
  private async permits(wanted: number): Promise<number> {
    const cap = this.config.mail.maxPerSecond;
    if (cap === undefined) return wanted;
    while (this.running) {
      const { granted, waitMs } = await this.limits.takePermits('mail:rate', wanted, cap);
      if (granted > 0) return granted;
      await this.wakeup.sleep(waitMs);
    }
    return 0;
  }

  private async send(job: Job, mail: OutgoingMail): Promise<Outcome> {
    // Another message was just refused: do not knock again before the pause is over.
    if (Date.now() < this.pausedUntil) return { kind: 'deferred' };
    const startedAt = performance.now();
    try {
      await this.mailer.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.id}@${this.host}>`,
      });
    } catch (error) {
      if (isSlowDown(error) && (job.data.deferrals ?? 0) < MAX_DEFERRALS) {
        this.slowDown(error);
        return { kind: 'deferred' };
      }
      this.logger.warn({ messageId: mail.id, err: error }, 'mail not sent; it is tried again later');
      return { kind: 'failed', error };
    }
    this.metrics.sendSeconds.observe((performance.now() - startedAt) / 1000);
    this.slowDownMs = 0;
    try {
      await this.deliveryLog.record(mail.id);
    } catch (error) {
      // Sent but not recorded: the retry will send it once more. Rare (the database went away
      // within milliseconds of the send), and better than a lost confirmation.
      this.logger.error({ messageId: mail.id, err: error }, 'mail sent but its record failed');
      return { kind: 'failed', error };
    }
    this.metrics.sent.inc();
    this.metrics.waitSeconds.observe(Math.max(0, Date.now() - job.createdOn.getTime()) / 1000);
    this.logger.log({ messageId: mail.id }, 'mail sent');
    if (mail.devLink && this.config.mail.devInboxWebUrl) {
      // Development inbox only: the operator needs the link at hand; production never prints it.
      process.stdout.write(`\n  Mail to ${mail.to}: ${mail.devLink}\n\n`);
    }
    return { kind: 'sent' };
  }

  /** One pause per refusal episode: the sends refused together with this one do not lengthen it. */
  private slowDown(error: unknown): void {
    if (Date.now() < this.pausedUntil) return;
    this.slowDownMs = this.slowDownMs === 0 ? SLOW_DOWN_FIRST_MS : Math.min(SLOW_DOWN_MAX_MS, this.slowDownMs * 2);
    this.pausedUntil = Date.now() + this.slowDownMs;
    const { responseCode, response } = error as { responseCode?: number; response?: string };
    this.logger.warn({ responseCode, response, pauseMs: this.slowDownMs }, 'the SMTP server asks to slow down; sending pauses');
  }

  private async recordSent(ids: string[]): Promise<void> {
    await this.deliveries
      .createQueryBuilder()
      .insert()
      .values(ids.map((id) => ({ id })))
      .orIgnore()
      .execute();
  }

  private async settle(jobs: Job[], outcomes: Map<string, Outcome>): Promise<void> {
    const done: string[] = [];
    const deferred: string[] = [];
    const failed = new Map<string, unknown>();
    for (const job of jobs) {
      const outcome = outcomes.get(job.id) ?? { kind: 'deferred' };
      if (outcome.kind === 'sent' || outcome.kind === 'skipped') done.push(job.id);
      else if (outcome.kind === 'deferred') deferred.push(job.id);
      else failed.set(job.id, outcome.error);
    }
    await this.queue.complete(MAIL_QUEUE, done);
    if (deferred.length > 0) {
      this.metrics.deferred.inc(deferred.length);
      const delaySeconds = Math.ceil(Math.max(0, this.pausedUntil - Date.now()) / 1000);
      await this.queue.release(MAIL_QUEUE, deferred, delaySeconds);
    }
    this.metrics.failed.inc(failed.size);
    await Promise.all([...failed].map(([id, error]) => this.queue.fail(MAIL_QUEUE, [id], error)));
  }
}

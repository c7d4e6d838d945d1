import { MailerService } from '@nestjs-modules/mailer';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MetricsService } from '../metrics';
import { BatchContext, Consumer, Outcome, OutboxJob, OutboxService } from '../queue';
import { DeliveryLog } from './delivery-log';
import { MailDelivery } from './mail-delivery.entity';
import { MailMetrics } from './mail-metrics';
import { MAIL_PRIORITY, MAIL_QUEUE, OutgoingMail } from './outgoing-mail';
import { MAIL_LANES, mailPace, SlowDown } from './sending-pace';
import { WholeMessages } from './whole-message';

/** After this many slow-downs a message's next refusal counts as a failed try, so none waits forever. */
const MAX_DEFERRALS = 20;

type MailData = OutgoingMail & { deferrals?: number };
type Job = OutboxJob<MailData>;

/** A 4xx answer: the server is there and asks us to try later (rate or connection limits, greylisting). */
function isSlowDown(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 400 && code < 500;
}

/**
 * Sends the outbox's mail over a pool of reused SMTP connections, within the site-wide
 * `MAIL_MAX_PER_SECOND`. A sent message is recorded before its job completes, so a retried job
 * never sends it again; a refused one (4xx) waits without counting as a failure.
 */
@Injectable()
export class MailConsumer implements Consumer<MailData> {
  readonly kind = MAIL_QUEUE;
  readonly priority = MAIL_PRIORITY.normal;
  readonly lanes = MAIL_LANES;
  readonly batchSize: number;
  readonly pollMs: number;
  readonly rate?: { key: string; perSecond: number };
  readonly retry: Consumer<MailData>['retry'];
  private readonly logger = new Logger(MailConsumer.name);
  private readonly metrics: MailMetrics;
  private readonly deliveryLog: DeliveryLog;
  private readonly host: string;
  private readonly slowDowns = new SlowDown();
  private readonly messagesOut: WholeMessages;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    mailer: MailerService,
    @InjectRepository(MailDelivery) private readonly deliveries: Repository<MailDelivery>,
    metrics: MetricsService,
    outbox: OutboxService,
  ) {
    ({ batchSize: this.batchSize, rate: this.rate, pollMs: this.pollMs, retry: this.retry } = mailPace(config));
    this.metrics = new MailMetrics(metrics.registry, () => outbox.waiting(MAIL_QUEUE));
    this.deliveryLog = new DeliveryLog((ids) => this.recordSent(ids));
    this.host = new URL(config.publicUrl).hostname;
    this.messagesOut = new WholeMessages(mailer, config.mail.from);
    outbox.consume(this);
  }

  async done(ids: string[]): Promise<Set<string>> {
    const rows = await this.deliveries.find({ select: { id: true }, where: { id: In(ids) } });
    return new Set(rows.map((d) => d.id));
  }

  async handle(jobs: Job[], context: BatchContext): Promise<Map<string, Outcome>> {
    const outcomes = new Map<string, Outcome>();
    const sends: Promise<void>[] = [];
    const queued = [...jobs];
    // Past half its timeout a taken job may soon be handed to another instance by pg-boss: start no send then.
    const sendBy = Date.now() + this.config.mail.jobTimeoutSeconds * 500;
    while (queued.length > 0) {
      const granted = await context.permits(queued.length);
      if (granted === 0 || Date.now() > sendBy) break;
      for (const job of queued.splice(0, granted)) {
        // Fenced: this instance's heartbeat is too old to be sure the job is still ours; another may have it.
        if (!context.maySend()) continue;
        sends.push(this.send(job).then((outcome) => void outcomes.set(job.jobId, outcome)));
      }
    }
    await Promise.all(sends);
    // Stopping, or out of time, while waiting for the rate: what was not sent goes back untried.
    const delaySeconds = this.slowDowns.remainingSeconds();
    for (const job of jobs) if (!outcomes.has(job.jobId)) outcomes.set(job.jobId, { kind: 'deferred', delaySeconds });
    return outcomes;
  }

  settled(counts: { done: number; failed: number; deferred: number }): void {
    if (counts.deferred > 0) this.metrics.deferred.inc(counts.deferred);
    this.metrics.failed.inc(counts.failed);
  }

  private async send(job: Job): Promise<Outcome> {
    const mail = job.data;
    const delaySeconds = () => this.slowDowns.remainingSeconds();
    // Another message was just refused: do not knock again before the pause is over.
    if (this.slowDowns.paused) return { kind: 'deferred', delaySeconds: delaySeconds() };
    const startedAt = performance.now();
    try {
      await this.messagesOut.send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: `<${mail.id}@${this.host}>`,
      });
    } catch (error) {
      if (isSlowDown(error) && (mail.deferrals ?? 0) < MAX_DEFERRALS) {
        this.slowDown(error);
        return { kind: 'deferred', delaySeconds: delaySeconds() };
      }
      this.logger.warn({ messageId: mail.id, err: error }, 'mail not sent; it is tried again later');
      return { kind: 'failed', error };
    }
    this.metrics.sendSeconds.observe((performance.now() - startedAt) / 1000);
    this.slowDowns.recovered();
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
    return { kind: 'done' };
  }

  private slowDown(error: unknown): void {
    const pauseMs = this.slowDowns.begin();
    if (pauseMs === null) return;
    const { responseCode, response } = error as { responseCode?: number; response?: string };
    this.logger.warn({ responseCode, response, pauseMs }, 'the SMTP server asks to slow down; sending pauses');
  }

  private async recordSent(ids: string[]): Promise<void> {
    await this.deliveries
      .createQueryBuilder()
      .insert()
      .values(ids.map((id) => ({ id })))
      .orIgnore()
      .execute();
  }
}

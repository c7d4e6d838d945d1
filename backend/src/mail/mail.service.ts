import { MailerService } from '@nestjs-modules/mailer';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { EntityManager, Repository } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { QueueService } from '../queue/queue.service';
import { MailDelivery } from './mail-delivery.entity';
import { DeferredMail, MAIL_QUEUE, MailComposer, MailJob, OutgoingMail } from './outgoing-mail';

/** Messages sent at once per worker poll; a launch-day burst drains at this many per round trip. */
const MAIL_BATCH = 10;

/** Outgoing mail: queued in PostgreSQL, sent by a worker with retries and exponential backoff. */
@Injectable()
export class MailService implements OnModuleInit {
  private readonly logger = new Logger(MailService.name);
  private readonly composers = new Map<string, MailComposer>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: QueueService,
    private readonly mailer: MailerService,
    @InjectRepository(MailDelivery) private readonly deliveries: Repository<MailDelivery>,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.queue.define({
      name: MAIL_QUEUE,
      retryLimit: this.config.mail.retryLimit,
      retryDelay: this.config.mail.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: 120,
    });
    await this.queue.boss.work<MailJob>(
      MAIL_QUEUE,
      { batchSize: MAIL_BATCH, pollingIntervalSeconds: this.config.mail.pollingIntervalSeconds },
      async (jobs) => {
        // Sent messages are recorded, so when one of a batch fails the retried batch skips the others.
        const results = await Promise.allSettled(jobs.map((job) => this.deliver(job.data)));
        const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
        if (failed) throw failed.reason;
      },
    );
  }

  /** Queues a message; pass the transaction's manager to commit it with the row it belongs to. */
  async enqueue(mail: Omit<OutgoingMail, 'id'> & { id?: string }, manager?: EntityManager): Promise<string> {
    const message: OutgoingMail = { ...mail, id: mail.id ?? randomUUID() };
    await this.queue.send(MAIL_QUEUE, message, manager);
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
  async enqueueDeferred(mail: Omit<DeferredMail, 'id'>, manager?: EntityManager): Promise<string> {
    const message: DeferredMail = { ...mail, id: randomUUID() };
    await this.queue.send(MAIL_QUEUE, message, manager);
    return message.id;
  }

  async deliver(job: MailJob): Promise<void> {
    if (await this.deliveries.existsBy({ id: job.id })) return;
    const mail = 'kind' in job ? await this.compose(job) : job;
    if (!mail) return;
    await this.mailer.sendMail({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<${mail.id}@${new URL(this.config.publicUrl).hostname}>`,
    });
    await this.deliveries.insert({ id: mail.id });
    this.logger.log({ messageId: mail.id }, 'mail sent');
    if (mail.devLink && this.config.mail.devInboxWebUrl) {
      // Development inbox only: the operator needs the link at hand; production never prints it.
      process.stdout.write(`\n  Mail to ${mail.to}: ${mail.devLink}\n\n`);
    }
  }

  private async compose(job: DeferredMail): Promise<OutgoingMail | null> {
    const composer = this.composers.get(job.kind);
    // Every instance runs the same code, so an unknown kind is a fault worth retrying, not dropping.
    if (!composer) throw new Error(`no composer for mail of kind ${job.kind}`);
    const mail = await composer(job);
    if (!mail) this.logger.log({ messageId: job.id, kind: job.kind }, 'mail no longer needed');
    return mail;
  }
}

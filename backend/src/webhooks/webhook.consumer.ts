import { type Messages } from '@gameshift/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThanOrEqual } from 'typeorm';
import { Clock } from '../common/clock';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG, MESSAGES } from '../config/config.module';
import { BatchContext, Consumer, Outcome, OutboxJob, OutboxService } from '../queue';
import { WebhookAttempt } from './webhook-attempt.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { refusalFailure } from './webhook-failure';
import { retryDelayMs, WEBHOOK_PRIORITY, WEBHOOK_QUEUE, WebhookJob } from './webhook-job';
import { signatureHeader } from './webhook-signature';
import { isRefusal, postWebhook, resolveTarget, SentWebhook } from './webhook-target';
import { markFailing } from './webhooks.queries';
import { WebhooksService } from './webhooks.service';

type Job = OutboxJob<WebhookJob>;

/**
 * Sends webhook deliveries as the Standard Webhooks specification signs them. Retries are its
 * own, not the queue's: a failed attempt is recorded and its job put back for the backoff's wait,
 * until the delivery has failed for the retry window; an endpoint that fails that long straight
 * is disabled. The URL is resolved and checked again before every attempt, and the request goes
 * to the very address checked.
 */
@Injectable()
export class WebhookConsumer implements Consumer<WebhookJob> {
  readonly kind = WEBHOOK_QUEUE;
  readonly priority = WEBHOOK_PRIORITY;
  readonly lanes = 2;
  readonly batchSize = 10;
  readonly pollMs = 1000;
  /** The queue's own retries only for a batch that broke (a database error); a failed send is retried above. */
  readonly retry: Consumer<WebhookJob>['retry'];
  private readonly logger = new Logger(WebhookConsumer.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MESSAGES) private readonly messages: Messages,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly webhooks: WebhooksService,
    private readonly clock: Clock,
    outbox: OutboxService,
  ) {
    // Every send of a batch at once, each within its timeout, and the records after.
    this.retry = { limit: 5, delaySeconds: 30, expireInSeconds: Math.ceil(config.webhooks.timeoutMs / 1000) * 3 + 30 };
    outbox.consume(this);
  }

  async handle(jobs: Job[], context: BatchContext): Promise<Map<string, Outcome>> {
    const outcomes = new Map<string, Outcome>();
    await Promise.all(
      jobs.map(async (job) => {
        if (!context.maySend()) return;
        outcomes.set(job.jobId, await this.deliver(job.data.deliveryId));
      }),
    );
    return outcomes;
  }

  private async deliver(deliveryId: string): Promise<Outcome> {
    const delivery = await this.dataSource.getRepository(WebhookDelivery).findOneBy({ id: deliveryId });
    // Delivered already, given up, or its endpoint deleted (the delivery with it).
    if (!delivery || delivery.status !== 'pending') return { kind: 'done' };
    const endpoint = await this.dataSource.getRepository(WebhookEndpoint).findOneBy({ id: delivery.webhook_id });
    if (!endpoint) return { kind: 'done' };
    if (!endpoint.enabled) {
      await this.dataSource.getRepository(WebhookDelivery).update({ id: deliveryId, status: 'pending' }, { status: 'failed' });
      return { kind: 'done' };
    }
    const sent = await this.send(delivery, endpoint);
    return this.settle(delivery, endpoint, sent);
  }

  private async send(delivery: WebhookDelivery, endpoint: WebhookEndpoint): Promise<SentWebhook> {
    const target = await resolveTarget(endpoint.url, this.webhooks.policy).catch(() => ({ kind: 'unresolved' as const }));
    if (isRefusal(target)) return { statusCode: null, ...refusalFailure(target), durationMs: 0 };
    const now = this.clock.now();
    const timestamp = Math.floor(now.getTime() / 1000);
    const headers = {
      'webhook-id': delivery.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(this.webhooks.signingSecrets(endpoint, now), delivery.id, timestamp, delivery.body),
      'user-agent': `${this.config.productName}-Webhooks/1`,
    };
    return postWebhook(target, headers, delivery.body, this.config.webhooks.timeoutMs);
  }

  /** Records the attempt and decides what comes next, in one transaction. */
  private async settle(delivery: WebhookDelivery, endpoint: WebhookEndpoint, sent: SentWebhook): Promise<Outcome> {
    const ok = sent.failure === null;
    const windowMs = this.config.webhooks.retryWindowSeconds * 1000;
    return this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      await manager.getRepository(WebhookAttempt).insert({
        delivery_id: delivery.id,
        status_code: sent.statusCode,
        duration_ms: sent.durationMs,
        failure: sent.failure,
        error: sent.error?.slice(0, 500) ?? null,
      });
      if (ok) {
        await manager
          .getRepository(WebhookDelivery)
          .update({ id: delivery.id }, { status: 'delivered', last_attempt_at: now, next_attempt_at: null });
        await manager.getRepository(WebhookEndpoint).update({ id: endpoint.id }, { failing_since: null, last_delivered_at: now });
        return { kind: 'done' } as const;
      }
      // Failing since this delivery was due or the last success, whichever came later: a delivery
      // given up after the window leaves an endpoint that failed the whole window, disabled with it.
      const state = await markFailing(manager, endpoint.id, delivery.retry_from);
      const disable = state !== undefined && state.enabled && now.getTime() - state.failing_since.getTime() >= windowMs;
      if (disable) {
        await manager
          .getRepository(WebhookEndpoint)
          .update({ id: endpoint.id }, { enabled: false, disabled_reason: this.messages.webhookDisabledFailing });
        this.logger.warn({ webhook: endpoint.id }, 'webhook disabled after failing for the whole retry window');
      }
      const givenUp = disable || state?.enabled === false || now.getTime() - delivery.retry_from.getTime() >= windowMs;
      if (givenUp) {
        await manager
          .getRepository(WebhookDelivery)
          .update({ id: delivery.id }, { status: 'failed', last_attempt_at: now, next_attempt_at: null });
        return { kind: 'done' } as const;
      }
      const failures = await manager
        .getRepository(WebhookAttempt)
        .countBy({ delivery_id: delivery.id, created_at: MoreThanOrEqual(delivery.retry_from) });
      const delaySeconds = Math.ceil(retryDelayMs(this.config.webhooks.retryBaseMs, failures) / 1000);
      // The job waits as long: the portal shows a pending delivery's next try from this.
      await manager
        .getRepository(WebhookDelivery)
        .update(
          { id: delivery.id },
          { status: 'pending', last_attempt_at: now, next_attempt_at: new Date(now.getTime() + delaySeconds * 1000) },
        );
      return { kind: 'deferred', delaySeconds } as const;
    });
  }
}

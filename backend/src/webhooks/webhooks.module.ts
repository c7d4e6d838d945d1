import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit';
import { AdminWebhooksController } from './admin-webhooks.controller';
import { WebhookAttempt } from './webhook-attempt.entity';
import { WebhookConsumer } from './webhook.consumer';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhooksService } from './webhooks.service';

/**
 * Webhooks to the game: owners' endpoints, one outbox job per (event, endpoint), and the consumer
 * that signs and sends them. A feature tells of an event with WebhooksService.emit.
 */
@Module({
  imports: [TypeOrmModule.forFeature([WebhookEndpoint, WebhookDelivery, WebhookAttempt]), AuditModule],
  controllers: [AdminWebhooksController],
  providers: [WebhooksService, WebhookConsumer],
  exports: [WebhooksService],
})
export class WebhooksModule {}

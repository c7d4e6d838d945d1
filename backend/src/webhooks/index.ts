// Webhooks as other features see them: the service a change is emitted through, in the caller's
// transaction, the deliveries the purge trims, and the module providing the service.
export { WebhookDelivery } from './webhook-delivery.entity';
export { WebhooksService } from './webhooks.service';
export { WebhooksModule } from './webhooks.module';

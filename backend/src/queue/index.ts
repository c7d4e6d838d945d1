// The outbox as other features see it: the way in (OutboxService), what a consumer is, the queue's
// own figures, and the module.
export type { BatchContext, Consumer, Outcome, OutboxJob } from './consumer';
export type { WaitingJobs } from './queue.queries';
export { OutboxService } from './outbox.service';
export type { ComposedJobs, StatementJob } from './outbox.service';
export { QueueService } from './queue.service';
export { QueueModule } from './queue.module';

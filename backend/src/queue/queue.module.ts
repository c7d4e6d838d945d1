import { Global, Module } from '@nestjs/common';
import { OutboxService } from './outbox.service';
import { QueueService } from './queue.service';

@Global()
@Module({ providers: [QueueService, OutboxService], exports: [QueueService, OutboxService] })
export class QueueModule {}

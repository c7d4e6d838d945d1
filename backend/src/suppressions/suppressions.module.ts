import { Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FastifyInstance } from 'fastify';
import { AuditModule } from '../audit';
import { Reservation } from '../reservations';
import { AdminSuppressionsController } from './admin-suppressions.controller';
import { MailEvent } from './mail-event.entity';
import { MailEventsController } from './mail-events.controller';
import { MailEventsGuard } from './mail-events.guard';
import { keepRawBody, parseMultipartForms } from './raw-body';
import { Suppression } from './suppression.entity';
import { SuppressionsService } from './suppressions.service';
import { UnsubscribeController } from './unsubscribe.controller';
import { UnsubscribeService } from './unsubscribe.service';

/** The route whose signature covers the body's bytes. */
const MAIL_EVENTS_ROUTE = '/api/mail-events';

/**
 * Who gets no announcements: the suppression list, one-click unsubscribe and the provider's
 * bounces and complaints. The announcement send uses SuppressionsService (or notSuppressedSql)
 * and UnsubscribeService for the links of each copy.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Suppression, MailEvent, Reservation]), AuditModule],
  controllers: [UnsubscribeController, MailEventsController, AdminSuppressionsController],
  providers: [SuppressionsService, UnsubscribeService, MailEventsGuard],
  exports: [SuppressionsService, UnsubscribeService],
})
export class SuppressionsModule implements OnModuleInit {
  constructor(private readonly adapter: HttpAdapterHost) {}

  /** Before the server starts: the two body readers only this feature's routes need. */
  onModuleInit(): void {
    const fastify = this.adapter.httpAdapter.getInstance<FastifyInstance>();
    keepRawBody(fastify, MAIL_EVENTS_ROUTE);
    parseMultipartForms(fastify);
  }
}

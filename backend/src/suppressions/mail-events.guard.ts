import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { isSignedMailEvent, MAIL_EVENTS_SIGNATURE_HEADER, MAIL_EVENTS_TIMESTAMP_HEADER } from './mail-event-signature';
import { rawBodyOf } from './raw-body';

/**
 * Lets a provider's event through only when signed with MAIL_EVENTS_SECRET over the bytes received,
 * at a time within five minutes; before the body is validated, so a forged request learns nothing
 * of the shape either. Without the secret the route is off.
 */
@Injectable()
export class MailEventsGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const secret = this.config.mailKeys.eventsSecret;
    if (!secret) throw new AppError('mail_events_off');
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const signed = isSignedMailEvent(
      secret,
      { timestamp: header(MAIL_EVENTS_TIMESTAMP_HEADER), signature: header(MAIL_EVENTS_SIGNATURE_HEADER) },
      rawBodyOf(request) ?? Buffer.alloc(0),
      Math.floor(Date.now() / 1000),
    );
    if (!signed) throw new AppError('mail_events_unsigned');
    return true;
  }
}

import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { describeAppError, httpErrorCode } from './error-response';
import { requestMessages, type TextsByLocale } from '../config/localized-messages';
import { redactPath } from './logger';
import { isBusyDatabaseError } from '../database/busy-database';
import { violatedConstraint } from '../database/constraint-violation';

export interface ErrorBody {
  error: string;
  code?: string;
  [key: string]: unknown;
}

/**
 * The last line of defence: every error leaves as JSON `{error, code, ...}`, its words in the
 * language the request's Accept-Language prefers among the site's. Known HTTP errors keep
 * their status and message; unique and exclusion violations become 409; anything else is a 500 whose body
 * carries only the request id (the stack and SQL go to the log). A database too busy to answer in
 * time (no pool connection, a statement timeout, a conflict that survived its retry) is load, not a
 * bug: 503 with Retry-After.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(
    private readonly texts: TextsByLocale,
    private readonly busyRetryAfterSeconds = 1,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    const { status, body: described, headers } = this.describe(exception, request);
    const { error, code, ...more } = described;
    const body = { error, code: code ?? httpErrorCode(status), ...more };
    if (status >= 500 && status !== 503) {
      this.logger.error({ err: exception, reqId: request.id, url: redactPath(request.url) }, 'unhandled error');
    }
    if (reply.sent) return;
    for (const [name, value] of Object.entries(headers ?? {})) void reply.header(name, value);
    void reply.status(status).header('Cache-Control', 'no-store').send(body);
  }

  private describe(exception: unknown, request: FastifyRequest): { status: number; body: ErrorBody; headers?: Record<string, string> } {
    const messages = requestMessages(this.texts, request);
    if (exception instanceof AppError) return describeAppError(exception, messages);
    if (exception instanceof ThrottlerException) {
      return { status: 429, body: { error: messages.httpError[429] } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'object' && response !== null && typeof (response as ErrorBody).error === 'string' && status !== 404) {
        const { statusCode: _drop, message: _msg, ...rest } = response as ErrorBody & { statusCode?: unknown; message?: unknown };
        return { status, body: rest as ErrorBody };
      }
      return {
        status,
        body: { error: status >= 500 ? messages.internalError : (messages.httpError[status] ?? exception.message) },
      };
    }
    if (isBusyDatabaseError(exception)) {
      this.logger.warn({ reqId: request.id, url: redactPath(request.url), reason: (exception as Error).message }, 'database busy: shed');
      return describeAppError(new AppError('overloaded', { retryAfterSeconds: this.busyRetryAfterSeconds }), messages);
    }
    if (violatedConstraint(exception) !== undefined) {
      return { status: HttpStatus.CONFLICT, body: { error: messages.httpError[409] } };
    }
    const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      // Errors raised by the HTTP layer itself: malformed JSON, oversized bodies, bad content types.
      return { status: statusCode, body: { error: messages.httpError[statusCode] ?? messages.httpError[400] } };
    }
    return { status: 500, body: { error: messages.internalError, requestId: String(request.id) } };
  }
}

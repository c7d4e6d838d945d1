import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { Observable } from 'rxjs';

/**
 * Admin answers carry personal data and change with every action: no browser or proxy may keep a
 * copy. Set before the handler runs, so streamed and @Res() answers carry it too; errors get it
 * from the exception filter.
 */
@Injectable()
export class NoStoreInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    void context.switchToHttp().getResponse<FastifyReply>().header('Cache-Control', 'no-store');
    return next.handle();
  }
}

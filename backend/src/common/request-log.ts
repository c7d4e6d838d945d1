import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { MetricsService } from '../metrics';
import { redactPath } from './logger';

/** Fastify's two lines per request (arrived, answered) give way to the one requestLogHook writes. */
export const QUIET_REQUEST_LOG = new LogController({ disableRequestLogging: true });

/** One line per answered request, its path redacted, and the request counted in the metrics. */
export function requestLogHook(metrics: MetricsService) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    // Built only when it is written: a crowd's every answer passes here.
    if ((request.log as Logger).isLevelEnabled('info')) {
      const url = redactPath(request.url);
      request.log.info(
        { method: request.method, url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        `${request.method} ${url} ${reply.statusCode}`,
      );
    }
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
      body: request.body,
      // Overload is the one 503 that says when to come back.
      shed: reply.statusCode === 503 && reply.hasHeader('retry-after'),
    });
  };
}

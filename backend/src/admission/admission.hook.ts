import type { Messages } from '@gameshift/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error';
import { describeAppError } from '../common/error-response';
import { AdmissionGate } from './admission-gate';
import type { AdmittedRouteConfig } from './admitted.decorator';
import { LoopDelay } from './loop-delay';

/**
 * The admission bound of the routes marked @Admitted(), as an onRequest hook: before the body is
 * parsed and before Nest's pipeline runs, so a crowd beyond what the instance can serve in time is
 * answered 503 at the cost of its headers alone. A request's wait counts from its arrival: the
 * event loop's delay when it is seen, which is how long a busy loop left it unread. A slot is held
 * until the answer has left (or the client has gone).
 */
export function admissionHook(
  gate: AdmissionGate,
  delay: LoopDelay,
  retryAfterSeconds: number,
  messagesFor: (request: FastifyRequest) => Messages,
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (reply.sent || (request.routeOptions.config as AdmittedRouteConfig | undefined)?.admitted !== true) return;
    const release = await gate.enter(delay.currentMs());
    if (release === null) {
      const busy = describeAppError(new AppError('overloaded', { retryAfterSeconds }), messagesFor(request));
      await reply
        .status(busy.status)
        .headers({ ...busy.headers, 'Cache-Control': 'no-store' })
        .send(busy.body);
      return;
    }
    if (reply.raw.closed) release();
    else reply.raw.once('close', release);
  };
}

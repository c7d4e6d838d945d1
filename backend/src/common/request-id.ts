import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's X-Request-Id when it is a plain token (a proxy's id then follows the request into our log); else a fresh one. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Registered before every other hook, so that an answer given early (a refusal) names its request too. */
export async function echoRequestId(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  void reply.header('X-Request-Id', request.id);
}

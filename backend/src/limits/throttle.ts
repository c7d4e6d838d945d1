import { ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  getOptionsToken,
  getStorageToken,
  ThrottlerGuard,
  ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  ThrottlerOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AppError } from '../common/app-error';
import { clientKey } from '../common/client-key';
import type { LimitStorage } from '../common/limit-store/limit-storage';

const THROTTLE_GROUP = 'throttleGroup';

/** The limit keys a request has counted a hit against, kept on the request until its answer. */
const COUNTED_HITS = Symbol('countedHits');

type CountingRequest = { [COUNTED_HITS]?: string[] };

/**
 * Named limits: `reserve` guards creating and resending reservations, `login` admin sign-in,
 * `mailEvents` the mail provider's bounces and complaints, `default` the rest.
 */
export type ThrottleGroup = 'default' | 'reserve' | 'login' | 'mailEvents';

/**
 * The mail provider's events per client (its relay's one address) per minute: 6000, 100 a second.
 * A bounce or complaint answers a copy we sent, and a provider takes a new sender's mail at tens a
 * second (Amazon SES starts at 14), then replays a backlog in bursts after an outage of this route:
 * the default 120 a minute would turn those away and lose the suppressions. Every event is signed,
 * and one that is not costs an HMAC before it is refused.
 */
export const MAIL_EVENTS_PER_MINUTE = 6000;

/** Puts a route under a named limit instead of the default one. */
export const ThrottleGroup = (group: ThrottleGroup): MethodDecorator & ClassDecorator => SetMetadata(THROTTLE_GROUP, group);

function groupOf(context: ExecutionContext, reflector: Reflector): ThrottleGroup {
  return reflector.getAllAndOverride<ThrottleGroup>(THROTTLE_GROUP, [context.getHandler(), context.getClass()]) ?? 'default';
}

export function throttlers(config: AppConfig): ThrottlerOptions[] {
  const reflector = new Reflector();
  return [
    {
      name: 'default',
      limit: config.throttle.defaultLimit,
      ttl: config.throttle.defaultWindowSeconds * 1000,
      skipIf: (context) => groupOf(context, reflector) !== 'default',
    },
    {
      name: 'reserve',
      limit: config.throttle.reserveLimit,
      ttl: config.throttle.reserveWindowSeconds * 1000,
      skipIf: (context) => groupOf(context, reflector) !== 'reserve',
    },
    {
      name: 'login',
      limit: config.throttle.loginLimit,
      ttl: 60_000,
      skipIf: (context) => groupOf(context, reflector) !== 'login',
    },
    {
      name: 'mailEvents',
      limit: MAIL_EVENTS_PER_MINUTE,
      ttl: 60_000,
      skipIf: (context) => groupOf(context, reflector) !== 'mailEvents',
    },
  ];
}

/** The client a request comes from, as every limit keys it (see clientKey). */
export function requestClientKey(request: { ip?: string }, config: AppConfig): string {
  return clientKey(request.ip, config.throttle.ipv6Prefix);
}

/**
 * Keys limits on the client address as Fastify sees it (the socket address, or the forwarded one
 * only through proxies TRUST_PROXY names), IPv6 by its network. Over the limit answers 429 with
 * the minutes to wait.
 */
@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  constructor(
    @Inject(getOptionsToken()) options: ThrottlerModuleOptions,
    @Inject(getStorageToken()) storage: ThrottlerStorage,
    reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    return requestClientKey(req as { ip?: string }, this.config);
  }

  /** Counts as the throttler does, and notes on the request which key it counted, for giveBackCountedHits. */
  protected override async handleRequest(props: ThrottlerRequest): Promise<boolean> {
    const passed = await super.handleRequest(props);
    const { req } = this.getRequestResponse(props.context);
    // The key exactly as the throttler made it (every throttler of ours is named; String keeps the library's spelling otherwise).
    const key = props.generateKey(props.context, await props.getTracker(req, props.context), String(props.throttler.name));
    const request = req as CountingRequest;
    (request[COUNTED_HITS] ??= []).push(key);
    return passed;
  }

  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const seconds = detail.timeToBlockExpire > 0 ? detail.timeToBlockExpire : detail.timeToExpire;
    throw new AppError('rate_limited', { retryAfterSeconds: seconds });
  }
}

/**
 * Gives back the hits a request counted against its client's limits, for an answer that served
 * nothing and asks the client to come back (503 with Retry-After, for a database too busy during
 * the work): the same request sent again must not find its client nearer to a 429.
 */
export async function giveBackCountedHits(request: object, storage: LimitStorage): Promise<void> {
  const counted = request as CountingRequest;
  const keys = counted[COUNTED_HITS] ?? [];
  delete counted[COUNTED_HITS];
  for (const key of keys) await storage.uncount(key);
}

/** An onSend hook: before the answer leaves, so that the client's next try already finds its hit given back. */
export function giveBackHitsOfShedAnswers(storage: LimitStorage) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    if (reply.statusCode === 503 && reply.hasHeader('retry-after')) await giveBackCountedHits(request, storage);
    return payload;
  };
}

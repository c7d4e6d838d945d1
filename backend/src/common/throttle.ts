import { ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerLimitDetail, ThrottlerOptions } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import { AppError } from './app-error';

const THROTTLE_GROUP = 'throttleGroup';

/** Named limits: `reserve` guards creating and resending reservations, `login` admin sign-in, `default` the rest. */
export type ThrottleGroup = 'default' | 'reserve' | 'login';

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
  ];
}

/**
 * Keys limits on the client address as Fastify sees it: the socket address, or the forwarded one
 * only through proxies TRUST_PROXY names. Over the limit answers 429 with the minutes to wait.
 */
@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    return String(req.ip ?? 'unknown');
  }

  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const seconds = detail.timeToBlockExpire > 0 ? detail.timeToBlockExpire : detail.timeToExpire;
    throw new AppError('rate_limited', { retryAfterSeconds: seconds });
  }
}

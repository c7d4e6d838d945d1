import { ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  getOptionsToken,
  getStorageToken,
  ThrottlerGuard,
  ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  ThrottlerOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AppError } from '../common/app-error';
import { clientKey } from '../common/client-key';

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

  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const seconds = detail.timeToBlockExpire > 0 ? detail.timeToBlockExpire : detail.timeToExpire;
    throw new AppError('rate_limited', { retryAfterSeconds: seconds });
  }
}

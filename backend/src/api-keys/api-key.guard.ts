import type { ApiKeyScope } from '@gameshift/contracts';
import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../common/app-error';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { LimitStorage } from '../common/limit-store/limit-storage';
import { requestClientKey } from '../limits';
import { bearerKey } from './api-key-secret';
import { ApiCaller, ApiKeysService } from './api-keys.service';
import { authenticateCounted } from './failed-authentications';

export const REQUIRED_SCOPE = 'requiredScope';
/** Where the guard leaves the key a request authenticated with, for @CurrentCaller. */
export const API_CALLER = Symbol('apiCaller');

/**
 * Opens the game's API to an API key with the route's scope: no key, or one that is wrong or
 * revoked, is 401 (an admin token is no key of ours); a key without the scope is 403. Each key
 * then counts against its own limit, whatever address its calls come from; failed authentications
 * count against their client (authenticateCounted).
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly keys: ApiKeysService,
    private readonly limits: LimitStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown>; ip?: string; [API_CALLER]?: ApiCaller }>();
    const key = bearerKey(request.headers.authorization);
    const { keyLimit, keyWindowSeconds } = this.config.gameApi;
    const windowMs = keyWindowSeconds * 1000;
    // A client may fail as often as one key may succeed: a fleet still sending a revoked key at its
    // full rate stays under it, and a stranger trying keys meets 429 after THROTTLE_API_KEY_LIMIT.
    const caller = await authenticateCounted(this.limits, requestClientKey(request, this.config), { limit: keyLimit, windowMs }, async () =>
      key === null ? null : this.keys.authenticate(key),
    );
    const needed = this.reflector.get<ApiKeyScope | undefined>(REQUIRED_SCOPE, context.getHandler());
    if (!needed || !caller.scopes.includes(needed)) throw new AppError('api_key_scope', { scope: needed ?? 'route' });
    const counted = await this.limits.increment(`api-key:${caller.id}`, windowMs, keyLimit, windowMs);
    if (counted.isBlocked) throw new AppError('rate_limited', { retryAfterSeconds: counted.timeToBlockExpire });
    request[API_CALLER] = caller;
    return true;
  }
}

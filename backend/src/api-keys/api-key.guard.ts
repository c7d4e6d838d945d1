import type { ApiKeyScope } from '@gameshift/contracts';
import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../common/app-error';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { LimitStorage } from '../limits/limit-storage';
import { bearerKey } from './api-key-secret';
import { ApiCaller, ApiKeysService } from './api-keys.service';

export const REQUIRED_SCOPE = 'requiredScope';
/** Where the guard leaves the key a request authenticated with, for @CurrentCaller. */
export const API_CALLER = Symbol('apiCaller');

/**
 * Opens the game's API to an API key with the route's scope: no key, or one that is wrong or
 * revoked, is 401 (an admin token is no key of ours); a key without the scope is 403. Each key
 * then counts against its own limit, whatever address its calls come from.
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
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown>; [API_CALLER]?: ApiCaller }>();
    const key = bearerKey(request.headers.authorization);
    const caller = key === null ? null : await this.keys.authenticate(key);
    if (!caller) throw new AppError('api_key_required');
    const needed = this.reflector.get<ApiKeyScope | undefined>(REQUIRED_SCOPE, context.getHandler());
    if (!needed || !caller.scopes.includes(needed)) throw new AppError('api_key_scope', { scope: needed ?? 'route' });
    const { keyLimit, keyWindowSeconds } = this.config.gameApi;
    const windowMs = keyWindowSeconds * 1000;
    const counted = await this.limits.increment(`api-key:${caller.id}`, windowMs, keyLimit, windowMs);
    if (counted.isBlocked) throw new AppError('rate_limited', { retryAfterSeconds: counted.timeToBlockExpire });
    request[API_CALLER] = caller;
    return true;
  }
}

import type { ApiKeyScope } from '@gameshift/contracts';
import {
  applyDecorators,
  Controller,
  createParamDecorator,
  ExecutionContext,
  SetMetadata,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { NoStoreInterceptor } from '../common/admin-api/no-store.interceptor';
import { ErrorBodyDto } from '../common/error-body.dto';
import { Public } from '../common/public.decorator';
import { API_CALLER, ApiKeyGuard, REQUIRED_SCOPE } from './api-key.guard';
import type { ApiCaller } from './api-keys.service';

/**
 * A controller of the game's API under /api/v1: an API key opens it, never an admin token, so the
 * admin guard steps aside (@Public) and ApiKeyGuard decides. The per-client limits step aside too:
 * the game's servers are few addresses making many calls, so its limit is per key (in the guard),
 * and only failed authentications count against the client.
 */
export function GameApiController(path: string): ClassDecorator {
  return applyDecorators(
    ApiTags('game'),
    ApiBearerAuth('api-key'),
    ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'No API key, or a wrong or revoked one' }),
    ApiTooManyRequestsResponse({
      type: ErrorBodyDto,
      description: 'The key is over its limit, or the client failed to authenticate too often; Retry-After says when to try again',
    }),
    Public(),
    SkipThrottle(),
    UseGuards(ApiKeyGuard),
    UseInterceptors(NoStoreInterceptor),
    Controller(`api/v1/${path}`),
  );
}

/** The scope a game API route needs. The guard refuses a route that declares none, so a new route is closed until someone decides. */
export const RequiresScope = (scope: ApiKeyScope): MethodDecorator =>
  applyDecorators(
    SetMetadata(REQUIRED_SCOPE, scope),
    ApiForbiddenResponse({ type: ErrorBodyDto, description: `The key lacks the ${scope} scope` }),
  );

export const CurrentCaller = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ApiCaller => context.switchToHttp().getRequest<{ [API_CALLER]: ApiCaller }>()[API_CALLER],
);

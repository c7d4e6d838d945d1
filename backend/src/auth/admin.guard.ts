import { ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { createHash, timingSafeEqual } from 'node:crypto';
import { IS_PUBLIC } from '../common/public.decorator';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AdminIdentity } from './admin-identity';

function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
}

/**
 * Registered globally: every route needs an admin unless it says @Public(), so a forgotten
 * decorator fails closed. The legacy shared secret works only when ADMIN_API_SECRET is set.
 */
@Injectable()
export class AdminGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown>; user?: AdminIdentity }>();
    const secret = this.config.auth.adminApiSecret;
    const given = request.headers['x-admin-secret'];
    if (secret && typeof given === 'string' && !request.headers.authorization) {
      if (!sameSecret(given, secret)) throw new UnauthorizedException();
      request.user = { id: null, email: 'api-secret' };
      return true;
    }
    return super.canActivate(context);
  }

  override handleRequest<T>(err: unknown, user: T): T {
    if (err || !user) throw new UnauthorizedException();
    return user;
  }
}

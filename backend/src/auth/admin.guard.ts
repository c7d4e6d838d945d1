import { ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { AppError } from '../common/app-error';
import { IS_PUBLIC } from '../common/public.decorator';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { sameSecret } from '../common/same-secret';
import { AdminIdentity } from '../common/admin-identity';
import { DURING_ENROLMENT, ROLE_CHECK, type RoleCheck } from '../common/roles.decorator';

/**
 * Registered globally: every route needs an admin unless it says @Public(), and the admin's role
 * must be one the route's @RequiresRole cell of RESOURCE_ROLES allows (or the route says
 * @AnySignedInAdmin), so a forgotten decorator fails closed (401, then 403). The
 * legacy shared secret works only when ADMIN_API_SECRET is set, and acts as an operator.
 */
@Injectable()
export class AdminGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown>; user?: AdminIdentity }>();
    const secret = this.config.auth.adminApiSecret;
    const given = request.headers['x-admin-secret'];
    if (secret && typeof given === 'string' && !request.headers.authorization) {
      if (!sameSecret(given, secret)) throw new UnauthorizedException();
      request.user = { id: null, email: 'api-secret', role: 'operator', enrolling: false };
    } else {
      await (super.canActivate(context) as Promise<boolean>);
    }
    const admin = request.user!;
    if (admin.enrolling && !this.reflector.get<boolean>(DURING_ENROLMENT, context.getHandler())) throw new AppError('mfa_enrol_first');
    const mayPass = this.reflector.get<RoleCheck | undefined>(ROLE_CHECK, context.getHandler());
    if (!mayPass?.(admin.role)) throw new AppError('role_forbidden');
    return true;
  }

  override handleRequest<T>(err: unknown, user: T): T {
    if (err || !user) throw new UnauthorizedException();
    return user;
  }
}

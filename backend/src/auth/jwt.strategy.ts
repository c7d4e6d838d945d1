import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { AdminIdentity } from '../common/admin-identity';
import { AuthService, JWT_AUDIENCE, JWT_ISSUER, TokenPayload } from './auth.service';

/** Bearer tokens: HS256 only (so `alg: none` and key confusion are refused), with issuer, audience and expiry checked. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly auth: AuthService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.auth.jwtSecret,
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  async validate(payload: TokenPayload): Promise<AdminIdentity | false> {
    return (await this.auth.identify(payload)) ?? false;
  }
}

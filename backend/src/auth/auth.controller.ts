import type { AdminLoginSuccess } from '@gameshift/contracts';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { Public } from '../common/public.decorator';
import { ThrottleGroup } from '../common/throttle';
import { AdminIdentity, CurrentAdmin } from './admin-identity';
import { AuthService } from './auth.service';

@ApiTags('admin auth')
@Controller('api')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('admin-login')
  @Public()
  @HttpCode(200)
  @ThrottleGroup('login')
  @ApiOperation({ summary: 'Sign in; answers a bearer token and its lifetime in seconds' })
  login(@Body() body: unknown, @Req() request: FastifyRequest): Promise<AdminLoginSuccess> {
    return this.auth.login(body, request.ip);
  }

  @Post('admin-logout')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Sign out everywhere: revokes all of this admin’s tokens' })
  logout(@CurrentAdmin() admin: AdminIdentity): Promise<void> {
    return this.auth.logout(admin);
  }
}

import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../common/error-body.dto';
import { Public } from '../common/public.decorator';
import { ThrottleGroup } from '../limits';
import { type AdminIdentity, CurrentAdmin } from '../common/admin-identity';
import { AuthService } from './auth.service';
import { AnySignedInAdmin, DuringEnrolment } from '../common/roles.decorator';
import { AdminLoginDto, AdminLoginFailureDto, AdminLoginSuccessDto } from './dto/admin-login.dto';

@ApiTags('admin auth')
@Controller('api')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('admin-login')
  @Public()
  @HttpCode(200)
  @ThrottleGroup('login')
  @ApiOperation({ summary: 'Sign in; answers a bearer token and its lifetime in seconds' })
  @ApiBody({ type: AdminLoginDto })
  @ApiOkResponse({ type: AdminLoginSuccessDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'No email or password, or either too long' })
  @ApiUnauthorizedResponse({ type: AdminLoginFailureDto, description: 'Wrong email or password' })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'Too many failed attempts (resetTime, Retry-After)' })
  login(@Body() body: AdminLoginDto, @Req() request: FastifyRequest): Promise<AdminLoginSuccessDto> {
    return this.auth.login(body, request.ip);
  }

  @Post('admin-logout')
  @AnySignedInAdmin()
  @DuringEnrolment()
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Sign out everywhere: revokes all of this admin’s tokens' })
  @ApiNoContentResponse({ description: 'Every token of this admin is revoked' })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto })
  logout(@CurrentAdmin() admin: AdminIdentity): Promise<void> {
    return this.auth.logout(admin);
  }
}

import type { AdminLoginRequest, AdminLoginSuccess } from '@gameshift/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { EdgeFailure, EdgeRule } from '../../common/validation';

/** An email can be no longer (RFC 5321); a password longer than this is refused before any hashing. */
export const MAX_LOGIN_EMAIL = 254;
export const MAX_PASSWORD = 1024;

const WRONG_SHAPE: EdgeFailure = { code: 'invalid_body', details: { body: { problem: 'login' } } };

const textUpTo =
  (max: number) =>
  (value: unknown): EdgeFailure | null =>
    typeof value === 'string' && value.length <= max ? null : WRONG_SHAPE;

/** A sign-in. Either field missing, not a string or too long is the same 400; other fields are ignored. */
export class AdminLoginDto implements AdminLoginRequest {
  @ApiProperty({ example: 'admin@example.com', maxLength: MAX_LOGIN_EMAIL })
  @EdgeRule('loginEmailShape', 0, textUpTo(MAX_LOGIN_EMAIL))
  email!: string;

  @ApiProperty({ format: 'password', maxLength: MAX_PASSWORD })
  @EdgeRule('passwordShape', 0, textUpTo(MAX_PASSWORD))
  password!: string;
}

export class AdminLoginSuccessDto implements AdminLoginSuccess {
  @ApiProperty({ enum: [true] })
  success!: true;

  @ApiProperty({ description: 'Bearer token for the admin API' })
  token!: string;

  @ApiProperty({ description: 'Seconds until the token expires' })
  expiresIn!: number;
}

/** The 401 of a wrong email or password: the only error answer with `success`. */
export class AdminLoginFailureDto {
  @ApiProperty({ enum: [false] })
  success!: false;

  @ApiProperty({ example: 'Invalid email or password' })
  error!: string;
}

import { ADMIN_ROLES, type AdminLoginRequest, type AdminLoginSuccess, type AdminRole } from '@gameshift/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { EdgeFailure, EdgeRule } from '../../common/validation';

/** An email can be no longer (RFC 5321); a password longer than this is refused before any hashing. */
export const MAX_LOGIN_EMAIL = 254;
export const MAX_PASSWORD = 1024;
/** A 6-digit code, or a recovery code typed with spaces or dashes. */
export const MAX_CODE = 32;

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

  @ApiProperty({
    required: false,
    maxLength: MAX_CODE,
    description: 'The second factor, for an admin who enrolled one: a 6-digit code from the authenticator app, or a recovery code',
  })
  @EdgeRule('loginCodeShape', 0, (value) => (value === undefined ? null : textUpTo(MAX_CODE)(value)))
  code?: string;
}

export class AdminLoginSuccessDto implements AdminLoginSuccess {
  @ApiProperty({ enum: [true] })
  success!: true;

  @ApiProperty({ description: 'Bearer token for the admin API' })
  token!: string;

  @ApiProperty({ description: 'Seconds until the token expires' })
  expiresIn!: number;

  @ApiProperty({ enum: ADMIN_ROLES })
  role!: AdminRole;

  @ApiProperty({
    description: 'A second factor is required and none is enrolled: the token opens only POST /api/admin/me/mfa and /confirm until one is',
  })
  mfaEnrolmentRequired!: boolean;
}

/** The 401 of a wrong email or password, or of a missing or wrong second factor: the only error answers with `success`. */
export class AdminLoginFailureDto {
  @ApiProperty({ enum: [false] })
  success!: false;

  @ApiProperty({ example: 'Invalid email or password' })
  error!: string;

  @ApiProperty({ required: false, enum: [true], description: 'The password was right; send the second factor as `code`' })
  mfa_required?: true;
}

import { ADMIN_ROLES, type AdminLoginRequest, type AdminLoginSuccess, type AdminRole } from '@gameshift/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { LimitedText } from '../../common/limited-text.decorator';
import type { EdgeFailure } from '../../common/edge-rules';
import { MAX_CODE, MAX_LOGIN_EMAIL, MAX_PASSWORD } from '../sign-in-limits';

const WRONG_SHAPE: EdgeFailure = { code: 'invalid_body', details: { body: { problem: 'shape', sentence: 'loginShape' } } };

/** A sign-in. Either field missing, not a string or too long is the same 400; other fields are ignored. */
export class AdminLoginDto implements AdminLoginRequest {
  @LimitedText('loginEmailShape', { example: 'admin@example.com', maxLength: MAX_LOGIN_EMAIL }, WRONG_SHAPE)
  email!: string;

  @LimitedText('passwordShape', { format: 'password', maxLength: MAX_PASSWORD }, WRONG_SHAPE)
  password!: string;

  @LimitedText(
    'loginCodeShape',
    {
      required: false,
      maxLength: MAX_CODE,
      description: 'The second factor, for an admin who enrolled one: a 6-digit code from the authenticator app, or a recovery code',
    },
    WRONG_SHAPE,
  )
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

  @ApiProperty({ enum: ['invalid_credentials', 'mfa_code_required', 'mfa_code_invalid', 'mfa_recovery_code_used', 'rate_limited'] })
  code!: string;

  @ApiProperty({ required: false, enum: [true], description: 'The password was right; send the second factor as `code`' })
  mfa_required?: true;
}

import {
  ADMIN_ROLES,
  type AdminAccount,
  type AdminRole,
  type InvitationDetails,
  type MfaConfirmation,
  type MfaConfirmRequest,
  type MfaEnrolment,
  type MfaStartRequest,
} from '@gameshift/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, Matches } from 'class-validator';
import { LimitedText } from '../../common/limited-text.decorator';
import { answering, EdgeFailure } from '../../common/edge-rules';
import { EdgeInput } from '../../common/validation';
import { MIN_PASSWORD_LENGTH } from '../password';
import { MAX_CODE, MAX_LOGIN_EMAIL, MAX_PASSWORD } from '../sign-in-limits';

/** An invitation token is 43 base64url characters; anything else is no invitation. */
const MAX_INVITATION_TOKEN = 128;

const shape = (
  sentence: 'adminInviteShape' | 'adminRoleShape' | 'invitationShape' | 'mfaCodeShape' | 'mfaCurrentCodeShape',
): EdgeFailure => ({
  code: 'invalid_body',
  details: { body: { problem: 'shape', sentence } },
});

/** react-admin's create: an email and a role. */
@EdgeInput({ unknownFields: 'ignore', notAnObject: 'refuse' })
export class InviteAdminDto {
  @LimitedText('inviteEmail', { example: 'ops@example.com', maxLength: MAX_LOGIN_EMAIL }, shape('adminInviteShape'))
  // Loosely an address, spaces around it allowed: the invitation mail is the real check.
  @Matches(/^\s*[^@\s]+@[^@\s]+\.[^@\s]+\s*$/, answering(shape('adminInviteShape')))
  email!: string;

  @ApiProperty({ enum: ADMIN_ROLES })
  @IsIn(ADMIN_ROLES, answering(shape('adminInviteShape')))
  role!: AdminRole;
}

/** react-admin's update sends the whole record; only the role may change. */
@EdgeInput({ unknownFields: 'ignore', notAnObject: 'refuse' })
export class UpdateAdminDto {
  @ApiProperty({ enum: ADMIN_ROLES })
  @IsIn(ADMIN_ROLES, answering(shape('adminRoleShape')))
  role!: AdminRole;
}

@EdgeInput({ unknownFields: 'reject', notAnObject: 'refuse' })
export class InvitationTokenDto {
  @LimitedText(
    'invitationToken',
    { description: 'The token in the invitation link', maxLength: MAX_INVITATION_TOKEN },
    shape('invitationShape'),
  )
  @IsNotEmpty(answering(shape('invitationShape')))
  token!: string;
}

export class InvitationDetailsDto implements InvitationDetails {
  @ApiProperty({ description: 'The address the account is for; it signs in with it' })
  email!: string;

  @ApiProperty({ enum: ADMIN_ROLES })
  role!: AdminRole;

  @ApiProperty({ format: 'date-time' })
  expires_at!: string;
}

@EdgeInput({ unknownFields: 'reject', notAnObject: 'refuse' })
export class AcceptInvitationDto {
  @LimitedText(
    'invitationToken',
    { description: 'The token in the invitation link', maxLength: MAX_INVITATION_TOKEN },
    shape('invitationShape'),
  )
  @IsNotEmpty(answering(shape('invitationShape')))
  token!: string;

  // The documented minimum is the service's to judge: a short password is its own 400 (password_too_short).
  @LimitedText(
    'invitationPassword',
    { format: 'password', minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD },
    shape('invitationShape'),
  )
  password!: string;
}

const CURRENT_CODE_DESCRIPTION =
  'Needed once a second factor is confirmed: a current 6-digit code from its authenticator app, or one of its recovery codes';

/** Starting an enrolment: no body, or the current factor's proof when one is confirmed. */
@EdgeInput({ unknownFields: 'reject', notAnObject: 'empty' })
export class MfaStartDto implements MfaStartRequest {
  @LimitedText(
    'mfaStartCurrentCode',
    { required: false, maxLength: MAX_CODE, description: CURRENT_CODE_DESCRIPTION },
    shape('mfaCurrentCodeShape'),
  )
  current_code?: string;
}

@EdgeInput({ unknownFields: 'reject', notAnObject: 'refuse' })
export class MfaCodeDto implements MfaConfirmRequest {
  @ApiProperty({ example: '123456', description: 'The 6-digit code the authenticator app shows now for the new secret' })
  @Matches(/^\s*\d{6}\s*$/, answering(shape('mfaCodeShape')))
  code!: string;

  @LimitedText(
    'mfaConfirmCurrentCode',
    {
      required: false,
      maxLength: MAX_CODE,
      description: `${CURRENT_CODE_DESCRIPTION}, unless it was given when this enrolment started`,
    },
    shape('mfaCurrentCodeShape'),
  )
  current_code?: string;
}

export class AdminAccountDto implements AdminAccount {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ enum: ADMIN_ROLES })
  role!: AdminRole;

  @ApiProperty({ description: 'Whether a second factor is enrolled' })
  mfa!: boolean;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'An invitation not yet accepted: when its link ends' })
  invitation_expires_at!: string | null;
}

export class MfaEnrolmentDto implements MfaEnrolment {
  @ApiProperty({ description: 'The base32 secret, for typing into an authenticator app' })
  secret!: string;

  @ApiProperty({ description: 'otpauth:// URI for the QR code' })
  otpauth_url!: string;
}

export class MfaConfirmationDto implements MfaConfirmation {
  @ApiProperty({ type: [String], description: 'Ten single-use recovery codes, shown this once' })
  recovery_codes!: string[];

  @ApiProperty({ description: 'A new bearer token, no longer limited to enrolment' })
  token!: string;

  @ApiProperty()
  expiresIn!: number;
}

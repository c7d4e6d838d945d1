import {
  type AnnouncementsResponse,
  type AnnouncementsState,
  type EraseLinkResponse,
  type EraseRequestResponse,
  type ErasureResponse,
  type ManagedReservation,
  type ManageRequestResponse,
  SUPPRESSION_REASONS,
  type SuppressionReason,
  validateLookupEmail,
} from '@gameshift/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { EdgeRule } from '../../common/edge-rules';
import { isWellFormedToken } from '../../reservations';
import { TokenParams } from '../../common/path-params';

/** The token of a manage link; one that is not a token at all answers as an unknown one does. */
export class ManageTokenParamsDto extends TokenParams('The token of a "Manage your reservation" link (43 URL-safe characters)', (value) =>
  isWellFormedToken(value) ? null : { code: 'manage_link_invalid' },
) {}

export class ManageRequestDto {
  @ApiProperty({ example: 'player@example.com', description: 'The email address of the reservation' })
  @EdgeRule('manageRequestEmail', 'shape', (value) =>
    typeof value === 'string' && value.length <= 254 && validateLookupEmail(value).ok
      ? null
      : { code: 'invalid_body', details: { body: { problem: 'shape', sentence: 'manageRequestShape' }, field: 'email' } },
  )
  email!: string;
}

export class ManageRequestResultDto implements ManageRequestResponse {
  @ApiProperty({ description: 'The same words whether or not the address has a reservation, and whether or not a mail was sent' })
  message!: string;
}

export class ManageAnnouncementsDto {
  @ApiProperty({
    description: 'false stops announcements to the address; true starts them again (lifting its own unsubscribe or complaint)',
  })
  @EdgeRule('manageAnnouncements', 'shape', (value) =>
    typeof value === 'boolean'
      ? null
      : { code: 'invalid_body', details: { body: { problem: 'shape', sentence: 'manageAnnouncementsShape' } } },
  )
  subscribed!: boolean;
}

export class AnnouncementsResultDto implements AnnouncementsResponse {
  @ApiProperty({ enum: ['subscribed', 'unsubscribed'] })
  announcements!: AnnouncementsState;
}

export class ManagedReservationDto implements ManagedReservation {
  @ApiProperty()
  handle!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ enum: ['pending', 'verified', 'expired'] })
  status!: ManagedReservation['status'];

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  confirmed_at!: string | null;

  @ApiProperty({ enum: ['subscribed', 'unsubscribed'] })
  announcements!: AnnouncementsState;
}

export class EraseRequestResultDto implements EraseRequestResponse {
  @ApiProperty({ description: 'A link to confirm the erasure was mailed to the address' })
  message!: string;
}

/** The token of a mailed deletion link in its path; one that is not a token at all answers as an unknown one does. */
export class EraseTokenParamsDto extends TokenParams(
  'The token of the mailed deletion link (/manage/erase/<token>, 43 URL-safe characters)',
  (value) => (isWellFormedToken(value) ? null : { code: 'erase_link_invalid' }),
) {}

export class EraseLinkResultDto implements EraseLinkResponse {
  @ApiProperty({ description: 'The handle of the reservation the link would erase' })
  handle!: string;
}

export class ErasureResultDto implements ErasureResponse {
  @ApiProperty({ description: 'The handle of the erased reservation' })
  handle!: string;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'Until when nobody may reserve the handle; null when it is free at once or held for ever',
  })
  handle_held_until!: string | null;

  @ApiProperty({ description: 'The game has claimed the handle: it is never freed' })
  handle_held_for_ever!: boolean;

  @ApiProperty({
    enum: SUPPRESSION_REASONS,
    nullable: true,
    type: String,
    description: 'Why a keyed hash of the address stays on the suppression list (the address itself is gone); null when none does',
  })
  suppression!: SuppressionReason | null;
}

export class EraseDto {
  @ApiProperty({ description: 'The token of the mailed deletion link (/manage/erase/<token>)' })
  @EdgeRule('eraseToken', 'shape', (value) =>
    typeof value === 'string' && value.length <= 256
      ? null
      : { code: 'invalid_body', details: { body: { problem: 'shape', sentence: 'eraseShape' } } },
  )
  token!: string;
}

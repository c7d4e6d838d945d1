import {
  GAME_PAGE,
  GAME_RESERVATION_STATUSES,
  type GameReservation,
  type GameReservationPage,
  type GameReservationStatus,
  type RedeemClaimRequest,
  type RedeemedClaim,
} from '@gameshift/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { EdgeFailure } from '../../common/edge-rules';
import { EdgeRule } from '../../common/edge-rules';
import { HandleParams } from '../../common/path-params';

const LIST_QUERY: EdgeFailure = { code: 'invalid_body', details: { body: { problem: 'shape', sentence: 'gameListQuery' } } };

export class GameReservationDto implements GameReservation {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'player_one' })
  handle!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ enum: GAME_RESERVATION_STATUSES, description: 'confirmed: the owner followed the emailed link' })
  status!: GameReservationStatus;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  confirmed_at!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the game redeemed one of its claim codes' })
  claimed_at!: string | null;
}

export class GameReservationPageDto implements GameReservationPage {
  @ApiProperty({ type: [GameReservationDto] })
  data!: GameReservationDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Send as `after` for the next page; null on the last page' })
  next_cursor!: string | null;
}

export class GameReservationsQueryDto {
  @ApiPropertyOptional({ enum: [...GAME_RESERVATION_STATUSES, 'all'], default: 'all' })
  @EdgeRule('gameStatus', 'shape', (value) =>
    value === undefined || (typeof value === 'string' && ['confirmed', 'pending', 'all'].includes(value)) ? null : LIST_QUERY,
  )
  status?: GameReservationStatus | 'all';

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: GAME_PAGE.max, default: GAME_PAGE.default })
  @EdgeRule('gameLimit', 'shape', (value) =>
    value === undefined || (typeof value === 'string' && /^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= GAME_PAGE.max)
      ? null
      : LIST_QUERY,
  )
  limit?: string;

  @ApiPropertyOptional({ description: 'The next_cursor of the previous page; left out, the first page' })
  @EdgeRule('gameAfter', 'shape', (value) =>
    value === undefined || (typeof value === 'string' && value.length <= 200)
      ? null
      : { code: 'invalid_body', details: { body: { problem: 'shape', sentence: 'gameCursorInvalid' }, field: 'after' } },
  )
  after?: string;
}

/** A handle in the path: anything too long to be one names no reservation, so it is the same 404. */
export class HandleParamsDto extends HandleParams({ example: 'player_one' }, (value) =>
  typeof value === 'string' && value.length <= 40 ? null : { code: 'not_found' },
) {}

export class RedeemClaimDto implements RedeemClaimRequest {
  @ApiProperty({ description: 'The code from the claim link', example: 'q3N0v7Yd9mVq2cJ3b6v1sQ8hZ0aXk4Lp' })
  @EdgeRule('claimCode', 'shape', (value) =>
    typeof value === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(value)
      ? null
      : { code: 'invalid_body', details: { body: { problem: 'shape', sentence: 'claimCodeShape' }, field: 'code' } },
  )
  code!: string;
}

export class RedeemedClaimDto implements RedeemedClaim {
  @ApiProperty({ format: 'uuid' })
  reservation_id!: string;

  @ApiProperty()
  handle!: string;

  @ApiProperty()
  email!: string;
}

export class ClaimRedeemedErrorDto {
  @ApiProperty()
  error!: string;

  @ApiProperty({ format: 'date-time', description: 'When the reservation was claimed' })
  redeemed_at!: string;
}

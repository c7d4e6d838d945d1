import type { AdminReservation, ReservationStatus } from '@gameshift/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IdParams } from '../../../common/path-params';

export class AdminReservationDto implements AdminReservation {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty()
  gameshift_id!: string;

  @ApiProperty()
  is_verified!: boolean;

  @ApiProperty()
  is_reserved!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  verified_at!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  reserved_at!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ enum: ['verified', 'pending', 'expired'] })
  status!: ReservationStatus;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Where the visit came from: a campaign, a referring host or direct; null when the request named none',
  })
  source!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the game redeemed a claim code of it; null while unclaimed',
  })
  claimed_at!: string | null;
}

/** A reservation's id: anything but a UUID names no reservation, so it is the same 404, which says "reservation". */
export class ReservationIdParamsDto extends IdParams({ code: 'not_found' }) {}

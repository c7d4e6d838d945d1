import type { HandleAvailability, ReservationCreatedResponse } from '@gameshift/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { HandleParams } from '../../../common/path-params';

export class ReservationCreatedDto implements ReservationCreatedResponse {
  @ApiProperty({ enum: [true] })
  success!: true;

  @ApiProperty()
  message!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty()
  gameshift_id!: string;

  @ApiProperty({ description: 'For this browser only: resend with {manage_key}, or withdraw this reservation with replaces' })
  manage_key!: string;

  @ApiProperty({ description: 'Minutes the handle is kept from others while the reservation waits for confirmation (HANDLE_HOLD_MINUTES)' })
  hold_minutes!: number;
}

export class HandleAvailabilityDto implements HandleAvailability {
  @ApiProperty()
  available!: boolean;

  @ApiPropertyOptional({ description: 'Why the handle cannot be reserved' })
  reason?: string;

  @ApiProperty({ type: [String], description: 'Free alternatives, when the handle is taken' })
  suggestions!: string[];
}

export class HandleParamsDto extends HandleParams({
  description: 'The handle to look up; an invalid one answers available: false with the reason',
}) {}

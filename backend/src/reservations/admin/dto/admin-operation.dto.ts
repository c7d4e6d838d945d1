import { ADMIN_OPERATIONS, type AdminOperation, type AdminOperationRequest } from '@gameshift/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { EdgeFailure, EdgeRule } from '../../../common/validation';
import { reservationIdRule } from '../../rules/reservation-id.rule';

const INVALID: EdgeFailure = { code: 'invalid_operation', details: { operations: ADMIN_OPERATIONS } };

export class AdminOperationDataDto {
  @ApiProperty({ format: 'uuid' })
  reservationId!: string;
}

/**
 * The old client's single endpoint. Anything but a known operation on a string id is the one 400
 * naming the operations; a string that is not a UUID is the 404 of an unknown reservation.
 */
export class AdminOperationDto implements AdminOperationRequest {
  @ApiProperty({ enum: ADMIN_OPERATIONS })
  @EdgeRule('adminOperation', 0, (value) => ((ADMIN_OPERATIONS as readonly unknown[]).includes(value) ? null : INVALID))
  operation!: AdminOperation;

  @ApiProperty({ type: AdminOperationDataDto })
  @EdgeRule('adminOperationData', 0, (value) =>
    typeof (value as { reservationId?: unknown } | null)?.reservationId === 'string' ? null : INVALID,
  )
  @EdgeRule('adminOperationReservationId', 1, (value, dto) =>
    reservationIdRule((value as { reservationId?: unknown } | null)?.reservationId, dto),
  )
  data!: AdminOperationDataDto;
}

export class AdminOperationDoneDto {
  @ApiProperty({ enum: [true] })
  success!: true;
}

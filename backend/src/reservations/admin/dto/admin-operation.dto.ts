import { ADMIN_OPERATIONS, type AdminOperation, type AdminOperationRequest } from '@gameshift/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { isUuid } from '../../../common/admin-api/list-query';
import { answering, EdgeFailure, EdgeRule } from '../../../common/edge-rules';

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
  @IsIn(ADMIN_OPERATIONS, answering(INVALID))
  operation!: AdminOperation;

  @ApiProperty({ type: AdminOperationDataDto })
  // One rule for both answers: a bad operation, declared first, is answered before a 404 here.
  @EdgeRule('adminOperationData', 'shape', (value) => {
    const reservationId = (value as { reservationId?: unknown } | null)?.reservationId;
    if (typeof reservationId !== 'string') return INVALID;
    return isUuid(reservationId) ? null : { code: 'not_found' };
  })
  data!: AdminOperationDataDto;
}

export class AdminOperationDoneDto {
  @ApiProperty({ enum: [true] })
  success!: true;
}

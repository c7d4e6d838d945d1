import { ADMIN_OPERATIONS, type AdminOperation, type AdminOperationRequest } from '@gameshift/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { EdgeFailure, EdgeRule } from '../../../common/validation';

const INVALID: EdgeFailure = { code: 'invalid_operation', details: { operations: ADMIN_OPERATIONS } };

export class AdminOperationDataDto {
  @ApiProperty({ format: 'uuid' })
  reservationId!: string;
}

/** The old client's single endpoint. Anything but a known operation on a string id is the one 400 naming the operations. */
export class AdminOperationDto implements AdminOperationRequest {
  @ApiProperty({ enum: ADMIN_OPERATIONS })
  @EdgeRule('adminOperation', 0, (value) => ((ADMIN_OPERATIONS as readonly unknown[]).includes(value) ? null : INVALID))
  operation!: AdminOperation;

  @ApiProperty({ type: AdminOperationDataDto })
  @EdgeRule('adminOperationData', 0, (value) =>
    typeof (value as { reservationId?: unknown } | null)?.reservationId === 'string' ? null : INVALID,
  )
  data!: AdminOperationDataDto;
}

export class AdminOperationDoneDto {
  @ApiProperty({ enum: [true] })
  success!: true;
}

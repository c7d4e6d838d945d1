import { ApiProperty } from '@nestjs/swagger';
import { EdgeRule } from '../../common/validation';
import { isUuid } from '../../common/admin-api/list-query';

/** A violation's or an audit entry's id: anything but a UUID is the 404 of a missing record. */
export class RecordIdParamsDto {
  @ApiProperty({ format: 'uuid' })
  @EdgeRule('recordId', 0, (value) => (isUuid(value) ? null : { code: 'not_found', details: { subject: 'record' } }))
  id!: string;
}

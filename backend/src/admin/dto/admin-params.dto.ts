import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { answering } from '../../common/edge-rules';

/** A violation's or an audit entry's id: anything but a UUID is the 404 of a missing record. */
export class RecordIdParamsDto {
  @ApiProperty({ format: 'uuid' })
  // `loose`: any hex UUID, whatever its version, as the records' ids are read elsewhere (isUuid).
  @IsUUID('loose', answering({ code: 'not_found', details: { subject: 'record' } }))
  id!: string;
}

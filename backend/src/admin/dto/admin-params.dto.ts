import { ApiProperty } from '@nestjs/swagger';
import { EdgeRule } from '../../common/validation';
import { isUuid } from '../list-query';

/** A reservation's id: anything but a UUID names no reservation, so it is the same 404. */
export class ReservationIdParamsDto {
  @ApiProperty({ format: 'uuid' })
  @EdgeRule('reservationId', 0, (value) => (isUuid(value) ? null : { code: 'not_found' }))
  id!: string;
}

/** A violation's or an audit entry's id: anything but a UUID is the 404 of a missing record. */
export class RecordIdParamsDto {
  @ApiProperty({ format: 'uuid' })
  @EdgeRule('recordId', 0, (value) => (isUuid(value) ? null : { code: 'not_found', details: { subject: 'record' } }))
  id!: string;
}

import { isUuid } from '../../common/admin-api/list-query';
import { EdgeCheck } from '../../common/validation';

/** A reservation's id: anything but a UUID names no reservation, so it is the same 404 as an unknown one. */
export const reservationIdRule: EdgeCheck = (value) => (isUuid(value) ? null : { code: 'not_found' });

import type { ReservationStatus } from '@gameshift/contracts';
import type { ListSpec } from '../../common/admin-api/list-query';

/** What the admin reservation list offers react-admin: sorts, column filters, the search, and the status a reservation is in. */
export const RESERVATIONS_LIST = {
  sortable: ['id', 'created_at', 'email', 'gameshift_id', 'verified_at', 'is_verified', 'is_reserved', 'source', 'claimed_at'],
  defaultSort: 'created_at',
  fields: { email: 'text', gameshift_id: 'text', is_verified: 'boolean', is_reserved: 'boolean', source: 'text' },
  search: { columns: ['r.email', 'r.gameshift_id'], notText: 'refuse' },
  special: { status: ['verified', 'pending', 'expired'] satisfies ReservationStatus[], claimed: ['yes', 'no'] },
} as const satisfies ListSpec;

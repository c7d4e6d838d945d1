import type { ListSpec } from '../../common/admin-api/list-query';

/** What the admin reservation list offers react-admin: sorts, column filters, and `q` and `status`. */
export const RESERVATIONS_LIST: ListSpec = {
  sortable: ['id', 'created_at', 'email', 'gameshift_id', 'verified_at', 'is_verified', 'is_reserved'],
  defaultSort: 'created_at',
  fields: { email: 'text', gameshift_id: 'text', is_verified: 'boolean', is_reserved: 'boolean' },
  special: ['q', 'status'],
};

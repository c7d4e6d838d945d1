import type { ListSpec } from '../common/admin-api/list-query';

/** What the Admins page's list offers react-admin; a search that is not text is read as none. */
export const TEAM_LIST = {
  sortable: ['email', 'role', 'created_at'],
  defaultSort: 'created_at',
  fields: { role: 'text' },
  search: { columns: ['email', 'role'], notText: 'ignore' },
  special: {},
} as const satisfies ListSpec;

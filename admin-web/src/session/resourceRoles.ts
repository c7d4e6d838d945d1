import type { AdminRole } from '@gameshift/contracts';

/** The least role that opens each resource: the server refuses the rest, so the portal neither lists nor shows it. */
export const RESOURCE_ROLES = {
  reservations: 'viewer',
  violations: 'operator',
  audit: 'operator',
  admins: 'owner',
  suppressions: 'operator',
  webhooks: 'owner',
  announcements: 'viewer',
  'api-keys': 'owner',
} as const satisfies Record<string, AdminRole>;

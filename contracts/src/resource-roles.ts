import type { AdminRole } from './api';

/** What a role may do on a resource: `read` opens its list and records; each other key is a kind of change. */
export type ResourceAccess = { readonly read: AdminRole } & { readonly [change: string]: AdminRole };

/**
 * The least role for each resource of the admin API, and for each kind of change where it is
 * stricter than reading: the server's guard checks every admin route against it, and the portal
 * lists, shows and offers from it, so the two cannot disagree. A resource appears in the portal's
 * menu, in this order, for the roles that may read it.
 */
export const RESOURCE_ROLES = {
  reservations: {
    read: 'viewer',
    /** Verify, resend, delete (and the legacy operations that do the same). */
    act: 'operator',
    /** Every email address at once. */
    export: 'owner',
    /** The reservation and every copy of its address, as its person would. */
    erase: 'owner',
  },
  violations: { read: 'operator' },
  audit: { read: 'operator' },
  admins: { read: 'owner', write: 'owner' },
  suppressions: { read: 'operator', write: 'owner' },
  /** Its deliveries too: they are read and redelivered from the endpoint's page. */
  webhooks: { read: 'owner', write: 'owner' },
  announcements: { read: 'viewer', write: 'owner' },
  'api-keys': { read: 'owner', write: 'owner' },
} as const satisfies Record<string, ResourceAccess>;

export type AdminResource = keyof typeof RESOURCE_ROLES;

/** A kind of access the table names for `resource`: `read`, or one of its changes. */
export type ResourceAccessKind<R extends AdminResource> = keyof (typeof RESOURCE_ROLES)[R] & string;

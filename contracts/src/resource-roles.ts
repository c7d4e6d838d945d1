import type { AdminRole } from './api';

/** Who may do what on a resource: `read` opens its list and records; each other key is a kind of change. */
export type ResourceAccess = { readonly read: readonly AdminRole[] } & { readonly [change: string]: readonly AdminRole[] };

/**
 * The roles allowed each kind of access to each resource of the admin API. Roles are not a rank:
 * an editor writes the news and reads nothing of the reservations, so each cell lists its roles.
 * The server's guard checks every admin route against it (`may`), and the portal lists, shows and
 * offers from it, so the two cannot disagree. A resource the portal registers appears in its menu,
 * in this order, for the roles that may read it.
 */
export const RESOURCE_ROLES = {
  /** The dashboard's figures: reservations counted per state and per day, the mail backlog, the confirmation funnel. */
  dashboard: { read: ['viewer', 'operator', 'owner'] },
  /** Visitors, sources and the journey, which count reservations and confirmations too. */
  traffic: { read: ['viewer', 'operator', 'owner'] },
  reservations: {
    read: ['viewer', 'operator', 'owner'],
    /** Verify, resend, delete (and the legacy operations that do the same). */
    act: ['operator', 'owner'],
    /** Every email address at once. */
    export: ['owner'],
    /** The reservation and every copy of its address, as its person would. */
    erase: ['owner'],
  },
  violations: { read: ['operator', 'owner'] },
  audit: { read: ['operator', 'owner'] },
  admins: { read: ['owner'], write: ['owner'] },
  suppressions: { read: ['operator', 'owner'], write: ['owner'] },
  /** Its deliveries too: they are read and redelivered from the endpoint's page. */
  webhooks: { read: ['owner'], write: ['owner'] },
  announcements: { read: ['viewer', 'operator', 'owner'], write: ['owner'] },
  'api-keys': { read: ['owner'], write: ['owner'] },
  /** The news: drafts and their media (`write`), and what visitors see (`publish`: publish, schedule, unpublish, delete). */
  articles: { read: ['viewer', 'editor', 'operator', 'owner'], write: ['editor', 'owner'], publish: ['editor', 'owner'] },
} as const satisfies Record<string, ResourceAccess>;

export type AdminResource = keyof typeof RESOURCE_ROLES;

/** A kind of access the table names for `resource`: `read`, or one of its changes. */
export type ResourceAccessKind<R extends AdminResource> = keyof (typeof RESOURCE_ROLES)[R] & string;

/** Whether `role` may do `action` on `resource`; a resource or action the table does not name allows no one. */
export function may<R extends AdminResource>(role: AdminRole, resource: R, action: ResourceAccessKind<R>): boolean {
  if (!Object.hasOwn(RESOURCE_ROLES, resource)) return false;
  const cells: ResourceAccess = RESOURCE_ROLES[resource];
  return Object.hasOwn(cells, action) && cells[action].includes(role);
}

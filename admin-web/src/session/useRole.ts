import { may, type AdminResource, type ResourceAccessKind } from '@gameshift/contracts';
import { readSession } from './sessionStore';

/**
 * Whether RESOURCE_ROLES lets the signed-in admin's role do `action` on `resource`, read at once
 * from the session the sign-in stored (react-admin's usePermissions answers a render later, so
 * buttons would pop in). The server checks the same table on every call; this only decides what
 * the portal offers.
 */
export function useRoleAllows<R extends AdminResource>(resource: R, action: ResourceAccessKind<R>): boolean {
  const role = readSession()?.role;
  return role !== undefined && may(role, resource, action);
}

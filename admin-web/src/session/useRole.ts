import { roleAllows, type AdminRole } from '@gameshift/contracts';
import { readSession } from './sessionStore';

/**
 * Whether the signed-in admin's role reaches `needed`, read at once from the session the sign-in
 * stored (react-admin's usePermissions answers a render later, so buttons would pop in). The
 * server checks the role on every call; this only decides what the portal offers.
 */
export function useRoleAllows(needed: AdminRole): boolean {
  const role = readSession()?.role;
  return role !== undefined && roleAllows(role, needed);
}

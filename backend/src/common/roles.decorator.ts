import { ADMIN_ROLES, may, type AdminResource, type AdminRole, type ResourceAccessKind } from '@gameshift/contracts';
import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from './error-body.dto';

export const ROLE_CHECK = 'roleCheck';
export const DURING_ENROLMENT = 'duringEnrolment';

/** Whether a role may use a route: what a route declares, and what the guard asks of the signed-in admin. */
export type RoleCheck = (role: AdminRole) => boolean;

/**
 * The resource a route touches and the kind of access it needs; the roles allowed are the ones
 * RESOURCE_ROLES gives that cell (`may`), the table the portal reads too. Every admin route
 * declares one, or @AnySignedInAdmin: the guard refuses a route that declares nothing, so a new
 * route is closed until someone decides who may use it.
 */
export function RequiresRole<R extends AdminResource>(resource: R, access: ResourceAccessKind<R>): MethodDecorator & ClassDecorator {
  const check: RoleCheck = (role) => may(role, resource, access);
  const roles = ADMIN_ROLES.filter(check);
  const names = roles.length < 2 ? `the ${roles[0] ?? 'no'} role` : `the ${roles.slice(0, -1).join(', ')} and ${roles.at(-1)} roles`;
  return applyDecorators(
    SetMetadata(ROLE_CHECK, check),
    ApiForbiddenResponse({ type: ErrorBodyDto, description: `Open to ${names} (${resource}: ${access})` }),
  );
}

/**
 * A route every admin may use, whatever their role: their own account, second factor and sign-out,
 * and the 405 of a method a resource does not offer, which tells nothing of its records. Said out
 * loud, so that a route that declares nothing still fails closed.
 */
export const AnySignedInAdmin = (): MethodDecorator & ClassDecorator => SetMetadata(ROLE_CHECK, (() => true) satisfies RoleCheck);

/** A route an admin may use while the required second factor is not yet enrolled: enrolment itself, and signing out. */
export const DuringEnrolment = (): MethodDecorator => SetMetadata(DURING_ENROLMENT, true);

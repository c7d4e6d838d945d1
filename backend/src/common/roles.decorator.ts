import { RESOURCE_ROLES, type AdminResource, type AdminRole, type ResourceAccessKind } from '@gameshift/contracts';
import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from './error-body.dto';

export const REQUIRED_ROLE = 'requiredRole';
export const DURING_ENROLMENT = 'duringEnrolment';

/**
 * The least role a route needs (viewer < operator < owner). Every admin route declares one: the
 * guard refuses a route that does not, so a new route is closed until someone decides who may use it.
 * A route of a portal resource names the resource and the kind of access, and takes its role from
 * RESOURCE_ROLES, the table the portal reads too; a route outside them names the role itself.
 */
export function RequiresRole(role: AdminRole): MethodDecorator & ClassDecorator;
export function RequiresRole<R extends AdminResource>(resource: R, access: ResourceAccessKind<R>): MethodDecorator & ClassDecorator;
export function RequiresRole(roleOrResource: AdminRole | AdminResource, access?: string): MethodDecorator & ClassDecorator {
  const role =
    access === undefined
      ? (roleOrResource as AdminRole)
      : (RESOURCE_ROLES[roleOrResource as AdminResource] as Record<string, AdminRole>)[access];
  return applyDecorators(
    SetMetadata(REQUIRED_ROLE, role),
    ApiForbiddenResponse({ type: ErrorBodyDto, description: `Needs the ${role} role${role === 'owner' ? '' : ' or above'}` }),
  );
}

/** A route an admin may use while the required second factor is not yet enrolled: enrolment itself, and signing out. */
export const DuringEnrolment = (): MethodDecorator => SetMetadata(DURING_ENROLMENT, true);

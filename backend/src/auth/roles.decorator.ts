import type { AdminRole } from '@gameshift/contracts';
import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/error-body.dto';

export const REQUIRED_ROLE = 'requiredRole';
export const DURING_ENROLMENT = 'duringEnrolment';

/**
 * The least role a route needs (viewer < operator < owner). Every admin route declares one: the
 * guard refuses a route that does not, so a new route is closed until someone decides who may use it.
 */
export const RequiresRole = (role: AdminRole): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(REQUIRED_ROLE, role),
    ApiForbiddenResponse({ type: ErrorBodyDto, description: `Needs the ${role} role${role === 'owner' ? '' : ' or above'}` }),
  );

/** A route an admin may use while the required second factor is not yet enrolled: enrolment itself, and signing out. */
export const DuringEnrolment = (): MethodDecorator => SetMetadata(DURING_ENROLMENT, true);

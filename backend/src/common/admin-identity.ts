import type { AdminRole } from '@gameshift/contracts';
import { createParamDecorator, ExecutionContext } from '@nestjs/common';

/** Who is acting: a signed-in admin, or a caller with the legacy shared secret. */
export interface AdminIdentity {
  id: string | null;
  email: string;
  role: AdminRole;
  /** Signed in with a password while a second factor is required and not yet enrolled: only enrolment opens. */
  enrolling: boolean;
}

export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AdminIdentity => context.switchToHttp().getRequest<{ user: AdminIdentity }>().user,
);

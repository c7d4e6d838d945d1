import type { AdminAccount } from '@gameshift/contracts';
import type { EntityManager } from 'typeorm';
import { AdminInvitation } from './admin-invitation.entity';
import { Admin } from './admin.entity';
import { RecoveryCode } from './recovery-code.entity';

/** An admin as the Admins page and GET /api/admin/me show it. */
export function adminAccount(admin: Admin): AdminAccount {
  return {
    id: admin.id,
    email: admin.email,
    role: admin.role,
    mfa: admin.mfa_secret !== null,
    created_at: admin.created_at.toISOString(),
    invitation_expires_at: null,
  };
}

/** An invitation not yet accepted, as a row of the same list. */
export function invitationAccount(invitation: AdminInvitation): AdminAccount {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    mfa: false,
    created_at: invitation.created_at.toISOString(),
    invitation_expires_at: invitation.expires_at.toISOString(),
  };
}

/**
 * Removes an admin's second factor and recovery codes and ends their sessions; with a second
 * factor required, they enrol again at their next sign-in. The portal's reset and the CLI's.
 */
export async function removeSecondFactor(manager: EntityManager, adminId: string): Promise<void> {
  await manager.update(
    Admin,
    { id: adminId },
    {
      mfa_secret: null,
      mfa_pending_secret: null,
      mfa_pending_stepped_up: false,
      mfa_last_step: null,
      // Its owner enrols a new factor, which no guess made against the old one should hold back.
      mfa_code_failures: 0,
      mfa_code_window_ends_at: null,
      token_version: () => 'token_version + 1',
    },
  );
  await manager.delete(RecoveryCode, { admin_id: adminId });
}

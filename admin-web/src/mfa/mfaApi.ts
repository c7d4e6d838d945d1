import type { AdminAccount, InvitationDetails, MfaConfirmation, MfaEnrolment, MfaStartRequest } from '@gameshift/contracts';
import { adminCall, adminPost, publicPost } from '../dataProvider';

export const getMe = () => adminCall<AdminAccount>('me');

/** With a factor confirmed, `currentCode` (a code of it or a recovery code) is its proof. */
export const startMfaEnrolment = (currentCode?: string) =>
  adminPost<MfaEnrolment>('me/mfa', currentCode === undefined ? {} : ({ current_code: currentCode } satisfies MfaStartRequest));

export const confirmMfaEnrolment = (code: string) => adminPost<MfaConfirmation>('me/mfa/confirm', { code });

// Public, like the acceptance: the invitee has no session yet.
export const lookUpInvitation = (token: string) => publicPost<InvitationDetails>('/api/admin-invitations/lookup', { token });

export const acceptInvitation = async (token: string, password: string): Promise<void> => {
  await publicPost('/api/admin-invitations/accept', { token, password });
};

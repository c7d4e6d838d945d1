import { useGetList } from 'react-admin';
import type { AdminAccount } from '@gameshift/contracts';

/**
 * The id of the team's only owner, or null while there are two or more. An invitation as owner is
 * not an owner until it is accepted. The server refuses to demote or remove the last owner; the
 * portal does not offer it.
 */
export const useLastOwnerId = (): string | null => {
  const { data } = useGetList<AdminAccount>('admins', {
    filter: { role: 'owner' },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'created_at', order: 'ASC' },
  });
  const owners = (data ?? []).filter((account) => !account.invitation_expires_at);
  return owners.length === 1 ? owners[0].id : null;
};

import { useQuery } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'react-admin';
import type { ConfirmationFunnel } from '@gameshift/contracts';
import { adminCall } from '../dataProvider';

/** Sign-ups and confirmations per day and per mail provider; a 401 ends the session like any query. */
export function useFunnel() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useQuery<ConfirmationFunnel>({
    queryKey: ['admin', 'stats', 'funnel'],
    queryFn: async () => {
      try {
        return await adminCall<ConfirmationFunnel>('stats/funnel');
      } catch (error) {
        await logoutIfAccessDenied(error);
        throw error;
      }
    },
  });
}

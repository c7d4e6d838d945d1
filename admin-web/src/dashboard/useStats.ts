import { useQuery } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'react-admin';
import type { DashboardStats } from '@gameshift/contracts';
import { adminCall } from '../dataProvider';

/** The dashboard figures. A 401 ends the session here just as it does for react-admin's own queries. */
export function useStats() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useQuery<DashboardStats>({
    queryKey: ['admin', 'stats'],
    // The mail backlog changes by the minute on launch day; the figures follow without a reload.
    refetchInterval: 60_000,
    queryFn: async () => {
      try {
        return await adminCall<DashboardStats>('stats');
      } catch (error) {
        await logoutIfAccessDenied(error);
        throw error;
      }
    },
  });
}

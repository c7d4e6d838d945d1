import { useQuery } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'react-admin';
import { dataProvider } from '../dataProvider';

/** The periods the Traffic page offers, in days. */
export const TRAFFIC_RANGES = [7, 30, 90] as const;
export type TrafficRange = (typeof TRAFFIC_RANGES)[number];

/** One figure of the Traffic page for a period; a 401 ends the session like any query. */
function useTrafficQuery<T>(figure: 'visitors' | 'sources' | 'journey', days: TrafficRange, load: (days: number) => Promise<T>) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useQuery<T>({
    queryKey: ['admin', 'stats', figure, days],
    queryFn: async () => {
      try {
        return await load(days);
      } catch (error) {
        await logoutIfAccessDenied(error);
        throw error;
      }
    },
  });
}

export const useVisitors = (days: TrafficRange) => useTrafficQuery('visitors', days, dataProvider.getVisitors);
export const useSources = (days: TrafficRange) => useTrafficQuery('sources', days, dataProvider.getSources);
export const useJourney = (days: TrafficRange) => useTrafficQuery('journey', days, dataProvider.getJourney);

/** A share as a whole percentage, or a dash when there is nothing to divide by. */
export function percent(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '–';
}

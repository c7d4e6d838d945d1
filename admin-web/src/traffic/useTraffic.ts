import { useQuery } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'react-admin';
import type { JourneyCounts, TrafficSource, VisitorsPerDay } from '@gameshift/contracts';
import { adminCall } from '../dataProvider';

/** The periods the Traffic page offers, in days. */
export const TRAFFIC_RANGES = [7, 30, 90] as const;
export type TrafficRange = (typeof TRAFFIC_RANGES)[number];

/** One figure of the Traffic page for a period; a 401 ends the session like any query. */
function useTrafficQuery<T>(figure: 'visitors' | 'sources' | 'journey', days: TrafficRange) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useQuery<T>({
    queryKey: ['admin', 'stats', figure, days],
    queryFn: async () => {
      try {
        return await adminCall<T>(`stats/${figure}?days=${days}`);
      } catch (error) {
        await logoutIfAccessDenied(error);
        throw error;
      }
    },
  });
}

export const useVisitors = (days: TrafficRange) => useTrafficQuery<VisitorsPerDay>('visitors', days);
export const useSources = (days: TrafficRange) => useTrafficQuery<TrafficSource[]>('sources', days);
export const useJourney = (days: TrafficRange) => useTrafficQuery<JourneyCounts>('journey', days);

/**
 * A share as a whole percentage; a dash when there is nothing to divide by, or when the part is
 * larger than the whole: reservations come from the database and visitors from the pages' events
 * (which a browser declining tracking never sends), so a rate over 100 % would be no rate at all.
 */
export function percent(part: number, whole: number): string {
  return whole > 0 && part <= whole ? `${Math.round((part / whole) * 100)}%` : '–';
}

import { useQuery } from '@tanstack/react-query';
import { fetchPartnerFound } from '../../lib/firstRouteEndpoints';
import { queryKeys } from '../../lib/queryKeys';

export const partnerFoundKey = queryKeys.partnerFound;

/**
 * Number of members who found their partner. On the home page the home request fills it in, so
 * the separate call is made only on other pages (`enabled`).
 */
export function usePartnerFound(enabled: boolean) {
  return useQuery({
    queryKey: partnerFoundKey,
    queryFn: ({ signal }) => fetchPartnerFound(signal),
    enabled,
    staleTime: 30 * 60 * 1000,
    select: (d) => d.count,
  });
}

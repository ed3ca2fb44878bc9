import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPartnerFound } from '../../lib/firstRouteEndpoints';
import { queryKeys } from '../../lib/queryKeys';

export const partnerFoundKey = queryKeys.partnerFound;

/**
 * `GET /api/configs/count/partner-found`: `{ count }`, the number of members who found their
 * partner (SPEC.md section 1 footer). Also fetched by the server render (entry-server.tsx).
 */
export const partnerFoundQuery = queryOptions({
  queryKey: partnerFoundKey,
  queryFn: ({ signal }) => fetchPartnerFound(signal),
  staleTime: 30 * 60 * 1000,
});

/**
 * The partner-found count (a number; undefined while loading). On the home page the home request
 * fills it in, so the separate call is made only on other pages (`enabled`).
 */
export function usePartnerFound(enabled: boolean) {
  return useQuery({ ...partnerFoundQuery, enabled, select: (d) => d.count });
}

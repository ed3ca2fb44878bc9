import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeResponse } from '@nikah/shared';
import { queryClient } from '../../app/queryClient';
import { apiGet } from '../../lib/api';
import { partnerFoundKey } from '../layout/queries';

/** The one request of the home page (SPEC.md section 1). */
export const homeQuery = queryOptions({
  queryKey: ['home'] as const,
  queryFn: async ({ signal }) => {
    const home = await apiGet<HomeResponse>('/api/home/', { signal });
    // The footer's count comes with the home data: no second request on the home page.
    queryClient.setQueryData(partnerFoundKey, { count: home.partner_found });
    return home;
  },
});

/** Starts loading the home data without waiting (used by the route loader). */
export function prefetchHome(): void {
  void queryClient.prefetchQuery(homeQuery);
}

export function useHome() {
  return useQuery(homeQuery);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../app/queryClient';
import { fetchHome } from '../../lib/firstRouteEndpoints';
import { queryKeys } from '../../lib/queryKeys';
import { partnerFoundKey } from '../layout';

/** The one request of the home page (SPEC.md section 1). */
export const homeQuery = queryOptions({
  queryKey: queryKeys.home,
  queryFn: async ({ signal, client }) => {
    const home = await fetchHome(signal);
    // The footer's count comes with the home data: no second request on the home page. Into the
    // client that asked (the server render's own, on the server), not the browser's.
    client.setQueryData(partnerFoundKey, { count: home.partner_found });
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

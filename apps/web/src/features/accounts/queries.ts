/**
 * Data of the account screens only: the blocked keywords a profile may not contain (SPEC.md
 * section 5). The reference lists and the member's own profile are the app's (app/sharedQueries.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { fetchBlockedKeywords } from '../../lib/endpoints';
import { queryKeys } from '../../lib/queryKeys';

/** Keywords a profile may not contain (SPEC.md section 5); empty until loaded. */
export function useBlockedKeywords() {
  return useQuery({
    queryKey: queryKeys.reference.blockedKeywords,
    queryFn: ({ signal }) => fetchBlockedKeywords(signal),
    select: (d) => d.map((k) => k.keyword),
    staleTime: 10 * 60 * 1000,
  });
}

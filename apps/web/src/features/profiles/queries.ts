import { useQuery } from '@tanstack/react-query';
import { fetchNewProfiles } from '../../lib/endpoints';
import { queryKeys } from '../../lib/queryKeys';

/** The latest approved profiles (SPEC.md section 9: 50). */
export function useNewProfiles() {
  return useQuery({
    queryKey: queryKeys.profiles.newest,
    queryFn: ({ signal }) => fetchNewProfiles(signal),
    select: (d) => d.results,
  });
}

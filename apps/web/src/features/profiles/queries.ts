import { useQuery } from '@tanstack/react-query';
import type { ProfileCard } from '@nikah/shared';
import { apiGet } from '../../lib/api';

/** The latest approved profiles (SPEC.md section 9: 50). */
export function useNewProfiles() {
  return useQuery({
    queryKey: ['profiles', 'new'],
    queryFn: ({ signal }) => apiGet<{ results: ProfileCard[] }>('/api/profiles/new-profiles/', { signal }),
    select: (d) => d.results,
  });
}

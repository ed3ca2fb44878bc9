/**
 * The member's own profile ("user data" of SPEC.md section 3), synced by the layout; also exported
 * by ./sharedQueries.ts with the data every area reads.
 */
import { useQuery } from '@tanstack/react-query';
import { fetchProfile } from '../lib/firstRouteEndpoints';
import { queryKeys } from '../lib/queryKeys';
import { useSession } from './session';

/**
 * The member's own profile ("user data" of SPEC.md section 3), or undefined for visitors and
 * accounts without a profile. The layout waits for it on pages below the root.
 */
export function useUserData() {
  const session = useSession();
  const slug = session?.slug ?? '';
  const query = useQuery({
    queryKey: queryKeys.profile.detail(slug),
    // The owner's own profile: no view is counted.
    queryFn: ({ signal }) => fetchProfile(slug, { skipUpdate: true }, signal),
    enabled: slug !== '',
    staleTime: 60 * 1000,
    retry: false,
  });
  const data = query.data?.is_owner ? query.data : undefined;
  return { ...query, data, syncing: slug !== '' && query.isPending };
}

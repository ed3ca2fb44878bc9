/**
 * Data of the account screens: reference lists for the profile form (SPEC.md section 7), the
 * blocked keywords, and the member's own profile ("user data", synced by the layout).
 */
import { useQuery } from '@tanstack/react-query';
import type { CountryItem, ProfileDetail, ReferenceItem, OwnerProfileDetail } from '@nikah/shared';
import { apiGet, apiPost } from '../../lib/api';
import { useSession } from './session';

/** Reference lists change rarely: keep them for a day. */
const REFERENCE_STALE_MS = 24 * 60 * 60 * 1000;

type Envelope<T> = { data: T[] };

export function useCountries() {
  return useQuery({
    queryKey: ['reference', 'countries'],
    queryFn: ({ signal }) => apiGet<Envelope<CountryItem>>('/api/profiles/country-list/', { signal }),
    select: (d) => d.data,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** States of a country id (India when undefined). */
export function useStates(countryId?: number, enabled = true) {
  return useQuery({
    queryKey: ['reference', 'states', countryId ?? 'india'],
    queryFn: ({ signal }) =>
      apiGet<Envelope<ReferenceItem>>(
        countryId ? `/api/profiles/state-list?country=${countryId}` : '/api/profiles/state-list',
        { signal },
      ),
    select: (d) => d.data,
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}

/** Cities of a state, by the state's display name. */
export function useCities(stateName: string) {
  return useQuery({
    queryKey: ['reference', 'cities', stateName],
    queryFn: ({ signal }) =>
      apiPost<Envelope<ReferenceItem>>(
        `/api/profiles/city-list/?state=${encodeURIComponent(stateName)}`,
        {},
        { signal },
      ),
    select: (d) => d.data,
    staleTime: REFERENCE_STALE_MS,
    enabled: stateName.trim() !== '',
  });
}

export function useBiradaries() {
  return useQuery({
    queryKey: ['reference', 'biradaries'],
    queryFn: ({ signal }) => apiGet<Envelope<ReferenceItem>>('/api/profiles/biradari-list/', { signal }),
    select: (d) => d.data,
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useMaslaks() {
  return useQuery({
    queryKey: ['reference', 'maslaks'],
    queryFn: ({ signal }) => apiGet<Envelope<ReferenceItem>>('/api/profiles/maslak-list/', { signal }),
    select: (d) => d.data,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** Keywords a profile may not contain (SPEC.md section 5); empty until loaded. */
export function useBlockedKeywords() {
  return useQuery({
    queryKey: ['configs', 'blocked-keywords'],
    queryFn: ({ signal }) =>
      apiGet<{ id: number; keyword: string }[]>('/api/configs/blocked-keywords/', { signal }),
    select: (d) => d.map((k) => k.keyword),
    staleTime: 10 * 60 * 1000,
  });
}

export const profileKey = (slug: string) => ['profile', slug] as const;

/** A profile by slug (the owner gets every field). Needs a session. */
export function fetchProfile(slug: string, signal?: AbortSignal): Promise<ProfileDetail> {
  return apiGet<ProfileDetail>(`/api/profiles/detail-slug/${encodeURIComponent(slug)}?skip-update=true`, {
    signal,
  });
}

/**
 * The member's own profile ("user data" of SPEC.md section 3), or undefined for visitors and
 * accounts without a profile. The layout waits for it on pages below the root.
 */
export function useUserData() {
  const session = useSession();
  const slug = session?.slug ?? '';
  const query = useQuery({
    queryKey: profileKey(slug),
    queryFn: ({ signal }) => fetchProfile(slug, signal),
    enabled: slug !== '',
    staleTime: 60 * 1000,
    retry: false,
  });
  const data = query.data?.is_owner ? query.data : undefined;
  return { ...query, data, syncing: slug !== '' && query.isPending };
}

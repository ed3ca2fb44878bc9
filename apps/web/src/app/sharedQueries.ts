/**
 * Data every area reads (SPEC.md sections 3 and 7): the reference lists of the profile and search
 * forms, and the member's own profile ("user data", synced by the layout: ./userData.ts). The
 * app's, not one feature's (issue 33 point 3): the session's data and the lists of any form.
 */
import { useQuery } from '@tanstack/react-query';
import { fetchBiradaries, fetchCities, fetchCountries, fetchMaslaks, fetchStates } from '../lib/endpoints';
import { queryKeys } from '../lib/queryKeys';

// The member's own profile is read by the layout, on the first route: its own module
// (./userData.ts), so that the reference lists' endpoints stay off it (issue 29).
export { useUserData } from './userData';

/** Reference lists change rarely: keep them for a day. */
const REFERENCE_STALE_MS = 24 * 60 * 60 * 1000;

export function useCountries() {
  return useQuery({
    queryKey: queryKeys.reference.countries,
    queryFn: ({ signal }) => fetchCountries(signal),
    select: (d) => d.data,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** States of a country id (India when undefined). */
export function useStates(countryId?: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.reference.states(countryId),
    queryFn: ({ signal }) => fetchStates(countryId, signal),
    select: (d) => d.data,
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}

/** Cities of a state, by the state's display name. */
export function useCities(stateName: string) {
  return useQuery({
    queryKey: queryKeys.reference.cities(stateName),
    queryFn: ({ signal }) => fetchCities(stateName, signal),
    select: (d) => d.data,
    staleTime: REFERENCE_STALE_MS,
    enabled: stateName.trim() !== '',
  });
}

export function useBiradaries() {
  return useQuery({
    queryKey: queryKeys.reference.biradaries,
    queryFn: ({ signal }) => fetchBiradaries(signal),
    select: (d) => d.data,
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useMaslaks() {
  return useQuery({
    queryKey: queryKeys.reference.maslaks,
    queryFn: ({ signal }) => fetchMaslaks(signal),
    select: (d) => d.data,
    staleTime: REFERENCE_STALE_MS,
  });
}

/**
 * "Show contact" and "who viewed my number" (DESIGN.md D6, issue 13): the endpoint functions,
 * parsed with the shared schemas, and their TanStack Query hooks. Contact details never come with
 * the profile detail of another member; this explicit action asks for them, and the server checks
 * the rules, counts the reveal against the member's daily cap and logs it for the owner.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  contactDetails,
  contactViewsResponse,
  parseErrorKeys,
  type ContactDetails,
  type ContactViewsResponse,
  type MessageKey,
} from '@nikah/shared';
import { ApiError, call, shouldRetry } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';

/** Query key of the owner's "who viewed my number" list (under the discovery prefix). */
export const contactViewsKey = [...queryKeys.discovery.all, 'contact-views'] as const;

/**
 * `POST /api/profiles/contact/{profile_code}/`: the contact details of a profile. `fromProposal`
 * adds `?from=proposal` (opened from a proposal that profile sent). Throws the ApiError of the
 * server: 403 (private or outside the owner's hours), 429 (daily cap), 404.
 */
export function showContact(profileCode: string, fromProposal = false): Promise<ContactDetails> {
  const query = fromProposal ? '?from=proposal' : '';
  return call('POST', `/api/profiles/contact/${encodeURIComponent(profileCode)}/${query}`, contactDetails, {
    body: {},
  });
}

/** `GET /api/profiles/contact-views/`: who was shown my contact details or photos, latest first. */
export function fetchContactViews(signal?: AbortSignal): Promise<ContactViewsResponse> {
  return call('GET', '/api/profiles/contact-views/', contactViewsResponse, { signal });
}

/** The message key of a failed reveal (D18: translated by key, never by its English text). */
export function revealErrorKey(error: unknown): MessageKey | null {
  if (!(error instanceof ApiError)) return null;
  return parseErrorKeys(error.errorKeys).detail?.key ?? null;
}

/** The "Show contact" action of profile `profileCode`. */
export function useShowContact(profileCode: string, fromProposal = false) {
  return useMutation({ mutationFn: () => showContact(profileCode, fromProposal) });
}

/** The owner's "who viewed my number" list; `enabled` only on the member's own profile. */
export function useContactViews(enabled: boolean) {
  return useQuery({
    queryKey: contactViewsKey,
    queryFn: ({ signal }) => fetchContactViews(signal),
    enabled,
    staleTime: 60 * 1000,
    retry: shouldRetry,
  });
}

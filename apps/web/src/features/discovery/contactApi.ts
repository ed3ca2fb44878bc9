/**
 * "Show contact" and "who viewed my number" (DESIGN.md D6, issue 13): the TanStack Query hooks
 * over their endpoint functions (lib/endpoints.ts). Contact details never come with
 * the profile detail of another member; this explicit action asks for them, and the server checks
 * the rules, counts the reveal against the member's daily cap and logs it for the owner.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { MessageKey } from '@nikah/shared';
import { shouldRetry } from '../../lib/api';
import { detailKeyOf } from '../../lib/messages';
import { fetchContactViews, showContact } from '../../lib/endpoints';
import { queryKeys } from '../../lib/queryKeys';

/** The message key of a failed reveal (D18: translated by key, never by its English text). */
export const revealErrorKey = (error: unknown): MessageKey | null => detailKeyOf(error);

/** The "Show contact" action of profile `profileCode`. */
export function useShowContact(profileCode: string, fromProposal = false) {
  return useMutation({ mutationFn: () => showContact(profileCode, fromProposal) });
}

/** The owner's "who viewed my number" list; `enabled` only on the member's own profile. */
export function useContactViews(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.discovery.contactViews,
    queryFn: ({ signal }) => fetchContactViews(signal),
    enabled,
    staleTime: 60 * 1000,
    retry: shouldRetry,
  });
}

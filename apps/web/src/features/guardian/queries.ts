/**
 * Data of the guardian feature (DESIGN.md D19; issue 10): the member's guardians (list, invite,
 * remove) and the guardian's read-only views, as TanStack Query hooks over lib/endpoints.ts.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { shouldRetry } from '../../lib/api';
import {
  acceptGuardian,
  fetchGuardedFriends,
  fetchGuardedMembers,
  fetchGuardedMessages,
  fetchGuardians,
  inviteGuardian,
  removeGuardian,
} from '../../lib/endpoints';
import { queryKeys } from '../../lib/queryKeys';
import { toast } from '../../app/toast';
import { errorText } from '../../lib/messages';

/** The member's invited and active guardians. */
export function useGuardians() {
  return useQuery({
    queryKey: queryKeys.guardian.mine,
    queryFn: ({ signal }) => fetchGuardians(signal),
    retry: shouldRetry,
  });
}

/** Invites a guardian; the list refreshes. Errors are left to the form (field errors by key). */
export function useInviteGuardian() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: inviteGuardian,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.guardian.mine }),
  });
}

/** Removes a guardian at once, with a toast either way. */
export function useRemoveGuardian() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeGuardian,
    onSuccess: () => toast(t('guardian.card.removed'), 'success'),
    onError: (error) => toast(errorText(t, error), 'error'),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.guardian.mine }),
  });
}

/** Accepts an invitation (starts the guardian's session). */
export function useAcceptGuardian() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptGuardian,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.guardian.all }),
  });
}

/** The members the caller guards. */
export function useGuardedMembers(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.guardian.members,
    queryFn: ({ signal }) => fetchGuardedMembers(signal),
    enabled,
    retry: shouldRetry,
    refetchOnWindowFocus: true,
  });
}

/** A guarded member's chat list (403 once the member removed the caller). */
export function useGuardedFriends(profileId: number | null) {
  return useQuery({
    queryKey: queryKeys.guardian.friends(profileId ?? 0),
    queryFn: ({ signal }) => fetchGuardedFriends(profileId ?? 0, signal),
    enabled: profileId !== null,
    retry: shouldRetry,
    refetchOnWindowFocus: true,
  });
}

/** The latest page of a guarded member's conversation with `friendId`. */
export function useGuardedMessages(profileId: number | null, friendId: number | null) {
  return useQuery({
    queryKey: queryKeys.guardian.messages(profileId ?? 0, friendId ?? 0),
    queryFn: ({ signal }) => fetchGuardedMessages(profileId ?? 0, friendId ?? 0, undefined, signal),
    enabled: profileId !== null && friendId !== null,
    retry: shouldRetry,
    refetchOnWindowFocus: true,
  });
}

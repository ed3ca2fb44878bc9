/**
 * Data of the group forums (SPEC.md sections 4, 7 and 8; DESIGN.md D8; issue 10): the TanStack
 * Query hooks over the group endpoints, with the toasts of SPEC.md section 8 by message key.
 * New messages arrive by push (`group:message`, see `useGroupPush`); while the socket is down the
 * open group and the list are polled every GROUP_POLL_MS (packages/shared, SPEC.md section 9) instead.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ERROR_POPUP_MS, GROUP_POLL_MS, msg, type GroupItem } from '@nikah/shared';
import { ApiError, shouldRetry } from '../../lib/api';
import {
  createGroup,
  deleteGroup,
  fetchGroupMessages,
  fetchGroups,
  sendGroupMessage,
  setGroupMembership,
} from '../../lib/endpoints';
import { queryKeys } from '../../lib/queryKeys';
import { toast } from '../../app/toast';
import { errorText, translateRef } from '../../lib/messages';
import { useSession } from '../../app/session';

/** The groups with the member's unread counts; polled only when `poll`. */
export function useGroups(poll: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.groups.list,
    queryFn: ({ signal }) => fetchGroups(signal),
    enabled: !!session,
    refetchInterval: poll ? GROUP_POLL_MS : false,
    retry: shouldRetry,
  });
}

/** The latest messages of `group` (null: none open); reading marks it read. Polled only when `poll`. */
export function useGroupMessages(group: GroupItem | null, poll: boolean) {
  const queryClient = useQueryClient();
  const name = group?.group_name ?? '';
  return useQuery({
    queryKey: queryKeys.groups.messages(name),
    queryFn: async ({ signal }) => {
      const page = await fetchGroupMessages(name, undefined, signal);
      // Reading marked the group read: its badge goes.
      queryClient.setQueryData<{ groups: GroupItem[] }>(queryKeys.groups.list, (old) =>
        old
          ? { groups: old.groups.map((g) => (g.id === page.group.id ? { ...g, unread_count: 0 } : g)) }
          : old,
      );
      return page;
    },
    enabled: group !== null && group.joined,
    refetchInterval: poll ? GROUP_POLL_MS : false,
    retry: (count, error) =>
      !(error instanceof ApiError && error.status === 403) && shouldRetry(count, error),
  });
}

function useRefreshGroups() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeys.groups.all });
}

/** Joins (`join: true`) or leaves a group: 'Successfully joined the group! 🎉' or the refusal by key. */
export function useGroupMembership(profileId: number | null) {
  const { t } = useTranslation();
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (vars: { group: GroupItem; join: boolean }) =>
      setGroupMembership(vars.join, {
        group_name: vars.group.group_name,
        ...(profileId !== null ? { user_id: profileId } : {}),
      }),
    onSuccess: (_data, { join }) => {
      toast(join ? translateRef(t, msg('groupJoined')) : t('groups.toast.left'), 'success');
      refresh();
    },
    onError: (error) => toast(errorText(t, error), 'error'),
  });
}

/** A superuser creates a group: 'Group created successfully! 🎉', else 'Failed to create group 😕'. */
export function useCreateGroup(profileId: number | null) {
  const { t } = useTranslation();
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (groupName: string) =>
      createGroup({ group_name: groupName, ...(profileId !== null ? { user_id: profileId } : {}) }),
    onSuccess: () => {
      toast(translateRef(t, msg('groupCreated')), 'success', ERROR_POPUP_MS);
      refresh();
    },
    onError: (error) =>
      toast(
        error instanceof ApiError && error.status === 409
          ? errorText(t, error)
          : translateRef(t, msg('groupCreateFailed')),
        'error',
      ),
  });
}

/** A superuser deletes a group: 'Deleted! Group has been deleted.', else 'Failed to delete group ❌'. */
export function useDeleteGroup() {
  const { t } = useTranslation();
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (group: GroupItem) => deleteGroup(group.id),
    onSuccess: () => {
      toast(translateRef(t, msg('groupDeleted')), 'success');
      refresh();
    },
    onError: () => toast(translateRef(t, msg('groupDeleteFailed')), 'error'),
  });
}

/** Posts `text` to `group`; the open group's messages refresh. Refusals are shown by key. */
export function useSendGroupMessage(group: GroupItem | null, profileId: number | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      sendGroupMessage({
        group_name: group?.group_name ?? '',
        text,
        ...(profileId !== null ? { user_id: profileId } : {}),
      }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.groups.messages(group?.group_name ?? '') }),
    onError: (error) => toast(errorText(t, error), 'error'),
  });
}

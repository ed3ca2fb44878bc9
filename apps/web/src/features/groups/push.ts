/**
 * The push of group messages (DESIGN.md section 3 "Real time"), over the tab's one Socket.IO
 * connection (lib/socket.ts): a `group:message` for the open group refreshes its
 * messages (which also marks it read); one for another group adds to that group's unread badge in
 * the cached list, without a request. After a reconnect the list and the open group are fetched
 * again (what was missed). Returns whether the push is up; while it is not, the page polls.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AvailableGroupsResponse } from '@nikah/shared';
import { queryKeys } from '../../lib/queryKeys';
import { useSession } from '../../app/session';
import { useSocket } from '../../lib/useSocket';
import { onReconnect, subscribe } from '../chat';

export function useGroupPush(openGroup: string | null): boolean {
  const session = useSession();
  const state = useSocket(session?.profileId ?? null);
  const queryClient = useQueryClient();
  const me = session?.profileId ?? null;
  useEffect(
    () =>
      subscribe('group:message', (message) => {
        if (message.group_name === openGroup) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.groups.messages(message.group_name) });
          return;
        }
        if (message.sender_id !== null && message.sender_id === me) return;
        queryClient.setQueryData<AvailableGroupsResponse>(queryKeys.groups.list, (old) =>
          old
            ? {
                groups: old.groups.map((g) =>
                  g.id === message.group_id && g.joined ? { ...g, unread_count: g.unread_count + 1 } : g,
                ),
              }
            : old,
        );
      }),
    [openGroup, me, queryClient],
  );
  useEffect(
    () => onReconnect(() => void queryClient.invalidateQueries({ queryKey: queryKeys.groups.all })),
    [queryClient],
  );
  return state === 'connected';
}

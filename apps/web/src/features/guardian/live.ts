/**
 * The guardian's page live (DESIGN.md D19 and section 3 "Real time"; issue 34 point 1): while a
 * guardian reads, the tab's socket is open for their session, which the server lets listen only
 * to `guarded:message`. Each new message refreshes the guarded member's chat list and, when it is
 * open, that conversation (only queries on screen refetch). After a reconnect the open views
 * refetch what they missed; while the socket is down they poll every FRIEND_POLL_MS (SPEC.md
 * section 9), as the member's chat does.
 */
import { useQueryClient } from '@tanstack/react-query';
import { FRIEND_POLL_MS } from '@nikah/shared';
import type { Session } from '../../app/session';
import { queryKeys } from '../../lib/queryKeys';
import { useOnReconnect, usePollingWhileDown, useSocket, useSocketEvent } from '../../lib/useSocket';

/** Keeps the guardian's open views current; `session` null (signed out) keeps the socket closed. */
export function useGuardianLive(session: Session | null): void {
  const queryClient = useQueryClient();
  // A member who also guards someone keeps their member socket (it hears `guarded:message` too).
  useSocket(session ? (session.profileId ?? `guardian:${session.username}`) : null);
  const refreshAll = () => void queryClient.invalidateQueries({ queryKey: queryKeys.guardian.all });
  useSocketEvent('guarded:message', ({ member_id, message }) => {
    const partner = message.sender_id === member_id ? message.receiver_id : message.sender_id;
    void queryClient.invalidateQueries({ queryKey: queryKeys.guardian.friends(member_id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.guardian.messages(member_id, partner) });
  });
  useOnReconnect(refreshAll);
  usePollingWhileDown(refreshAll, FRIEND_POLL_MS);
}

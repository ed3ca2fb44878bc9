/**
 * What the server does with the events a client sends (DESIGN.md section 3, issue 10). Each payload
 * is parsed with its shared Zod schema (`clientEventPayloads`); a bad payload, an event past the
 * socket's rate (SOCKET_EVENTS_PER_10_SECONDS) or a failed query is dropped (a failure is logged),
 * never thrown, so no client can crash the server; a client that passes an acknowledgement
 * callback learns which (`SocketEventAck`, issue 14). The acting member is always the socket's own
 * (the handshake's session): no event names whose events to receive.
 *
 * - `typing {to, typing}`: forwarded as `typing {from, typing}` to `to` only when the two may chat
 *   (friends, no block either way; `mayChat`, remembered per socket for TYPING_PAIR_TTL_MS).
 * - `message:received {message_ids}`: `markReceived`, then `message:status` received to the senders.
 * - `conversation:read {with}`: `markRead`, then `message:status` read to `with` and the reader's
 *   new unread counts (`unread`) to every socket of the reader.
 */
import type { z } from 'zod';
import { clientEventPayloads, type ClientEventName, type SocketEventAck } from '@nikah/shared';
import type { Db } from '../../db/client';
import { announceStatus, markRead, markReceived, mayChat, unreadCountsOf } from '../chat/service';
import type { RealtimeHub } from './hub';
import type { ChatSocket } from './types';

/** How long, in ms, a socket remembers whether it may send typing events to a member. */
export const TYPING_PAIR_TTL_MS = 30_000;
const RATE_WINDOW_MS = 10_000;
/** Most members a socket remembers typing permissions for (then it forgets them all). */
const TYPING_PAIRS_MAX = 200;
/** Largest id of a serial column: a larger one names nothing (and would fail the query). */
const MAX_ID = 2_147_483_647;
const isId = (n: number) => n > 0 && n <= MAX_ID;

export interface EventDeps {
  db: Db;
  hub: RealtimeHub;
  now: () => Date;
  /** SOCKET_EVENTS_PER_10_SECONDS. */
  eventsPer10Seconds: number;
  logError: (err: unknown, message: string) => void;
}

/**
 * Installs the client event handlers on `socket`, a member's socket whose member is `me` (its
 * `socket.data.profileId`; a guardian's socket gets none: it only listens, D19).
 */
export function handleClientEvents(socket: ChatSocket, me: number, deps: EventDeps): void {
  const { db, hub } = deps;
  const typingPairs = new Map<number, { allowed: boolean; until: number }>();
  let windowStart = 0;
  let eventsInWindow = 0;

  const withinRate = () => {
    const t = Date.now();
    if (t - windowStart >= RATE_WINDOW_MS) {
      windowStart = t;
      eventsInWindow = 0;
    }
    eventsInWindow += 1;
    return eventsInWindow <= deps.eventsPer10Seconds;
  };

  /**
   * A listener that parses its payload with `schema` and runs `handler`, within the socket's rate.
   * When the client passed an acknowledgement callback it gets a `SocketEventAck` (error key only,
   * never the failure's text); anything else in the ack position is ignored.
   */
  const guarded =
    <T>(event: ClientEventName, schema: z.ZodType<T>, handler: (payload: T) => Promise<void>) =>
    (payload: unknown, ack?: unknown) => {
      const answer = (a: SocketEventAck) => {
        if (typeof ack === 'function') (ack as (a: SocketEventAck) => void)(a);
      };
      if (!withinRate()) return answer({ ok: false, error: 'rate_limited' });
      const parsed = schema.safeParse(payload);
      if (!parsed.success) return answer({ ok: false, error: 'invalid_payload' });
      handler(parsed.data).then(
        () => answer({ ok: true }),
        (err: unknown) => {
          deps.logError(err, `socket ${event} failed`);
          answer({ ok: false, error: 'failed' });
        },
      );
    };

  const mayType = async (to: number) => {
    const known = typingPairs.get(to);
    if (known && known.until > Date.now()) return known.allowed;
    const allowed = isId(to) && (await mayChat(db, me, to));
    if (typingPairs.size >= TYPING_PAIRS_MAX) typingPairs.clear();
    typingPairs.set(to, { allowed, until: Date.now() + TYPING_PAIR_TTL_MS });
    return allowed;
  };

  socket.on(
    'typing',
    guarded('typing', clientEventPayloads.typing, async ({ to, typing }) => {
      if (await mayType(to)) hub.toMember(to, 'typing', { from: me, typing });
    }),
  );

  socket.on(
    'message:received',
    guarded('message:received', clientEventPayloads['message:received'], async ({ message_ids }) => {
      const changes = await markReceived(db, me, message_ids.filter(isId), deps.now());
      announceStatus(hub, changes, 'received', me);
    }),
  );

  socket.on(
    'conversation:read',
    guarded('conversation:read', clientEventPayloads['conversation:read'], async ({ with: other }) => {
      if (!isId(other)) return;
      const changes = await markRead(db, me, other, deps.now());
      if (changes.length === 0) return;
      announceStatus(hub, changes, 'read', me);
      hub.toMember(me, 'unread', await unreadCountsOf(db, me));
    }),
  );
}

/**
 * Who may chat with whom (SPEC.md sections 4 and 8; DESIGN.md D2, D7; issue 10), written once:
 * the REST calls of modules/chat and the socket events (modules/realtime) ask these.
 * - Identity: an id that must name the caller (`sender_id`, `user_id`, `{userId}`) is the
 *   session's profile id, else 403: `authorize(actor, 'actAs', ...)` (authorize.ts).
 * - Friends: two members with an Accepted proposal between them, either way (`acceptedPairSql`).
 * - Blocks: the `blocks` table of modules/blocks, either way, stops delivery (403 'You cannot send
 *   messages to this user as they are blocked.'); the blocker still sees the conversation (to
 *   unblock), the blocked member does not.
 * - Leaving (a pending deletion, leaving.ts): the leaver reads but sends nothing (403
 *   'deletionPendingNoContact'); the other side neither reads nor sends (403 'This member is no
 *   longer available.', which does not say why).
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { msg } from '@nikah/shared';
import { proposals } from '../../db/schema';
import { detailError } from '../../lib/errors';
import type { BlockState } from './blocks';
import { authorizeNewContact } from './leaving';

/**
 * SQL condition: an Accepted proposal exists between profile `me` and the profile id `other`
 * (a column or a value), either way.
 */
export function acceptedPairSql(me: number, other: SQL | number): SQL {
  return sql`EXISTS (SELECT 1 FROM ${proposals} WHERE ${proposals.status} = 'Accepted' AND ((${proposals.senderId} = ${me} AND ${proposals.receiverId} = ${other}) OR (${proposals.senderId} = ${other} AND ${proposals.receiverId} = ${me})))`;
}

/** Drizzle condition on `proposals`: the Accepted proposals between `a` and `b`, either way. */
export function acceptedBetween(a: number, b: number) {
  return and(
    eq(proposals.status, 'Accepted'),
    or(
      and(eq(proposals.senderId, a), eq(proposals.receiverId, b)),
      and(eq(proposals.senderId, b), eq(proposals.receiverId, a)),
    ),
  );
}

/** What decides whether two members may exchange messages. */
export interface ChatPair {
  /** Different members with an Accepted proposal between them. */
  friends: boolean;
  blocks: BlockState;
  /** Which side has a deletion pending (leaving.ts): the caller (`me`), the other (`them`). */
  leaving: { me: boolean; them: boolean };
}

/**
 * "May send to this member" (D7, D11): friends, neither side leaving, no block either way. Throws
 * 403 'You can chat only with members whose proposal you accepted or who accepted yours.' without
 * an Accepted proposal, 403 'deletionPendingNoContact' when the caller is leaving, 403 'This
 * member is no longer available.' when the other is, then 403 'You cannot send messages to this
 * user as they are blocked.' for a block either way.
 */
export function authorizeSend(pair: ChatPair): void {
  if (!pair.friends) throw detailError(403, msg('notFriends'));
  authorizeNewContact(pair.leaving.me);
  if (pair.leaving.them) throw detailError(403, msg('memberUnavailable'));
  if (pair.blocks.byMe || pair.blocks.byThem) throw detailError(403, msg('cannotMessageBlocked'));
}

/**
 * "May read this conversation": friends, the other not leaving (the leaver still reads their own
 * conversations), and not blocked by the other (the blocker keeps the conversation, to unblock).
 * Same errors as `authorizeSend`.
 */
export function authorizeReadConversation(pair: ChatPair): void {
  if (!pair.friends) throw detailError(403, msg('notFriends'));
  if (pair.leaving.them) throw detailError(403, msg('memberUnavailable'));
  if (pair.blocks.byThem) throw detailError(403, msg('cannotMessageBlocked'));
}

/** True when the two may exchange messages now (friends, neither leaving, no block either way). */
export function mayExchange(pair: ChatPair): boolean {
  return pair.friends && !pair.leaving.me && !pair.leaving.them && !pair.blocks.byMe && !pair.blocks.byThem;
}

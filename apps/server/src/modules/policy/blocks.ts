/**
 * Blocking between two members (issue 8; the chat reuses the same table): written once here. A
 * block hides each side from the other's lists both ways (`notBlockedWith`, the one SQL condition
 * every list uses), refuses proposals either way, and hides the blocker's detail from the blocked
 * member, while the blocker may still open the profile they blocked (to unblock it).
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { msg, type MessageRef } from '@nikah/shared';
import type { Db, Tx } from '../../db/client';
import { blocks, profiles } from '../../db/schema';
import { detailError } from '../../lib/errors';

/**
 * SQL condition over `profiles` (or the profile id column `other`): no block exists between
 * member profile `viewerId` and that row, in either direction. Undefined (no condition) when there
 * is no viewer profile, so `and(...)` drops it.
 */
export function notBlockedWith(
  viewerId: number | null | undefined,
  other: SQL | typeof profiles.id = profiles.id,
) {
  if (viewerId === null || viewerId === undefined) return undefined;
  return sql`NOT EXISTS (SELECT 1 FROM ${blocks} WHERE (${blocks.blockerId} = ${viewerId} AND ${blocks.blockedId} = ${other}) OR (${blocks.blockerId} = ${other} AND ${blocks.blockedId} = ${viewerId}))`;
}

/** Which way blocks go between member profile `viewerId` and profile `otherId`. */
export interface BlockState {
  /** The viewer blocked the other. */
  byMe: boolean;
  /** The other blocked the viewer. */
  byThem: boolean;
}

/** The blocks between `viewerId` and `otherId` (none for a viewer without a profile). */
export async function blockState(db: Db | Tx, viewerId: number | null, otherId: number): Promise<BlockState> {
  if (viewerId === null) return { byMe: false, byThem: false };
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, otherId)),
        and(eq(blocks.blockerId, otherId), eq(blocks.blockedId, viewerId)),
      ),
    );
  return {
    byMe: rows.some((r) => r.blockerId === viewerId),
    byThem: rows.some((r) => r.blockerId === otherId),
  };
}

/**
 * "May open this profile despite blocks": a member the profile's owner blocked may not (they get
 * the same 404 `{detail: 'No Profile Found!'}` as for a hidden profile, so the block is not
 * revealed; `notFound` names another message where the route answers unknown ids with one, e.g.
 * the photo files' 'Not found.'); the blocker may (to unblock).
 */
export function authorizeNotBlockedBy(state: BlockState, notFound: MessageRef = msg('noProfile')): void {
  if (state.byThem) throw detailError(404, notFound);
}

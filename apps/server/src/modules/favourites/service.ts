/**
 * Favourites (SPEC.md sections 2, 6, 7 and 8): a member keeps a list of other members' visible
 * profiles. Adding is idempotent; removing works even after the profile became hidden; the list
 * shows visible profiles only (DESIGN.md D4), latest added first.
 */
import { and, desc, eq } from 'drizzle-orm';
import { LOOKUP_LIMIT, type FavouritesResponse, msg } from '@nikah/shared';
import type { Db } from '../../db/client';
import { favourites, profiles } from '../../db/schema';
import {
  VISIBLE_PROFILE_SQL,
  authorizeNewContact,
  authorizeNotBlockedBy,
  blockState,
  leavingState,
  notBlockedWith,
} from '../policy';
import { profileByCode } from '../profiles/by-code';
import { detailError } from '../../lib/errors';
import { presentCard } from '../../presenters/card';
import { cardColumns } from '../profiles/service';
import { markVisited } from '../visitors/service';

/**
 * Adds profile `code` to the favourites of member profile `ownerId` (nothing changes when it is
 * already there). Errors: 400 `{detail}` for one's own profile; 403 'deletionPendingNoContact'
 * while the owner's own deletion is pending (policy/leaving.ts: a favourite is a first step towards
 * another member; removing one stays allowed); 404 `{detail: 'No Profile Found!'}` for an unknown
 * or hidden code and for a profile whose owner blocked `ownerId`.
 */
export async function addFavourite(db: Db, ownerId: number, code: string): Promise<void> {
  const target = await profileByCode(db, code);
  if (target?.id === ownerId) throw detailError(400, msg('favouriteSelf'));
  authorizeNewContact(await leavingState(db, ownerId));
  if (!target?.visible) throw detailError(404, msg('noProfile'));
  authorizeNotBlockedBy(await blockState(db, ownerId, target.id));
  await db
    .insert(favourites)
    .values({ profileId: ownerId, favouriteProfileId: target.id })
    .onConflictDoNothing();
}

/**
 * Removes profile `code` from the favourites of `ownerId`. Succeeds when it was there (even if the
 * profile is hidden now) or when a visible profile has that code; 404 otherwise.
 */
export async function removeFavourite(db: Db, ownerId: number, code: string): Promise<void> {
  const target = await profileByCode(db, code);
  if (!target) throw detailError(404, msg('noProfile'));
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.profileId, ownerId), eq(favourites.favouriteProfileId, target.id)))
    .returning({ id: favourites.favouriteProfileId });
  if (removed.length === 0 && !target.visible) throw detailError(404, msg('noProfile'));
}

/** True when member profile `ownerId` keeps profile `profileId` among its favourites. */
export async function isFavourite(db: Db, ownerId: number | null, profileId: number): Promise<boolean> {
  if (ownerId === null) return false;
  const [row] = await db
    .select({ id: favourites.favouriteProfileId })
    .from(favourites)
    .where(and(eq(favourites.profileId, ownerId), eq(favourites.favouriteProfileId, profileId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The visible favourites of `ownerId` (none blocked either way), latest added first, at most
 * LOOKUP_LIMIT: their codes and their cards with the eye mark.
 */
export async function listFavourites(db: Db, ownerId: number, now: Date): Promise<FavouritesResponse> {
  const rows = await db
    .select(cardColumns)
    .from(favourites)
    .innerJoin(profiles, eq(profiles.id, favourites.favouriteProfileId))
    .where(and(eq(favourites.profileId, ownerId), VISIBLE_PROFILE_SQL, notBlockedWith(ownerId)))
    .orderBy(desc(favourites.createdOn), desc(favourites.favouriteProfileId))
    .limit(LOOKUP_LIMIT);
  const cards = rows.map((r) => presentCard(r, now));
  return {
    favourite_profile_ids: cards.map((c) => c.profile_code),
    results: await markVisited(db, ownerId, cards),
  };
}

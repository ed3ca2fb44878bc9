/**
 * Erasure on time (DESIGN.md D11 and D22, issue 31). When a moderator completes a deletion request
 * (moderation/deletions-service.ts), the profile becomes a tombstone and the account's sessions end
 * at once, and an `erasures` row promises the rest by `due_on` (completion + ERASURE_DAYS). The
 * erasure job (./jobs.ts, every JOB_INTERVAL_MINUTES) runs `runErasures`: it deletes every
 * remaining row about the member (account, sessions, messages, proposals, visits, favourites,
 * contact reveals, blocks, group posts, reports they made, documents, photo hashes, notification
 * log, consents, exports, outbox messages, codes, feedback) and their stored files (photos with
 * their variants, documents, report evidence, export ZIPs), on disk or S3 alike, then marks the
 * row erased and empties the addresses and keys it held.
 *
 * What stays (the tombstone, for abuse handling; the privacy notice says so): the profile row's
 * id and profile code with empty personal columns, deleted_on and deletion status; the reports
 * other members made against the member (reason and status, their text blanked); the moderators'
 * audit entries (no personal data); and this row's dates.
 */
import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  blocks,
  chatMessages,
  consents,
  contactViews,
  dataExports,
  erasures,
  favourites,
  feedback,
  groupMembers,
  groupMessages,
  notificationLog,
  otpCodes,
  outbox,
  photoHashes,
  proposals,
  reports,
  users,
  verificationDocuments,
  visits,
} from '../../db/schema';
import { removeImageVariants } from '../../lib/image-variants';
import type { Storage } from '../../lib/storage';
import { DAY_MS } from '../../lib/time';
import { endSessions } from '../auth/sessions';
import { eraseMemberNotificationData } from '../notifications/erase';

/** Largest number of erasures one pass handles (the next pass takes the rest). */
const ERASURE_BATCH = 50;

/** What `scheduleErasure` needs about the member who leaves. */
export interface Leaving {
  profileId: number;
  userId: number | null;
  /** Username, e-mail addresses and numbers the member used (outbox, codes, feedback rows). */
  addresses: string[];
  /** Storage keys of every file of the member. */
  fileKeys: string[];
}

/**
 * Inside the completion's transaction `tx` (`db` is the app's handle, whose session listeners
 * are told): ends the account's sessions and disables its password at once (nobody signs in as
 * the member any more), and records the erasure due `erasureDays` days after `now`.
 */
export async function scheduleErasure(
  db: Db,
  tx: Tx,
  leaving: Leaving,
  now: Date,
  erasureDays: number,
): Promise<void> {
  if (leaving.userId !== null) {
    await tx.update(users).set({ passwordHash: null }).where(eq(users.id, leaving.userId));
    // Ended through the sessions module, so the member's open sockets are closed too.
    await endSessions(db, leaving.userId, { tx });
  }
  await tx.insert(erasures).values({
    profileId: leaving.profileId,
    userId: leaving.userId,
    addresses: [...new Set(leaving.addresses)],
    fileKeys: [...new Set(leaving.fileKeys)],
    completedOn: now,
    dueOn: new Date(now.getTime() + erasureDays * DAY_MS),
  });
}

/** Removes every row about the member but the tombstone, inside `tx`; returns the export ZIP keys. */
async function removeMemberRows(tx: Tx, e: typeof erasures.$inferSelect): Promise<string[]> {
  const id = e.profileId;
  const userId = e.userId;
  await tx.delete(favourites).where(or(eq(favourites.profileId, id), eq(favourites.favouriteProfileId, id)));
  await tx.delete(visits).where(or(eq(visits.visitorId, id), eq(visits.visitedId, id)));
  await tx.delete(blocks).where(or(eq(blocks.blockerId, id), eq(blocks.blockedId, id)));
  await tx.delete(chatMessages).where(or(eq(chatMessages.senderId, id), eq(chatMessages.receiverId, id)));
  await tx.delete(groupMessages).where(eq(groupMessages.senderId, id));
  await tx.delete(groupMembers).where(eq(groupMembers.profileId, id));
  const views = [eq(contactViews.profileId, id), eq(contactViews.viewerProfileId, id)];
  if (userId !== null) views.push(eq(contactViews.viewerUserId, userId));
  await tx.delete(contactViews).where(or(...views));
  await tx.delete(reports).where(eq(reports.reporterId, id));
  // Reports against the member stay (moderators' history, abuse handling) with their reason only.
  await tx.update(reports).set({ details: null, evidenceKey: null }).where(eq(reports.reportedId, id));
  await tx.delete(verificationDocuments).where(eq(verificationDocuments.profileId, id));
  await tx.delete(photoHashes).where(eq(photoHashes.profileId, id));
  await tx.delete(proposals).where(or(eq(proposals.senderId, id), eq(proposals.receiverId, id)));
  if (e.addresses.length > 0) {
    await tx.delete(outbox).where(inArray(outbox.to, e.addresses));
    await tx.delete(otpCodes).where(inArray(otpCodes.username, e.addresses));
    await tx
      .delete(feedback)
      .where(or(inArray(feedback.mobile, e.addresses), inArray(feedback.email, e.addresses)));
  }
  let exportKeys: string[] = [];
  if (userId !== null) {
    const zips = await tx
      .select({ key: dataExports.storageKey })
      .from(dataExports)
      .where(eq(dataExports.userId, userId));
    exportKeys = zips.map((z) => z.key).filter((k): k is string => !!k);
    await tx.delete(notificationLog).where(eq(notificationLog.userId, userId));
    await tx.delete(consents).where(eq(consents.userId, userId));
    await tx.delete(dataExports).where(eq(dataExports.userId, userId));
    // The notification centre's rows: items, held deliveries, preferences, push subscriptions,
    // saved searches, and other members' unread-chat items naming this member.
    await eraseMemberNotificationData(tx, userId, id);
    // Sessions and captchas go with the account (ON DELETE CASCADE).
    await tx.delete(users).where(eq(users.id, userId));
  }
  return exportKeys;
}

/**
 * One pass at `now`: erases every completed deletion not yet erased (oldest first, at most
 * ERASURE_BATCH), rows in one transaction per member and then the files (a file already gone
 * counts as removed; a storage error leaves the erasure pending for the next pass). Returns the
 * number of members erased. Each erasure is taken with `FOR UPDATE SKIP LOCKED`, so two processes
 * never erase the same member at once.
 */
export async function runErasures(deps: { db: Db; storage: Storage }, now: Date): Promise<number> {
  const pending = await deps.db
    .select({ profileId: erasures.profileId })
    .from(erasures)
    .where(and(isNull(erasures.erasedOn), lte(erasures.completedOn, now)))
    .orderBy(erasures.dueOn)
    .limit(ERASURE_BATCH);
  let erased = 0;
  for (const { profileId } of pending) {
    const keys = await deps.db.transaction(async (tx) => {
      const [e] = await tx
        .select()
        .from(erasures)
        .where(and(eq(erasures.profileId, profileId), isNull(erasures.erasedOn)))
        .for('update', { skipLocked: true });
      if (!e) return null;
      const exportKeys = await removeMemberRows(tx, e);
      const all = [...new Set([...e.fileKeys, ...exportKeys])];
      // Kept with the erasure until the files are gone, so a storage outage loses no key.
      await tx.update(erasures).set({ fileKeys: all }).where(eq(erasures.profileId, profileId));
      return all;
    });
    if (keys === null) continue;
    for (const key of keys) {
      await deps.storage.remove(key);
      // A photo's resized copies (issue 11) are personal data too.
      await removeImageVariants(deps.storage, key);
    }
    await deps.db
      .update(erasures)
      .set({ erasedOn: now, addresses: [], fileKeys: [], userId: null })
      .where(eq(erasures.profileId, profileId));
    erased += 1;
  }
  return erased;
}

/** The erasure of profile `profileId`: when it is due and when it happened (the member's notice). */
export async function erasureOf(db: Db, profileId: number) {
  const [e] = await db
    .select({ dueOn: erasures.dueOn, erasedOn: erasures.erasedOn })
    .from(erasures)
    .where(eq(erasures.profileId, profileId));
  return e ?? null;
}

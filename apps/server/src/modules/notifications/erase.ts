/**
 * What erasure (D22, the privacy work) removes of the notification area for one account: its
 * centre items, held deliveries, preferences, push subscriptions and saved searches. Rows also go
 * with the account (ON DELETE CASCADE); this is for an erasure that keeps a tombstone account.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  heldNotifications,
  notificationPreferences,
  notifications,
  pushSubscriptions,
  savedSearches,
} from '../../db/schema';

/**
 * Deletes account `userId`'s notification data (in `db`, or inside the caller's transaction), and,
 * with `profileId`, the other members' unread-message items that name that profile's sender.
 */
export async function eraseMemberNotificationData(
  db: Db | Tx,
  userId: number,
  profileId?: number,
): Promise<void> {
  if (profileId !== undefined) {
    await db
      .delete(notifications)
      .where(
        and(
          eq(notifications.kind, 'message-unread'),
          sql`${notifications.params}->>'from' = ${String(profileId)}`,
        ),
      );
  }
  await db.delete(heldNotifications).where(eq(heldNotifications.userId, userId));
  await db.delete(notifications).where(eq(notifications.userId, userId));
  await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await db.delete(savedSearches).where(eq(savedSearches.userId, userId));
}

/**
 * Messages to a member about what happened to their profile or proposals (issue 8: a proposal
 * received or accepted; issue 9: approval, rejection, verification, block, deletion), sent through
 * the notifier (SMS to a mobile username, e-mail to an e-mail username; also kept in the outbox
 * with DEV_OUTBOX=true, D23). Each message is recorded in `notification_log`; a throttled kind is skipped when
 * the member already got a throttled message within the window, so a popular profile is not
 * flooded (at most one per member per hour by default).
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import { isEmailUsername } from '@nikah/shared';
import type { Db } from '../../db/client';
import { notificationLog, users } from '../../db/schema';
import type { Notifier } from '../../lib/notifier';

/** What a message is about; the throttled ones share one window per member. */
export type NotificationKind =
  | 'proposal-received'
  | 'proposal-accepted'
  | 'profile-approved'
  | 'profile-rejected'
  | 'verification-decided'
  | 'member-blocked'
  | 'member-warned'
  | 'deletion-completed'
  | 'deletion-declined';

/** Kinds sent at most once per member per window (member-to-member events). */
export const THROTTLED_KINDS: readonly NotificationKind[] = ['proposal-received', 'proposal-accepted'];

export interface MemberMessage {
  /** The account to reach (users.id). */
  userId: number;
  kind: NotificationKind;
  /** Subject of an e-mail. */
  subject: string;
  /** The text, with the link to open (an absolute URL or a path on this site). */
  text: string;
}

/**
 * Sends `message` to the member's username (mobile: sms, e-mail address: email) unless the kind is
 * throttled and a throttled message went to them within `throttleMs` (ms, default one hour).
 * Returns 'sent', 'throttled' or 'no-account'. Delivery errors are not thrown: a failed SMS must
 * not undo the proposal that caused it; they are returned as 'failed'.
 */
export async function notifyMember(
  deps: { db: Db; notifier: Notifier; now?: Date },
  message: MemberMessage,
  opts: { throttleMs?: number } = {},
): Promise<'sent' | 'throttled' | 'no-account' | 'failed'> {
  const now = deps.now ?? new Date();
  const [account] = await deps.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, message.userId));
  if (!account) return 'no-account';
  if (THROTTLED_KINDS.includes(message.kind)) {
    const since = new Date(now.getTime() - (opts.throttleMs ?? 3_600_000));
    const recent = await deps.db
      .select({ id: notificationLog.id })
      .from(notificationLog)
      .where(
        and(
          eq(notificationLog.userId, message.userId),
          inArray(notificationLog.kind, [...THROTTLED_KINDS]),
          gt(notificationLog.createdOn, since),
        ),
      )
      .limit(1);
    if (recent.length > 0) return 'throttled';
  }
  await deps.db
    .insert(notificationLog)
    .values({ userId: message.userId, kind: message.kind, createdOn: now });
  try {
    await deps.notifier.send({
      to: account.username,
      channel: isEmailUsername(account.username) ? 'email' : 'sms',
      subject: message.subject,
      text: message.text,
    });
    return 'sent';
  } catch {
    return 'failed';
  }
}

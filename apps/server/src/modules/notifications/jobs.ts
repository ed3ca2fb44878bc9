/**
 * The notification jobs on the app's job queue (src/jobs, pg-boss; issue 30):
 * - `message-unread`: queued by each chat message for CHAT_UNREAD_NOTIFY_MINUTES later (one job per
 *   conversation and slot); tells the receiver once per unread stretch (`notifyUnreadConversation`).
 * - `notify-digest`: every NOTIFY_DIGEST_INTERVAL_MINUTES, sends what quiet hours held to members
 *   whose hours are over (`sendHeldDigests`).
 * - `saved-search-digest`: once a day (one per day slot across processes), the saved-search digest.
 * Each process asks for the periodic jobs with `sendOncePer`, so several processes run each once.
 */
import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, notifications, profiles } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { DAY_MS, MINUTE_MS } from '../../lib/time';
import { sendSavedSearchDigests } from './saved-searches';
import { sendHeldDigests, type Notices } from './service';

export const MESSAGE_UNREAD_JOB = 'message-unread';
export const NOTIFY_DIGEST_JOB = 'notify-digest';
export const SAVED_SEARCH_DIGEST_JOB = 'saved-search-digest';
export const NOTIFICATION_JOBS = [MESSAGE_UNREAD_JOB, NOTIFY_DIGEST_JOB, SAVED_SEARCH_DIGEST_JOB];

/** The chat page of the conversation with profile `with`. */
export const chatLink = (withProfile: number) => `/chatindex?with=${withProfile}`;

/**
 * Tells the receiver (profile `receiverId`) of the unread messages from profile `senderId` as of
 * `now`, once per unread stretch: only when the oldest unread one is at least `delayMs` old and no
 * `message-unread` notice about this sender was made since it arrived. Returns whether it told.
 */
export async function notifyUnreadConversation(
  db: Db,
  notices: Notices,
  receiverId: number,
  senderId: number,
  now: Date,
  delayMs: number,
): Promise<boolean> {
  const [oldest] = await db
    .select({ createdOn: chatMessages.createdOn })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.receiverId, receiverId),
        eq(chatMessages.senderId, senderId),
        ne(chatMessages.status, 'read'),
      ),
    )
    .orderBy(asc(chatMessages.createdOn))
    .limit(1);
  if (!oldest || oldest.createdOn.getTime() > now.getTime() - delayMs) return false;
  const [receiver] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.id, receiverId))
    .limit(1);
  const [sender] = await db
    .select({ name: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, senderId))
    .limit(1);
  if (!receiver?.userId || !sender) return false;
  const [already] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, receiver.userId),
        eq(notifications.kind, 'message-unread'),
        sql`${notifications.params}->>'from' = ${String(senderId)}`,
        gte(notifications.createdOn, oldest.createdOn),
      ),
    )
    .limit(1);
  if (already) return false;
  await notices.notify(
    {
      userId: receiver.userId,
      kind: 'message-unread',
      params: { name: sender.name, from: String(senderId) },
      link: chatLink(senderId),
    },
    now,
  );
  return true;
}

/**
 * Queues the unread check of the conversation `senderId` -> `receiverId` for `delayMinutes` later
 * (at most one job per conversation and slot). Errors go to `logError`, never thrown: a message is
 * sent whether or not its reminder could be queued.
 */
export function queueUnreadCheck(
  queue: JobQueue | null,
  receiverId: number,
  senderId: number,
  delayMinutes: number,
  logError: (err: unknown, message: string) => void,
): void {
  if (!queue) return;
  queue
    .sendAfter(MESSAGE_UNREAD_JOB, { receiverId, senderId }, delayMinutes * 60, `${receiverId}:${senderId}`)
    .catch((err: unknown) => logError(err, 'could not queue the unread-message notice'));
}

export interface NotificationJobDeps {
  db: Db;
  notices: Notices;
  queue: JobQueue;
  now: () => Date;
  /** CHAT_UNREAD_NOTIFY_MINUTES. */
  unreadMinutes: number;
  /** NOTIFY_DIGEST_INTERVAL_MINUTES. */
  digestMinutes: number;
  logError: (err: unknown, message: string) => void;
}

/** Starts the workers and the periodic requests; the returned `stop()` ends the requests. */
export async function startNotificationJobs(deps: NotificationJobDeps): Promise<{ stop(): void }> {
  const { db, notices } = deps;
  const guarded = (what: string, run: (data: unknown) => Promise<unknown>) => async (data: unknown) => {
    try {
      await run(data);
    } catch (err) {
      deps.logError(err, `${what} failed`);
      throw err;
    }
  };
  await deps.queue.work(
    MESSAGE_UNREAD_JOB,
    guarded('unread-message notice', async (data) => {
      const { receiverId, senderId } = data as { receiverId: number; senderId: number };
      await notifyUnreadConversation(
        db,
        notices,
        receiverId,
        senderId,
        deps.now(),
        deps.unreadMinutes * MINUTE_MS,
      );
    }),
  );
  await deps.queue.work(
    NOTIFY_DIGEST_JOB,
    guarded('quiet-hours digest', () => sendHeldDigests(notices.deps, deps.now())),
  );
  await deps.queue.work(
    SAVED_SEARCH_DIGEST_JOB,
    guarded('saved-search digest', () => sendSavedSearchDigests(db, notices, deps.now())),
  );
  const intervalMs = Math.max(1000, Math.round(deps.digestMinutes * MINUTE_MS));
  const request = () => {
    deps.queue
      .sendOncePer(NOTIFY_DIGEST_JOB, intervalMs / 1000)
      .catch((err: unknown) => deps.logError(err, 'could not enqueue the quiet-hours digest'));
    deps.queue
      .sendOncePer(SAVED_SEARCH_DIGEST_JOB, DAY_MS / 1000)
      .catch((err: unknown) => deps.logError(err, 'could not enqueue the saved-search digest'));
  };
  const every = setInterval(request, intervalMs);
  every.unref();
  return { stop: () => clearInterval(every) };
}

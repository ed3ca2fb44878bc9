/**
 * The scam shield's server side (DESIGN.md D20; issue 10): repeated hits put the sender in the
 * moderators' queue, and moderators see the counts (`GET /api/admin/scam-shield/`). Detection
 * itself is `detectScam` of packages/shared; matched friend messages (`chat_messages.scam`) and
 * group messages (`group_messages.scam`) both count.
 *
 * Flagging: when a sender's hits within SCAM_FLAG_WINDOW_DAYS reach SCAM_FLAG_THRESHOLD, the
 * profile gets `changed_since_approval = true` (the moderation queue lists it as "changed") and
 * the audit log an entry 'scam.flag' on the profile, at most once per window. The audit log needs
 * an acting account and no moderator acted, so the entry names the sender's own account as actor
 * (its `after` says `{source: 'scam-shield'}`); no entry when the profile has no account.
 */
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { SCAM_EXCERPT_MAX, type ScamShieldResponse } from '@nikah/shared';
import type { Db, Tx } from '../../db/client';
import { auditLog, chatMessages, groupMessages, profiles } from '../../db/schema';
import { DAY_MS } from '../../lib/time';
import { recordAudit } from '../moderation/audit';

/** SCAM_FLAG_THRESHOLD and SCAM_FLAG_WINDOW_DAYS of config.ts. */
export interface ScamFlagSettings {
  threshold: number;
  windowDays: number;
}

/** Matched friend and group messages of profile `senderId` since `since`. */
async function hitsSince(db: Db | Tx, senderId: number, since: Date): Promise<number> {
  const [friend, group] = await Promise.all([
    db
      .select({ n: count() })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.senderId, senderId),
          eq(chatMessages.scam, true),
          gte(chatMessages.createdOn, since),
        ),
      ),
    db
      .select({ n: count() })
      .from(groupMessages)
      .where(
        and(
          eq(groupMessages.senderId, senderId),
          eq(groupMessages.scam, true),
          gte(groupMessages.createdOn, since),
        ),
      ),
  ]);
  return Number(friend[0]?.n ?? 0) + Number(group[0]?.n ?? 0);
}

/**
 * After storing a matched message of profile `senderId` at `now` (inside the same transaction
 * `db`), puts the sender in the moderators' queue when their hits within the window reach the
 * threshold and they were not flagged within the window already (file comment). Returns true
 * when it flagged now. Group messages (modules/groups) may call it too.
 */
export async function flagRepeatedScam(
  db: Db | Tx,
  senderId: number,
  now: Date,
  settings: ScamFlagSettings,
): Promise<boolean> {
  const since = new Date(now.getTime() - settings.windowDays * DAY_MS);
  const hits = await hitsSince(db, senderId, since);
  if (hits < settings.threshold) return false;
  const [already] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'scam.flag'),
        eq(auditLog.targetType, 'profile'),
        eq(auditLog.targetId, senderId),
        gte(auditLog.createdOn, since),
      ),
    )
    .limit(1);
  if (already) return false;
  const [before] = await db
    .select({ userId: profiles.userId, changed: profiles.changedSinceApproval })
    .from(profiles)
    .where(eq(profiles.id, senderId));
  if (!before) return false;
  await db
    .update(profiles)
    .set({ changedSinceApproval: true, updatedOn: now })
    .where(eq(profiles.id, senderId));
  if (before.userId !== null) {
    await recordAudit(db, {
      actorUserId: before.userId,
      action: 'scam.flag',
      targetType: 'profile',
      targetId: senderId,
      before: { changed_since_approval: before.changed },
      after: { changed_since_approval: true, source: 'scam-shield', hits, window_days: settings.windowDays },
      remarks: `Scam shield: ${hits} matched messages in ${settings.windowDays} days.`,
    });
  }
  return true;
}

/** How many top senders and latest messages the admin answer lists. */
const TOP_SENDERS = 10;
const RECENT = 20;

const excerpt = (text: string) =>
  text.length > SCAM_EXCERPT_MAX ? `${text.slice(0, SCAM_EXCERPT_MAX - 1)}…` : text;

/**
 * The scam shield's counts for moderators over the `days` days before `now`: matched messages
 * per UTC day, the senders with most hits (whether flagged), and the latest matched messages with
 * their text cut to SCAM_EXCERPT_MAX characters.
 */
export async function scamShieldStats(db: Db, days: number, now: Date): Promise<ScamShieldResponse> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const chatDay = sql<string>`to_char(${chatMessages.createdOn} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const groupDay = sql<string>`to_char(${groupMessages.createdOn} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const chatScam = and(eq(chatMessages.scam, true), gte(chatMessages.createdOn, since));
  const groupScam = and(eq(groupMessages.scam, true), gte(groupMessages.createdOn, since));
  const [chatDays, groupDays, chatSenders, groupSenders, chatRecent, groupRecent] = await Promise.all([
    db.select({ d: chatDay, n: count() }).from(chatMessages).where(chatScam).groupBy(chatDay),
    db.select({ d: groupDay, n: count() }).from(groupMessages).where(groupScam).groupBy(groupDay),
    db
      .select({ id: chatMessages.senderId, n: count() })
      .from(chatMessages)
      .where(chatScam)
      .groupBy(chatMessages.senderId),
    db
      .select({ id: groupMessages.senderId, n: count() })
      .from(groupMessages)
      .where(groupScam)
      .groupBy(groupMessages.senderId),
    db
      .select({
        id: chatMessages.id,
        senderId: chatMessages.senderId,
        name: profiles.fullName,
        text: chatMessages.text,
        at: chatMessages.createdOn,
      })
      .from(chatMessages)
      .innerJoin(profiles, eq(profiles.id, chatMessages.senderId))
      .where(chatScam)
      .orderBy(desc(chatMessages.createdOn), desc(chatMessages.id))
      .limit(RECENT),
    db
      .select({
        id: groupMessages.id,
        senderId: groupMessages.senderId,
        name: groupMessages.senderName,
        text: groupMessages.text,
        at: groupMessages.createdOn,
      })
      .from(groupMessages)
      .where(groupScam)
      .orderBy(desc(groupMessages.createdOn), desc(groupMessages.id))
      .limit(RECENT),
  ]);

  const perDay = new Map<string, number>();
  for (const r of [...chatDays, ...groupDays]) perDay.set(r.d, (perDay.get(r.d) ?? 0) + Number(r.n));
  const hits = new Map<number, number>();
  for (const r of [...chatSenders, ...groupSenders]) {
    if (r.id !== null) hits.set(r.id, (hits.get(r.id) ?? 0) + Number(r.n));
  }
  const top = [...hits].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, TOP_SENDERS);
  const people =
    top.length === 0
      ? []
      : await db
          .select({
            id: profiles.id,
            name: profiles.fullName,
            slug: profiles.slug,
            flagged: profiles.changedSinceApproval,
          })
          .from(profiles)
          .where(
            inArray(
              profiles.id,
              top.map(([id]) => id),
            ),
          );
  const byId = new Map(people.map((p) => [p.id, p]));

  const recent = [
    ...chatRecent.map((r) => ({ ...r, kind: 'friend' as const })),
    ...groupRecent.map((r) => ({ ...r, kind: 'group' as const })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id)
    .slice(0, RECENT);

  return {
    days,
    per_day: [...perDay].sort((a, b) => a[0].localeCompare(b[0])).map(([date, n]) => ({ date, count: n })),
    top_senders: top.flatMap(([id, n]) => {
      const p = byId.get(id);
      return p ? [{ profile_id: id, full_name: p.name, slug: p.slug, hits: n, flagged: p.flagged }] : [];
    }),
    recent: recent.map((r) => ({
      kind: r.kind,
      message_id: r.id,
      sender_id: r.senderId,
      sender_name: r.name,
      excerpt: excerpt(r.text),
      timestamp: r.at.toISOString(),
    })),
  };
}

/**
 * Why a profile is back in the moderators' queue when the scam shield put it there (DESIGN.md D20;
 * issue 34 point 9). The shield marks a repeated sender's profile "changed since approval" and
 * writes an audit entry 'scam.flag' (modules/chat/scam-service.ts) with how many messages matched
 * in how many days; the queue says so instead of showing a plain "changed since approval".
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AdminProfileItem } from '@nikah/shared';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { ModerationRow } from '../../presenters/moderation-profile';

type ScamFlag = NonNullable<AdminProfileItem['scam_flag']>;

/** The figures the shield wrote in its audit entry's `after`, or null for another shape. */
function figuresOf(after: unknown): { hits: number; window_days: number } | null {
  if (!after || typeof after !== 'object') return null;
  const { hits, window_days } = after as Record<string, unknown>;
  return Number.isInteger(hits) && Number.isInteger(window_days)
    ? { hits: hits as number, window_days: window_days as number }
    : null;
}

/**
 * The scam shield's flag of each profile of `rows` that is still waiting for a look because of
 * it: the newest 'scam.flag' entry, when the profile is marked changed since approval and the
 * flag came after the last approval (a moderator who approved it again has seen it). One query.
 * Returns a map from profile id; profiles without such a flag are absent.
 */
export async function scamFlagsOf(db: Db, rows: readonly ModerationRow[]): Promise<Map<number, ScamFlag>> {
  const waiting = rows.filter((r) => r.profile.changedSinceApproval);
  const flags = new Map<number, ScamFlag>();
  if (waiting.length === 0) return flags;
  const entries = await db
    .select({ targetId: auditLog.targetId, after: auditLog.after, createdOn: auditLog.createdOn })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'scam.flag'),
        eq(auditLog.targetType, 'profile'),
        inArray(
          auditLog.targetId,
          waiting.map((r) => r.profile.id),
        ),
      ),
    )
    .orderBy(desc(auditLog.createdOn), desc(auditLog.id));
  const approvedOn = new Map(waiting.map((r) => [r.profile.id, r.profile.approvedOn]));
  for (const entry of entries) {
    const id = entry.targetId;
    if (id === null || flags.has(id)) continue;
    const approved = approvedOn.get(id);
    const figures = figuresOf(entry.after);
    if (!figures || (approved && entry.createdOn < approved)) continue;
    flags.set(id, { ...figures, flagged_on: entry.createdOn.toISOString() });
  }
  return flags;
}

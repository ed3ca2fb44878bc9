/**
 * The audit log as moderators read it (`GET /api/admin/audit/` and a profile's history): rows of
 * audit.ts with the acting moderator's username, in the shared `auditEntry` shape.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AuditEntry, AuditPage, AuditQuery } from '@nikah/shared';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { listAudit } from './audit';

/** Target types whose id is a profile id (what a profile's history shows). */
export const PROFILE_TARGET_TYPES = ['profile', 'member', 'deletion'];

type AuditRow = typeof auditLog.$inferSelect;

async function withUsernames(db: Db, rows: AuditRow[]): Promise<AuditEntry[]> {
  const ids = [...new Set(rows.map((r) => r.actorUserId).filter((id): id is number => id !== null))];
  const names =
    ids.length === 0
      ? []
      : await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, ids));
  const byId = new Map(names.map((u) => [u.id, u.username]));
  return rows.map((r) => ({
    id: r.id,
    actor_user_id: r.actorUserId,
    actor_username: r.actorUserId === null ? null : (byId.get(r.actorUserId) ?? null),
    action: r.action,
    target_type: r.targetType,
    target_id: r.targetId,
    before: r.before,
    after: r.after,
    remarks: r.remarks,
    created_on: r.createdOn.toISOString(),
  }));
}

/** A page of the audit log for `query` (newest first, optionally one target). */
export async function auditPage(db: Db, query: AuditQuery): Promise<AuditPage> {
  const page = await listAudit(db, {
    ...(query.target_type ? { targetType: query.target_type } : {}),
    ...(query.target_id !== undefined ? { targetId: query.target_id } : {}),
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { count: page.count, results: await withUsernames(db, page.results) };
}

/** The newest 100 audit entries about profile `profileId` (profile, member and deletion actions). */
export async function auditEntriesFor(db: Db, profileId: number): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(inArray(auditLog.targetType, PROFILE_TARGET_TYPES), eq(auditLog.targetId, profileId)))
    .orderBy(desc(auditLog.createdOn), desc(auditLog.id))
    .limit(100);
  return withUsernames(db, rows);
}

/**
 * The moderators' audit log (issue 9): every moderation action is one appended row saying who did
 * what to which object, the object's state before and after, and the remarks. The table refuses
 * updates and deletes (a trigger of migration 0004), so nothing here changes a row.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/schema';

/** One moderation action; `before`/`after` are plain JSON snapshots of what changed. */
export interface AuditEntry {
  /** users.id of the moderator. */
  actorUserId: number;
  /** Dotted verb, e.g. 'profile.approve', 'member.block', 'deletion.complete', 'book.update'. */
  action: string;
  /** What was acted on: 'profile', 'member', 'report', 'document', 'deletion', 'book', ... */
  targetType: string;
  targetId: number | null;
  before: unknown;
  after: unknown;
  remarks?: string | null;
}

/**
 * Appends `entry` to the audit log. Pass the transaction that made the change as `db`, so the
 * action and its record commit or fail together.
 */
export async function recordAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    remarks: entry.remarks ?? null,
  });
}

/**
 * A page of the audit log, newest first, optionally for one target: `{count, results}` with
 * `limit` rows from `offset`.
 */
export async function listAudit(
  db: Db,
  opts: { targetType?: string; targetId?: number; limit: number; offset: number },
) {
  const filters: SQL[] = [];
  if (opts.targetType) filters.push(eq(auditLog.targetType, opts.targetType));
  if (opts.targetId !== undefined) filters.push(eq(auditLog.targetId, opts.targetId));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdOn), desc(auditLog.id))
    .limit(opts.limit)
    .offset(opts.offset);
  return { count: total?.n ?? 0, results: rows };
}

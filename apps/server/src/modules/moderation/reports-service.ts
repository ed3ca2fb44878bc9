/**
 * Reports for moderators (SPEC.md sections 2 and 8, DESIGN.md D11, D13): the list by status with
 * both profiles, the evidence link (superusers only) and the reported profile's history (earlier
 * reports, earlier moderator actions); and the decisions: dismiss, warn (a message to the reported
 * member) or block the reported member (through members-service.ts `blockMember`: login then shows
 * the reason, their sessions end).
 */
import { aliasedTable, and, asc, count, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { fileTypeFromFile } from 'file-type';
import {
  msg,
  type ReportAction,
  type ReportItem,
  type ReportStatus,
  type reportListQuery,
} from '@nikah/shared';
import type { Db, Tx } from '../../db/client';
import type { Member } from '../auth/sessions';
import { auditLog, profiles, reports } from '../../db/schema';
import { detailError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { recordAudit } from './audit';
import { blockMember } from './members-service';
import type { ModerationDeps } from './profiles-actions';
import { presentCaseProfile, type CaseProfileRow } from '../../presenters/case-profile';
import { accountOf, caseProfileColumnsOf, iso, offsetOf } from './cases-shared';

/** Most earlier reports and earlier actions shown in a report's history. */
const HISTORY_MAX = 20;
/** Audit target types whose id is a profile id. */
const PROFILE_TARGETS = ['profile', 'member', 'deletion'];

const reporter = aliasedTable(profiles, 'reporter');
const reported = aliasedTable(profiles, 'reported');

/** Admin-only URL of a report's evidence image. */
export const evidenceUrl = (id: number) => `/api/admin/reports/${id}/evidence`;

type ReportRow = typeof reports.$inferSelect;
type History = ReportItem['history'];

function toReportItem(
  r: ReportRow,
  from: CaseProfileRow,
  about: CaseProfileRow,
  history: History,
): ReportItem {
  return {
    id: r.id,
    status: r.status as ReportStatus,
    reason: r.reason,
    text: r.details,
    evidence: r.evidenceKey ? evidenceUrl(r.id) : null,
    remarks: r.remarks,
    created_on: r.createdOn.toISOString(),
    decided_on: iso(r.decidedOn),
    reporter: presentCaseProfile(from),
    reported: presentCaseProfile(about),
    history,
  };
}

/**
 * Histories of the reported profiles of `items` (report id -> reported profile id): the other
 * reports against each profile and the moderator actions on it (on the profile itself, its
 * account, its deletion, or any report against it), newest first, HISTORY_MAX of each.
 */
async function historiesOf(
  db: Db,
  items: { id: number; reportedId: number }[],
): Promise<Map<number, History>> {
  const out = new Map<number, History>();
  if (items.length === 0) return out;
  const profileIds = [...new Set(items.map((i) => i.reportedId))];
  const against = await db
    .select({
      id: reports.id,
      reportedId: reports.reportedId,
      reason: reports.reason,
      status: reports.status,
      createdOn: reports.createdOn,
    })
    .from(reports)
    .where(inArray(reports.reportedId, profileIds))
    .orderBy(desc(reports.createdOn), desc(reports.id));
  const reportIds = against.map((r) => r.id);
  const targetOf = new Map(against.map((r) => [r.id, r.reportedId]));
  const profileTargets = and(
    inArray(auditLog.targetType, PROFILE_TARGETS),
    inArray(auditLog.targetId, profileIds),
  );
  const reportTargets = and(eq(auditLog.targetType, 'report'), inArray(auditLog.targetId, reportIds));
  const actions = await db
    .select()
    .from(auditLog)
    .where(or(profileTargets, reportTargets))
    .orderBy(desc(auditLog.createdOn), desc(auditLog.id));
  for (const item of items) {
    out.set(item.id, {
      reports: against
        .filter((r) => r.reportedId === item.reportedId && r.id !== item.id)
        .slice(0, HISTORY_MAX)
        .map((r) => ({
          id: r.id,
          reason: r.reason,
          status: r.status as ReportStatus,
          created_on: r.createdOn.toISOString(),
        })),
      actions: actions
        .filter((a) =>
          a.targetType === 'report'
            ? targetOf.get(a.targetId ?? 0) === item.reportedId
            : a.targetId === item.reportedId,
        )
        .slice(0, HISTORY_MAX)
        .map((a) => ({ action: a.action, remarks: a.remarks, created_on: a.createdOn.toISOString() })),
    });
  }
  return out;
}

/** The reports matching `where`, with both profiles and the histories, in `order`. */
async function selectReports(db: Db, where: SQL, page?: { limit: number; offset: number; newest: boolean }) {
  const order = page?.newest ? desc : asc;
  const query = db
    .select({ report: reports, from: caseProfileColumnsOf(reporter), about: caseProfileColumnsOf(reported) })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .innerJoin(reported, eq(reported.id, reports.reportedId))
    .where(where)
    .orderBy(order(reports.createdOn), order(reports.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const histories = await historiesOf(
    db,
    rows.map((r) => ({ id: r.report.id, reportedId: r.report.reportedId })),
  );
  return rows.map((r) => toReportItem(r.report, r.from, r.about, histories.get(r.report.id)!));
}

/** A page of reports with status `q.status`, oldest first unless `ordering=-created_on`. */
export async function listReports(db: Db, q: z.output<typeof reportListQuery>) {
  const where = eq(reports.status, q.status);
  const [total] = await db.select({ n: count() }).from(reports).where(where);
  const results = await selectReports(db, where, {
    limit: q.page_size,
    offset: offsetOf(q),
    newest: q.ordering === '-created_on',
  });
  return { count: total?.n ?? 0, results };
}

/** What each decision writes: the report's new status and the text kept as its remarks. */
const STATUS_OF: Record<ReportAction, ReportStatus> = {
  dismiss: 'dismissed',
  warn: 'warned',
  block: 'blocked',
};

/**
 * Decides open report `reportId` with `action` and `text` (dismiss: remarks, optional; warn: the
 * message to the member; block: the reason login shows). A block goes through the members'
 * `blockMember` first (is_blocked and blocked_reason, sessions ended, its own 'member.block'
 * audit entry, the member told). Then one transaction records the report's status, remarks, who
 * and when, with the 'report.<action>' audit entry (before and after). A warning is then sent to
 * the reported member ('member-warned', the moderator's message). Returns the report.
 * 404 unknown report, 409 `caseDecided` when it is no longer open.
 */
export async function decideReport(
  deps: ModerationDeps,
  actor: Member,
  reportId: number,
  action: ReportAction,
  text: string | null,
): Promise<ReportItem> {
  const { now } = deps;
  const openReport = async (db: Db | Tx, lock: boolean) => {
    const query = db.select().from(reports).where(eq(reports.id, reportId));
    const [report] = lock ? await query.for('update') : await query;
    if (!report) throw detailError(404, msg('notFound'));
    if (report.status !== 'open') throw detailError(409, msg('caseDecided'));
    return report;
  };
  const { reportedId } = await openReport(deps.db, false);
  if (action === 'block') await blockMember(deps, actor, reportedId, text ?? '');
  const status = STATUS_OF[action];
  await deps.db.transaction(async (tx) => {
    const report = await openReport(tx, true);
    await tx
      .update(reports)
      .set({ status, remarks: text, decidedBy: actor.userId, decidedOn: now })
      .where(eq(reports.id, reportId));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: `report.${action}`,
      targetType: 'report',
      targetId: reportId,
      before: { status: report.status, reported_profile_id: reportedId },
      after: { status, reported_profile_id: reportedId },
      remarks: text,
    });
  });
  const userId = await accountOf(deps.db, reportedId);
  if (action === 'warn' && userId !== null) {
    await deps.notices.notify(
      { userId, kind: 'member-warned', params: { remarks: text ?? '' }, link: '/guidelines' },
      now,
    );
  }
  const [item] = await selectReports(deps.db, eq(reports.id, reportId));
  return item!;
}

/**
 * The evidence image of report `id`: its absolute path and content type (read from the file's
 * bytes). 404 when the report is unknown or has no stored evidence.
 */
export async function evidenceFile(
  deps: { db: Db; storage: Storage },
  id: number,
): Promise<{ file: string; mimeType: string }> {
  const [row] = await deps.db
    .select({ key: reports.evidenceKey })
    .from(reports)
    .where(and(eq(reports.id, id), ne(reports.evidenceKey, '')));
  const file = row?.key ? await deps.storage.locate(row.key) : null;
  if (!file) throw detailError(404, msg('notFound'));
  const type = await fileTypeFromFile(file);
  return { file, mimeType: type?.mime ?? 'application/octet-stream' };
}

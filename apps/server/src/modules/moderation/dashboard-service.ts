/**
 * The moderators' dashboard (issue 9): per day for the last DASHBOARD_DAYS days (UTC dates, days
 * without events as zeros) the new profiles, the items that entered a queue and still wait, the
 * reports and the deletion requests; how many items wait now by kind; and the one waiting longest.
 */
import { z } from 'zod';
import { and, asc, count, eq, gte, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DASHBOARD_DAYS, type Dashboard, type WaitingKind } from '@nikah/shared';
import type { Db } from '../../db/client';
import { photoHashes, profiles, reports, verificationDocuments } from '../../db/schema';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of `d` in UTC. */
const utcDate = (d: Date) => d.toISOString().slice(0, 10);

/** What waits in one queue: the condition, the time it started waiting, the id to show. */
interface Queue {
  kind: WaitingKind;
  /** The table queried, as a select builder start. */
  from: 'profiles' | 'documents' | 'reports' | 'photos';
  where: SQL;
  since: PgColumn;
  id: PgColumn;
}

/** A photo waiting for approval: its hash row's key is a pending column of its profile. */
const pendingPhotoJoin = and(
  eq(profiles.id, photoHashes.profileId),
  or(eq(photoHashes.storageKey, profiles.photo1Pending), eq(photoHashes.storageKey, profiles.photo2Pending)),
) as SQL;

const notDeleted = sql`coalesce(${profiles.deletionStatus}, '') <> 'completed'`;

const QUEUES: Queue[] = [
  {
    kind: 'pending_profile',
    from: 'profiles',
    where: and(eq(profiles.approvalStatus, 'pending'), notDeleted) as SQL,
    since: profiles.createdOn,
    id: profiles.id,
  },
  {
    kind: 'changed_profile',
    from: 'profiles',
    where: and(
      eq(profiles.approvalStatus, 'approved'),
      eq(profiles.changedSinceApproval, true),
      notDeleted,
    ) as SQL,
    since: profiles.updatedOn,
    id: profiles.id,
  },
  { kind: 'pending_photo', from: 'photos', where: sql`true`, since: photoHashes.createdOn, id: profiles.id },
  {
    kind: 'document',
    from: 'documents',
    where: eq(verificationDocuments.status, 'In Process'),
    since: verificationDocuments.submittedOn,
    id: verificationDocuments.id,
  },
  {
    kind: 'report',
    from: 'reports',
    where: eq(reports.status, 'open'),
    since: reports.createdOn,
    id: reports.id,
  },
  {
    kind: 'deletion_request',
    from: 'profiles',
    where: and(eq(profiles.deletionStatus, 'requested'), isNotNull(profiles.deletionRequestedOn)) as SQL,
    since: profiles.deletionRequestedOn,
    id: profiles.id,
  },
];

/** Rows of one queue's table with `fields`; callers parse the rows with Zod (see below). */
function select<T extends Record<string, unknown>>(db: Db, queue: Queue, fields: T) {
  // The queues span four tables, so the selection cannot carry one table's column types; the
  // rows are parsed with Zod schemas where they are read instead of being asserted.
  const q = db.select(fields as never);
  switch (queue.from) {
    case 'profiles':
      return q.from(profiles).where(queue.where);
    case 'documents':
      return q.from(verificationDocuments).where(queue.where);
    case 'reports':
      return q.from(reports).where(queue.where);
    case 'photos':
      return q.from(photoHashes).innerJoin(profiles, pendingPhotoJoin).where(queue.where);
  }
}

const dayCounts = z.array(z.object({ day: z.string(), n: z.coerce.number() }));
const countRows = z.array(z.object({ n: z.coerce.number() }));
const oldestRows = z.array(z.object({ id: z.number(), since: z.date().nullable() }));

const dayOf = (column: PgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Counts of rows of `queue` (or `extra`) per UTC day since `start`. */
async function perDay(db: Db, queue: Queue, start: Date): Promise<Map<string, number>> {
  const day = dayOf(queue.since);
  const grouped = await select(
    db,
    { ...queue, where: and(queue.where, gte(queue.since, start)) as SQL },
    {
      day,
      n: count(),
    },
  ).groupBy(day);
  const rows = dayCounts.parse(grouped);
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/** The dashboard as of `now`. */
export async function dashboard(db: Db, now: Date): Promise<Dashboard> {
  const start = new Date(Date.parse(utcDate(now)) - (DASHBOARD_DAYS - 1) * DAY_MS);
  const waiting: Dashboard['waiting'] = {
    pending_profile: 0,
    changed_profile: 0,
    pending_photo: 0,
    document: 0,
    report: 0,
    deletion_request: 0,
  };
  let oldest: Dashboard['oldest_waiting'] = null;
  const pendingDays = new Map<string, number>();
  for (const queue of QUEUES) {
    const [total] = countRows.parse(await select(db, queue, { n: count() }));
    waiting[queue.kind] = Number(total?.n ?? 0);
    const [first] = oldestRows.parse(
      await select(db, queue, { id: queue.id, since: queue.since }).orderBy(asc(queue.since)).limit(1),
    );
    if (first?.since && (!oldest || first.since.getTime() < Date.parse(oldest.since))) {
      oldest = {
        kind: queue.kind,
        id: first.id,
        since: first.since.toISOString(),
        age_seconds: Math.max(0, Math.floor((now.getTime() - first.since.getTime()) / 1000)),
      };
    }
    if (['pending_profile', 'changed_profile', 'pending_photo', 'document'].includes(queue.kind)) {
      for (const [day, n] of await perDay(db, queue, start)) {
        pendingDays.set(day, (pendingDays.get(day) ?? 0) + n);
      }
    }
  }
  const all = (from: Queue['from'], since: PgColumn, id: PgColumn): Queue => ({
    kind: 'report',
    from,
    where: sql`true`,
    since,
    id,
  });
  const [created, reported, deletions] = await Promise.all([
    perDay(db, all('profiles', profiles.createdOn, profiles.id), start),
    perDay(db, all('reports', reports.createdOn, reports.id), start),
    perDay(db, all('profiles', profiles.deletionRequestedOn, profiles.id), start),
  ]);
  const days: Dashboard['days'] = [];
  for (let i = 0; i < DASHBOARD_DAYS; i++) {
    const date = utcDate(new Date(start.getTime() + i * DAY_MS));
    days.push({
      date,
      new_profiles: created.get(date) ?? 0,
      pending_items: pendingDays.get(date) ?? 0,
      reports: reported.get(date) ?? 0,
      deletion_requests: deletions.get(date) ?? 0,
    });
  }
  return { days, waiting, oldest_waiting: oldest };
}

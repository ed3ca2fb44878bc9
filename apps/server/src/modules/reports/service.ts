/**
 * Reporting a profile (SPEC.md sections 4-8, DESIGN.md D11): the rules are the policy's
 * (`authorizeReport`: a Verified reporter, not oneself, a visible profile); one report per
 * reporter and profile; the evidence image is checked by content and re-encoded without metadata
 * (lib/images.ts), then kept privately under `reports/<id>/<random>.jpg`, for moderators only.
 */
import { and, eq } from 'drizzle-orm';
import { messageText, msg, type ReportForm } from '@nikah/shared';
import type { Db } from '../../db/client';
import { profiles, reports } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { detailError, fieldError } from '../../lib/errors';
import { processPhoto } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import { randomName } from '../../lib/tokens';
import type { Member } from '../auth/sessions';
import { authorizeReport } from '../policy';

/** What a report carries: whom (by slug), why, and the evidence image's bytes (or null). */
export interface ReportInput {
  slug: string;
  form: ReportForm;
  evidence: Buffer | null;
}

/** Storage key of a report's evidence image. */
export const evidenceKey = (reportId: number) => `reports/${reportId}/${randomName()}.jpg`;

/**
 * Whether the profile `reporterId` has reported profile `reportedId` (the non-owner detail's
 * `relation.reported_by_me`).
 */
export async function hasReported(db: Db, reporterId: number, reportedId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), eq(reports.reportedId, reportedId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Records `actor`'s report of profile `input.slug`. Errors: 403 'Kindly verify your profile to
 * report the user.' (not Verified), 403 for one's own profile, 404 'No Profile Found!' (unknown or
 * hidden), 409 'You have already reported this profile.', 400 `{file: ['File is required']}` or
 * `{file: ['Upload a valid image.']}` (checked by content: a PDF named .jpg is refused).
 */
export async function reportProfile(deps: { db: Db; storage: Storage }, actor: Member, input: ReportInput) {
  const { db, storage } = deps;
  const [reporter] = actor.profileId
    ? await db
        .select({ id: profiles.id, verificationStatus: profiles.verificationStatus })
        .from(profiles)
        .where(eq(profiles.id, actor.profileId))
    : [];
  const [reported] = await db.select().from(profiles).where(eq(profiles.slug, input.slug)).limit(1);
  const reportedId = authorizeReport(actor, { reporter, reported });
  const reporterId = reporter!.id;
  if (await hasReported(db, reporterId, reportedId)) throw detailError(409, msg('alreadyReported'));
  if (!input.evidence) throw fieldError('file', msg('fileRequired'));
  const image = await processPhoto(input.evidence);

  let reportId: number;
  try {
    const [row] = await db
      .insert(reports)
      .values({
        reporterId,
        reportedId,
        reason: input.form.reason,
        details: input.form.reason === 'Other' ? (input.form.other_reason ?? null) : null,
      })
      .returning({ id: reports.id });
    reportId = row!.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw detailError(409, msg('alreadyReported'));
    throw err;
  }
  const key = evidenceKey(reportId);
  try {
    await storage.put(key, image.original);
    await db.update(reports).set({ evidenceKey: key }).where(eq(reports.id, reportId));
  } catch (err) {
    await db.delete(reports).where(eq(reports.id, reportId));
    await storage.remove(key).catch(() => undefined);
    throw err;
  }
  return { status: 'Done' as const, message: messageText(msg('reported')) };
}

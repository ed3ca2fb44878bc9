/**
 * Helpers of the moderation cases tests: a superuser session, documents and reports inserted
 * directly (as the member routes store them), a small PNG, captured notifications, and the audit
 * rows of a target.
 */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, reports, verificationDocuments } from '../../db/schema';
import { createOrPromoteSuperuser } from '../auth/superuser';
import { createSession } from '../auth/sessions';
import type { OutgoingMessage, Sender } from '../../lib/notifier';
import type { TestApp } from '../../../test/app';
import { newMobile } from '../../../test/accounts-helpers';

/** A superuser account and its `Authorization` token. */
export async function superuser(t: TestApp): Promise<{ userId: number; token: string }> {
  const { id } = await createOrPromoteSuperuser(t.database.db, `mod${newMobile()}`, 'moderator1');
  return { userId: id, token: await createSession(t.database.db, id) };
}

/** A small PNG image. */
export const png = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

/** Stores a document file for `profileId` and inserts its row (In Process unless `fields` say). */
export async function insertDocument(
  t: TestApp,
  profileId: number,
  fields: Partial<typeof verificationDocuments.$inferInsert> = {},
) {
  const key = `documents/${profileId}/doc-${Math.random().toString(36).slice(2)}.png`;
  await t.storage.put(key, await png());
  const [row] = await t.database.db
    .insert(verificationDocuments)
    .values({ profileId, storageKey: key, mimeType: 'image/png', ...fields })
    .returning();
  return row!;
}

/** Inserts an open report from `reporterId` against `reportedId` with a stored evidence image. */
export async function insertReport(
  t: TestApp,
  reporterId: number,
  reportedId: number,
  fields: Partial<typeof reports.$inferInsert> = {},
) {
  const key = `reports/${reporterId}/evidence-${Math.random().toString(36).slice(2)}.png`;
  await t.storage.put(key, await png());
  const [row] = await t.database.db
    .insert(reports)
    .values({
      reporterId,
      reportedId,
      reason: 'Fake profile',
      details: 'Photos copied.',
      evidenceKey: key,
      ...fields,
    })
    .returning();
  return row!;
}

/** Senders that keep every message (for `makeTestApp({deps: {senders}})`). */
export function capturingSenders() {
  const sent: OutgoingMessage[] = [];
  const keep: Sender = (m) => {
    sent.push(m);
    return Promise.resolve();
  };
  return { sent, senders: { sms: keep, email: keep } };
}

/** The audit rows about `targetType` `targetId`, oldest first. */
export function auditOf(t: TestApp, targetType: string, targetId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(auditLog.id);
}

/**
 * Retention (DESIGN.md D12 and D22, issue 31), on fixed clocks: client addresses of code
 * requests are blanked after IP_RETENTION_DAYS (at most 90) by the privacy pass; a decided
 * verification document's file goes VERIFICATION_DOC_RETENTION_DAYS after the decision; and each
 * moderator's look at a document is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { otpCodes, verificationDocuments } from '../../db/schema';
import { DAY_MS } from '../../lib/time';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, RELAXED_LIMITS, send, signUp } from '../../../test/accounts-helpers';
import { purgeDecidedDocuments } from '../moderation/documents-purge';
import { auditOf, insertDocument, superuser } from '../moderation/cases-test-helpers';
import { runPrivacyPass } from './jobs';

/** The fixed clock of this file's passes. */
const NOW = new Date('2031-06-01T10:00:00Z');

describe.each(DATABASE_KINDS)('retention on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_LIMITS });
  }, 120_000);
  afterAll(() => t.close());

  it('blanks client addresses older than IP_RETENTION_DAYS and keeps newer ones', async () => {
    const days = t.app.deps.config.IP_RETENTION_DAYS;
    expect(days).toBeLessThanOrEqual(90);
    const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY_MS);
    const rows = await t.database.db
      .insert(otpCodes)
      .values(
        [days + 1, days - 1, 1].map((ago, i) => ({
          username: `90000000${i}0`,
          purpose: 'signup',
          codeHash: 'x',
          createdOn: at(ago),
          expiresOn: at(ago),
          requestIp: `203.0.113.${i + 1}`,
        })),
      )
      .returning({ id: otpCodes.id });
    const pass = await runPrivacyPass({ db: t.database.db, storage: t.storage, ipRetentionDays: days }, NOW);
    expect(pass.addressesCleared).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .select({ ip: otpCodes.requestIp })
      .from(otpCodes)
      .where(
        inArray(
          otpCodes.id,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(otpCodes.id);
    expect(left.map((r) => r.ip)).toEqual([null, '203.0.113.2', '203.0.113.3']);
  });

  it('deletes a decided document VERIFICATION_DOC_RETENTION_DAYS after the decision', async () => {
    const member = await signUp(t);
    const days = t.app.deps.config.VERIFICATION_DOC_RETENTION_DAYS;
    const decidedOn = new Date(NOW.getTime() - days * DAY_MS + DAY_MS);
    const doc = await insertDocument(t, member.profileId, { status: 'Verified', decidedOn });
    const deps = { db: t.database.db, storage: t.storage, retentionDays: days };
    // A day before it is due: kept.
    await purgeDecidedDocuments(deps, NOW);
    expect(await t.storage.locate(doc.storageKey)).toBeTruthy();
    // On the day: the file goes, the decision stays on record.
    const due = new Date(decidedOn.getTime() + days * DAY_MS);
    await purgeDecidedDocuments(deps, due);
    expect(await t.storage.locate(doc.storageKey)).toBeNull();
    const [row] = await t.database.db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.id, doc.id));
    expect(row).toMatchObject({ status: 'Verified', fileDeletedOn: due });
  });

  it("writes each moderator's view of a document to the audit log", async () => {
    const member = await signUp(t);
    const mod = await superuser(t);
    const doc = await insertDocument(t, member.profileId);
    for (let i = 0; i < 2; i += 1) {
      const res = await send(t, 'GET', `/api/admin/documents/${doc.id}/file`, undefined, auth(mod.token));
      expect(res.statusCode).toBe(200);
    }
    // A member's try is refused and not a view.
    expect(
      (await send(t, 'GET', `/api/admin/documents/${doc.id}/file`, undefined, auth(member.token))).statusCode,
    ).toBe(403);
    const views = (await auditOf(t, 'document', doc.id)).filter((e) => e.action === 'document.view');
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({ actorUserId: mod.userId, after: { profile_id: member.profileId } });
  });
});

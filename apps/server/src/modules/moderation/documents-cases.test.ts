/**
 * Verification documents for moderators (DESIGN.md D12): the list with the profile and the
 * admin-only file URL, the decision on the latest In Process document (profile status and remarks,
 * the member told, the audit row with before and after), the clean-up pass a set time after the
 * decision, and the scheduler that runs it.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, type DocumentItem, type DocumentPage } from '@nikah/shared';
import { profiles, verificationDocuments } from '../../db/schema';
import { DAY_MS } from '../../lib/time';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, send, signUp, type Member } from '../../../test/accounts-helpers';
import { ok } from '../../../test/discovery-helpers';
import { purgeDecidedDocuments } from './documents-purge';
import { startQueue } from '../../jobs/queue';
import { DOCUMENTS_PURGE_JOB, startJobs } from './jobs';
import { auditOf, capturingSenders, insertDocument, superuser } from './cases-test-helpers';

describe.each(DATABASE_KINDS)('verification documents on %s', (kind) => {
  let t: TestApp;
  let member: Member;
  let mod: { userId: number; token: string };
  const mail = capturingSenders();

  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, deps: { senders: mail.senders } });
    member = await signUp(t);
    mod = await superuser(t);
  }, 120_000);
  afterAll(() => t.close());

  const asMod = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    send(t, method, url, body, auth(mod.token));

  it('lists documents In Process with the profile and a file only superusers open', async () => {
    await t.database.db
      .update(profiles)
      .set({ verificationStatus: 'In Process' })
      .where(eq(profiles.id, member.profileId));
    const older = await insertDocument(t, member.profileId, {
      status: 'Rejected',
      submittedOn: new Date(Date.now() - 5 * DAY_MS),
      decidedOn: new Date(Date.now() - 4 * DAY_MS),
    });
    const doc = await insertDocument(t, member.profileId);
    const page = ok<DocumentPage>(await asMod('GET', '/api/admin/documents/?status=In%20Process'));
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      id: doc.id,
      status: 'In Process',
      file: `/api/admin/documents/${doc.id}/file`,
      profile: { id: member.profileId, slug: member.slug, verification_status: 'In Process' },
    });
    const rejected = ok<DocumentPage>(await asMod('GET', '/api/admin/documents/?status=Rejected'));
    expect(rejected.results.map((d) => d.id)).toEqual([older.id]);
    const file = await send(t, 'GET', page.results[0]!.file!, undefined, auth(member.token));
    expect(file.statusCode).toBe(403);
  });

  it('decides the latest document: profile status and remarks, the member told, audited', async () => {
    const missing = await asMod('POST', `/api/admin/profiles/${member.profileId}/verification/`, {
      status: 'Rejected',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ remarks: [MESSAGES.reasonRequired] });

    const res = await asMod('POST', `/api/admin/profiles/${member.profileId}/verification/`, {
      status: 'Rejected',
      remarks: 'The photo is unreadable.',
    });
    const decided = ok<DocumentItem>(res);
    expect(decided).toMatchObject({ status: 'Rejected', remarks: 'The photo is unreadable.' });
    expect(decided.decided_on).not.toBeNull();
    const [p] = await t.database.db.select().from(profiles).where(eq(profiles.id, member.profileId));
    expect(p).toMatchObject({
      verificationStatus: 'Rejected',
      verificationRemarks: 'The photo is unreadable.',
    });
    // The owner's own detail shows the result and the remarks.
    const own = ok<{ verification_status: string; verification_remarks: string }>(
      await send(t, 'GET', `/api/profiles/detail-slug/${member.slug}`, undefined, auth(member.token)),
    );
    expect(own).toMatchObject({
      verification_status: 'Rejected',
      verification_remarks: 'The photo is unreadable.',
    });
    const told = mail.sent.filter((m) => m.to === member.username && /rejected/i.test(m.text));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('The photo is unreadable.');

    const [entry] = await auditOf(t, 'profile', member.profileId);
    expect(entry).toMatchObject({
      actorUserId: mod.userId,
      action: 'verification.decide',
      before: { document_status: 'In Process', verification_status: 'In Process' },
      after: { document_status: 'Rejected', verification_status: 'Rejected' },
      remarks: 'The photo is unreadable.',
    });

    // Nothing waits any more: 409 with its message.
    const again = await asMod('POST', `/api/admin/profiles/${member.profileId}/verification/`, {
      status: 'Verified',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: MESSAGES.noDocumentInProcess });
  });

  it('verifies a new document: the badge status and a message to the member', async () => {
    await insertDocument(t, member.profileId);
    ok(await asMod('POST', `/api/admin/profiles/${member.profileId}/verification/`, { status: 'Verified' }));
    const [p] = await t.database.db.select().from(profiles).where(eq(profiles.id, member.profileId));
    expect(p).toMatchObject({ verificationStatus: 'Verified', verificationRemarks: null });
    expect(mail.sent.some((m) => m.to === member.username && /verified/i.test(m.subject))).toBe(true);
  });

  it('cleans up files decided 30 days ago or more, keeps newer ones and those In Process', async () => {
    const now = new Date();
    const old = await insertDocument(t, member.profileId, {
      status: 'Verified',
      decidedOn: new Date(now.getTime() - 31 * DAY_MS),
    });
    const recent = await insertDocument(t, member.profileId, {
      status: 'Rejected',
      decidedOn: new Date(now.getTime() - 29 * DAY_MS),
    });
    const waiting = await insertDocument(t, member.profileId, {
      submittedOn: new Date(now.getTime() - 60 * DAY_MS),
    });
    const deps = { db: t.database.db, storage: t.storage, retentionDays: 30 };
    expect(await purgeDecidedDocuments(deps, now)).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db.select().from(verificationDocuments);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(old.id)!.fileDeletedOn).toEqual(now);
    expect(await t.storage.locate(old.storageKey)).toBeNull();
    for (const kept of [recent, waiting]) {
      expect(byId.get(kept.id)!.fileDeletedOn).toBeNull();
      expect(await t.storage.locate(kept.storageKey)).not.toBeNull();
    }
    // The row stays; the file route now answers 404 and the list says the file is gone.
    const file = await asMod('GET', `/api/admin/documents/${old.id}/file`);
    expect(file.statusCode).toBe(404);
    const page = ok<DocumentPage>(await asMod('GET', '/api/admin/documents/?status=Verified&page_size=100'));
    expect(page.results.find((d) => d.id === old.id)).toMatchObject({ file: null });
    // A second pass finds nothing more to do.
    expect(await purgeDecidedDocuments(deps, now)).toBe(0);
  });

  it('runs the clean-up on a schedule, and logs instead of crashing when a pass fails', async () => {
    const doc = await insertDocument(t, member.profileId, {
      status: 'Verified',
      decidedOn: new Date(Date.now() - 40 * DAY_MS),
    });
    const passes: number[] = [];
    const errors: unknown[] = [];
    // Only this test's workers take clean-up jobs (the app's would take some otherwise).
    await t.app.jobQueue?.stop();
    const queue = await startQueue(t.database, [DOCUMENTS_PURGE_JOB], (err) => errors.push(err));
    const jobs = await startJobs({
      db: t.database.db,
      storage: t.storage,
      queue,
      intervalMinutes: 0.001,
      retentionDays: 30,
      now: () => new Date(),
      logError: (err) => errors.push(err),
      onPass: (n) => passes.push(n),
    });
    await expect.poll(() => passes.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    jobs.stop();
    await queue.stop();
    expect(passes[0]).toBeGreaterThanOrEqual(1);
    expect(await t.storage.locate(doc.storageKey)).toBeNull();

    const failingQueue = await startQueue(t.database, [DOCUMENTS_PURGE_JOB], () => undefined);
    const failing = await startJobs({
      db: t.database.db,
      storage: { ...t.storage, remove: () => Promise.reject(new Error('disk gone')) },
      queue: failingQueue,
      intervalMinutes: 0.001,
      retentionDays: 30,
      now: () => new Date(Date.now() + 400 * DAY_MS),
      logError: (err) => errors.push(err),
    });
    await insertDocument(t, member.profileId, { status: 'Rejected', decidedOn: new Date() });
    await expect.poll(() => errors.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    failing.stop();
    await failingQueue.stop();
  }, 60_000);
});

describe('the scheduler inside the app', () => {
  it('starts with the app (JOB_INTERVAL_MINUTES) and cleans a due document', async () => {
    const t = await makeTestApp('pglite', {
      demoProfiles: 0,
      env: { JOB_INTERVAL_MINUTES: '0.002', VERIFICATION_DOC_RETENTION_DAYS: '30' },
    });
    try {
      const member = await signUp(t);
      const doc = await insertDocument(t, member.profileId, {
        status: 'Verified',
        decidedOn: new Date(Date.now() - 31 * DAY_MS),
      });
      const file = (await t.storage.locate(doc.storageKey))!;
      expect(fs.existsSync(file)).toBe(true);
      await expect
        .poll(
          async () => {
            const [row] = await t.database.db
              .select()
              .from(verificationDocuments)
              .where(eq(verificationDocuments.id, doc.id));
            return row!.fileDeletedOn !== null;
          },
          { timeout: 10_000 },
        )
        .toBe(true);
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      await t.close();
    }
  }, 60_000);
});

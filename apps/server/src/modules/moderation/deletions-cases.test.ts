/**
 * Deletion requests for moderators (DESIGN.md D11): completing one and the erasure pass that
 * follows (DESIGN.md D22) leave no personal datum or file of the member in the database or the
 * data folder (every table's rows, lower-cased, and every stored file are searched), remove the evidence of reports against the member and blanks
 * their text, keeps a tombstone (slug `deleted-<code>`) that old and new links answer 410 for,
 * tells the member first, and is audited; declining one makes the profile visible again with
 * remarks for the owner.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES, type DeletionItem, type DeletionPage } from '@nikah/shared';
import {
  blocks,
  chatMessages,
  contactViews,
  favourites,
  feedback,
  groupMembers,
  groupMessages,
  groups,
  notificationLog,
  photoHashes,
  profiles,
  proposals,
  reports,
  users,
  visits,
} from '../../db/schema';
import { newPhotoKeys } from '../profiles/photos';
import { erasureOf, runErasures } from '../privacy/erasure';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, RELAXED_LIMITS, send, signUp, type Member } from '../../../test/accounts-helpers';
import { makeVisible, ok } from '../../../test/discovery-helpers';
import {
  auditOf,
  capturingSenders,
  insertDocument,
  insertReport,
  png,
  superuser,
} from './cases-test-helpers';

/** The personal values of the member who leaves; none may remain anywhere. */
const PERSONAL = {
  full_name: 'Zubaida Qureshi',
  fathers_name: 'Imtiaz Qureshi Baig',
  mothers_name: 'Rukhsana Qureshi',
  contact_number: '9123456780',
  whatsapp_number: '9123456781',
};
const EMAIL = 'zubaida.q@example.org';

/** Every file under `dir`, as paths relative to it. */
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe.each(DATABASE_KINDS)('deletion requests on %s', (kind) => {
  let t: TestApp;
  let leaving: Member;
  let other: Member;
  let declined: Member;
  let mod: { userId: number; token: string };
  let filesRoot: string;
  const mail = capturingSenders();

  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_LIMITS, deps: { senders: mail.senders } });
    leaving = await signUp(t, PERSONAL);
    other = await signUp(t, { gender: 'Female' });
    declined = await signUp(t);
    mod = await superuser(t);
    filesRoot = path.dirname(
      (await t.storage.locate((await insertDocument(t, other.profileId)).storageKey))!,
    );
    filesRoot = path.resolve(filesRoot, '../..');
  }, 120_000);
  afterAll(() => t.close());

  const asMod = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    send(t, method, url, body, auth(mod.token));

  /** Gives the leaving member photos, documents, reports, social rows, messages and feedback. */
  async function fillLife() {
    const db = t.database.db;
    const me = leaving.profileId;
    const you = other.profileId;
    const slots = [newPhotoKeys(me, 'aaaa1111'), newPhotoKeys(me, 'bbbb2222'), newPhotoKeys(me, 'cccc3333')];
    for (const k of slots) {
      await t.storage.put(k.original, await png());
      await t.storage.put(k.blur, await png());
    }
    await db
      .update(profiles)
      .set({
        photo1: slots[0]!.original,
        photo2: slots[1]!.original,
        photo1Pending: slots[2]!.original,
        email: EMAIL,
        reasonToDelete: 'Marriage fixed elsewhere',
        deletionStatus: 'requested',
        deletionRequestedOn: new Date(),
      })
      .where(eq(profiles.id, me));
    await db.update(users).set({ email: EMAIL }).where(eq(users.username, leaving.username));
    await db
      .insert(photoHashes)
      .values({ profileId: me, storageKey: slots[0]!.original, hash: '0f0f0f0f0f0f0f0f' });
    await insertDocument(t, me, { status: 'Rejected', remarks: `Name ${PERSONAL.full_name} unreadable` });
    await insertReport(t, me, you, { details: `Written by ${PERSONAL.full_name}` });
    // A report against the member: its text and evidence are about them.
    const against = await insertReport(t, you, me, { details: `Photos of ${PERSONAL.full_name} copied` });
    await db.insert(favourites).values([
      { profileId: me, favouriteProfileId: you },
      { profileId: you, favouriteProfileId: me },
    ]);
    await db.insert(visits).values([
      { visitorId: me, visitedId: you },
      { visitorId: you, visitedId: me },
    ]);
    await db.insert(proposals).values({ senderId: me, receiverId: you, status: 'Accepted' });
    await db.insert(blocks).values({ blockerId: you, blockedId: me });
    await db.insert(chatMessages).values([
      { senderId: me, receiverId: you, text: `Call me on ${PERSONAL.contact_number}` },
      { senderId: you, receiverId: me, text: 'Salaam' },
    ]);
    const [group] = await db.insert(groups).values({ groupName: 'Deletion test group' }).returning();
    await db.insert(groupMembers).values({ groupId: group!.id, profileId: me });
    await db
      .insert(groupMessages)
      .values({ groupId: group!.id, senderId: me, senderName: PERSONAL.full_name, text: 'Hello all' });
    const [otherUser] = await db.select().from(users).where(eq(users.username, other.username));
    const [meUser] = await db.select().from(users).where(eq(users.username, leaving.username));
    await db.insert(contactViews).values([
      { viewerUserId: meUser!.id, viewerProfileId: me, profileId: you, kind: 'contact' },
      { viewerUserId: otherUser!.id, viewerProfileId: you, profileId: me, kind: 'contact' },
    ]);
    await db.insert(notificationLog).values({ userId: meUser!.id, kind: 'proposal-received' });
    await db.insert(feedback).values({
      category: 'Suggestion',
      name: PERSONAL.full_name,
      gender: 'Female',
      mobile: PERSONAL.contact_number,
      email: EMAIL,
      location: 'Lucknow',
      description: 'A suggestion from the member who leaves.',
    });
    // A moderator action about the report against the member, so the history has a row.
    ok(await asMod('POST', `/api/admin/reports/${against.id}/dismiss/`, { remarks: 'Nothing found.' }));
    return { slots, meUserId: meUser!.id, against };
  }

  let against: Awaited<ReturnType<typeof fillLife>>['against'];

  it('lists the open requests', async () => {
    ({ against } = await fillLife());
    const page = ok<DeletionPage>(await asMod('GET', '/api/admin/deletion-requests/'));
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      id: leaving.profileId,
      slug: leaving.slug,
      full_name: PERSONAL.full_name,
      reason_to_delete: 'Marriage fixed elsewhere',
      deletion_status: 'requested',
    });
  });

  it('completes a request: no personal data in any table, no file in the data folder', async () => {
    const before = listFiles(filesRoot);
    const mine = before.filter((f) => f.includes(`/${leaving.profileId}/`));
    expect(mine.length).toBeGreaterThanOrEqual(7); // 3 photos, 3 blurred, document, evidence
    // The evidence of the report against the member (a picture of them) is stored too.
    expect(await t.storage.locate(against.evidenceKey!)).toBeTruthy();
    const [coded] = await t.database.db
      .select({ profileCode: profiles.profileCode })
      .from(profiles)
      .where(eq(profiles.id, leaving.profileId));
    const profileCode = coded!.profileCode;
    const tombSlug = `deleted-${profileCode.toLowerCase()}`;

    const done = ok<DeletionItem>(
      await asMod('POST', `/api/admin/deletion-requests/${leaving.profileId}/complete/`, {}),
    );
    // The slug held the name: it becomes deleted-<code>.
    expect(done).toMatchObject({ id: leaving.profileId, slug: tombSlug, deletion_status: 'completed' });
    expect(done.full_name).not.toContain('Zubaida');
    expect(done.deleted_on).not.toBeNull();

    // The member was told first, at their username.
    expect(mail.sent.some((m) => m.to === leaving.username && /deleted/i.test(m.subject))).toBe(true);

    // The erasure job (DESIGN.md D22) removes the rest: run its pass now, on the app's clock.
    expect(await runErasures({ db: t.database.db, storage: t.storage }, new Date())).toBeLessThanOrEqual(1);
    expect(await erasureOf(t.database.db, leaving.profileId)).toMatchObject({ erasedOn: expect.any(Date) });

    // The data folder: none of the member's files remain; the other member's document does.
    const after = listFiles(filesRoot);
    expect(after.filter((f) => f.includes(`/${leaving.profileId}/`))).toEqual([]);
    expect(after.some((f) => f.startsWith(`documents/${other.profileId}/`))).toBe(true);
    expect(await t.storage.locate(against.evidenceKey!)).toBeFalsy();

    // Every row of every table, as JSON text: no name, username, number or e-mail of the member.
    // Both drivers answer `{rows}`; the common Db type leaves the result unknown.
    const tables = (await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as { rows: { table_name: string }[] };
    const names = tables.rows.map((r) => r.table_name);
    expect(names).toEqual(
      expect.arrayContaining(['profiles', 'users', 'outbox', 'audit_log', 'chat_messages']),
    );
    // Lower-cased, with names also in slug form ("zubaida-qureshi") and the old slug, so a name
    // kept in another form (a slug, a lower-cased copy) is caught too.
    const personal = Object.values(PERSONAL);
    const needles = [
      ...personal,
      ...personal.map((v) => v.replace(/ /g, '-')),
      leaving.username,
      EMAIL,
      leaving.slug,
    ].map((n) => n.toLowerCase());
    let rowsSeen = 0;
    for (const table of names) {
      const rows = (await t.database.db.execute(
        sql`select row_to_json(x)::text as j from ${sql.identifier(table)} x`,
      )) as { rows: { j: string }[] };
      for (const { j } of rows.rows) {
        rowsSeen += 1;
        const lower = j.toLowerCase();
        for (const needle of needles) expect(lower, `${table} holds ${needle}`).not.toContain(needle);
      }
    }
    expect(rowsSeen).toBeGreaterThan(50);

    // The tombstone keeps id and code; the other member's rows about the member are gone; the
    // report against the member stays for the moderators with its reason only.
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, leaving.profileId));
    expect(row).toMatchObject({
      slug: tombSlug,
      profileCode,
      deletionStatus: 'completed',
      userId: null,
      isActive: false,
    });
    expect(await t.database.db.select().from(favourites)).toEqual([]);
    const [kept] = await t.database.db.select().from(reports).where(eq(reports.id, against.id));
    expect(kept).toMatchObject({
      reason: against.reason,
      details: null,
      evidenceKey: null,
      status: 'dismissed',
    });
    expect(await t.database.db.select().from(users).where(eq(users.username, leaving.username))).toEqual([]);

    // A link to the profile, old (with the name) or new, says it was deleted; a live profile's
    // code never answers for another slug; the old session is gone.
    for (const slug of [leaving.slug, tombSlug]) {
      const link = await send(t, 'GET', `/api/profiles/detail-slug/${slug}`, undefined, auth(other.token));
      expect(link.statusCode, slug).toBe(410);
      expect(link.json()).toEqual({ detail: MESSAGES.profileDeleted });
    }
    const live = other.slug.slice(other.slug.lastIndexOf('-'));
    const wrong = await send(
      t,
      'GET',
      `/api/profiles/detail-slug/someone-else${live}`,
      undefined,
      auth(other.token),
    );
    expect(wrong.statusCode).toBe(404);
    const old = await send(
      t,
      'GET',
      `/api/profiles/detail-slug/${other.slug}`,
      undefined,
      auth(leaving.token),
    );
    expect(old.statusCode).toBe(401);

    // Audited without personal data; a second completion is refused.
    const [entry] = await auditOf(t, 'deletion', leaving.profileId);
    expect(entry).toMatchObject({
      actorUserId: mod.userId,
      action: 'deletion.complete',
      before: { deletion_status: 'requested' },
      after: { deletion_status: 'completed' },
    });
    const again = await asMod('POST', `/api/admin/deletion-requests/${leaving.profileId}/complete/`, {});
    expect(again.statusCode).toBe(409);
    const completed = ok<DeletionPage>(await asMod('GET', '/api/admin/deletion-requests/?status=completed'));
    expect(completed.results.map((d) => d.id)).toEqual([leaving.profileId]);
  });

  it('declines a request with remarks: visible again, the owner reads the remarks, audited', async () => {
    await makeVisible(t, declined, {
      reasonToDelete: 'Taking a break',
      deletionStatus: 'requested',
      deletionRequestedOn: new Date(),
    });
    const missing = await asMod('POST', `/api/admin/deletion-requests/${declined.profileId}/decline/`, {});
    expect(missing.statusCode).toBe(400);
    const remarks = 'Your profile has an accepted proposal in progress; please write to us.';
    const done = ok<DeletionItem>(
      await asMod('POST', `/api/admin/deletion-requests/${declined.profileId}/decline/`, { remarks }),
    );
    expect(done).toMatchObject({
      deletion_status: 'declined',
      deletion_remarks: remarks,
      deletion_requested_on: null,
    });
    const seen = await send(
      t,
      'GET',
      `/api/profiles/detail-slug/${declined.slug}`,
      undefined,
      auth(other.token),
    );
    expect(seen.statusCode).toBe(200);
    expect(mail.sent.some((m) => m.to === declined.username && m.text.includes(remarks))).toBe(true);
    const [entry] = await auditOf(t, 'deletion', declined.profileId);
    expect(entry).toMatchObject({
      action: 'deletion.decline',
      before: { deletion_status: 'requested' },
      after: { deletion_status: 'declined', deletion_remarks: remarks },
      remarks,
    });
    const page = ok<DeletionPage>(await asMod('GET', '/api/admin/deletion-requests/?status=declined'));
    expect(page.results.map((d) => d.id)).toEqual([declined.profileId]);
  });

  it('answers 404 for an unknown profile and 409 for a profile without a request', async () => {
    expect((await asMod('POST', '/api/admin/deletion-requests/999999/complete/', {})).statusCode).toBe(404);
    const none = await asMod('POST', `/api/admin/deletion-requests/${other.profileId}/complete/`, {});
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ detail: MESSAGES.caseDecided });
  });
});

/**
 * Erasure on time (DESIGN.md D11 and D22, issue 31): completing a deletion request ends the
 * member's sessions at once and records an erasure due ERASURE_DAYS later; the erasure pass, on
 * a fixed clock, removes the member's rows and stored files, on disk and on S3 (a real
 * S3-compatible server, s3rver), and leaves the tombstone: the profile's id and code, its
 * deletion status and date, and the reports against it with their reason only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, or } from 'drizzle-orm';
import {
  chatMessages,
  consents,
  erasures,
  notificationLog,
  profiles,
  proposals,
  reports,
  sessions,
  users,
  visits,
  notifications,
  pushSubscriptions,
  savedSearches,
} from '../../db/schema';
import { loadConfig } from '../../config';
import { DAY_MS, HOUR_MS } from '../../lib/time';
import { openStorage, type Storage } from '../../lib/storage';
import { startS3Server, type TestS3 } from '../../lib/storage-test-helpers';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, signUp } from '../../../test/accounts-helpers';
import { insertReport, png, superuser } from '../moderation/cases-test-helpers';
import { completeDeletion } from '../moderation/deletions-service';
import { runErasures } from './erasure';
import { fillMemberData, userIdOf } from './privacy-test-helpers';

/** Port of this file's s3rver (storage.test.ts uses 3461). */
const S3_PORT = 3467;
/** The completion's time: 30 days from now. */
const AHEAD = new Date(Date.now() + 30 * DAY_MS);

describe.each(DATABASE_KINDS)('erasure on %s', (kind) => {
  let t: TestApp;
  let mod: { userId: number };
  let s3: TestS3;
  let s3Storage: Storage;
  let s3Dir: string;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_LIMITS });
    mod = await superuser(t);
    s3 = await startS3Server(S3_PORT);
    s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-erasure-'));
    s3Storage = await openStorage(loadConfig({ DATA_DIR: s3Dir, ...s3.env }));
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await s3.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  /** A member with a full life (files in `storage`) whose deletion a moderator completes. */
  async function leaveWith(storage: Storage) {
    const leaving = await signUp(t);
    const other = await signUp(t, { gender: 'Female' });
    const life = await fillMemberData({ ...t, storage }, leaving, other);
    // The notification centre's rows (issue 30): besides fillMemberData's item and saved search, a
    // phone's push subscription.
    await t.database.db.insert(pushSubscriptions).values({
      userId: life.meUser,
      endpoint: `https://fcm.googleapis.com/fcm/send/erasure-${leaving.profileId}`,
      p256dh: 'key',
      auth: 'secret',
    });
    const against = await insertReport({ ...t, storage }, other.profileId, leaving.profileId, {
      details: 'About the member',
    });
    await t.database.db
      .update(profiles)
      .set({ deletionStatus: 'requested', deletionRequestedOn: new Date(), reasonToDelete: 'Taking a break' })
      .where(eq(profiles.id, leaving.profileId));
    // Completed on a clock 30 days ahead: the app's own background pass (system clock) never
    // takes this erasure, so only the pass below, on its fixed clock, does.
    await completeDeletion(
      {
        db: t.database.db,
        notices: t.app.deps.notices,
        now: AHEAD,
        erasureDays: t.app.deps.config.ERASURE_DAYS,
      },
      mod.userId,
      leaving.profileId,
      null,
    );
    const keys = [
      ...life.photos.flatMap((p) => [p.original, p.blur]),
      life.doc.storageKey,
      against.evidenceKey!,
    ];
    return { leaving, other, life, against, keys };
  }

  async function expectErased(
    storage: Storage,
    { leaving, other, life, against, keys }: Awaited<ReturnType<typeof leaveWith>>,
  ) {
    const db = t.database.db;
    const id = leaving.profileId;
    // The completion: sessions ended at once, the erasure due ERASURE_DAYS later.
    const open = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, life.meUser), isNull(sessions.revokedOn)));
    expect(open).toEqual([]);
    const [due] = await db.select().from(erasures).where(eq(erasures.profileId, id));
    expect(due!.erasedOn).toBeNull();
    expect(due!.completedOn).toEqual(AHEAD);
    expect(due!.dueOn.getTime() - due!.completedOn.getTime()).toBe(t.app.deps.config.ERASURE_DAYS * DAY_MS);
    for (const key of keys) expect(await storage.locate(key), key).toBeTruthy();

    // The pass, on a fixed clock an hour after the completion.
    const now = new Date(due!.completedOn.getTime() + HOUR_MS);
    expect(await runErasures({ db, storage }, now)).toBe(1);

    for (const key of keys) expect(await storage.locate(key), key).toBeNull();
    expect(
      await db
        .select()
        .from(chatMessages)
        .where(or(eq(chatMessages.senderId, id), eq(chatMessages.receiverId, id))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(proposals)
        .where(or(eq(proposals.senderId, id), eq(proposals.receiverId, id))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(visits)
        .where(or(eq(visits.visitorId, id), eq(visits.visitedId, id))),
    ).toEqual([]);
    expect(await db.select().from(users).where(eq(users.id, life.meUser))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, life.meUser))).toEqual([]);
    expect(await db.select().from(notificationLog).where(eq(notificationLog.userId, life.meUser))).toEqual(
      [],
    );
    expect(await db.select().from(consents).where(eq(consents.userId, life.meUser))).toEqual([]);
    for (const table of [notifications, savedSearches, pushSubscriptions]) {
      expect(await db.select().from(table).where(eq(table.userId, life.meUser))).toEqual([]);
    }
    // The other member keeps their account.
    expect(
      await db
        .select()
        .from(users)
        .where(eq(users.id, await userIdOf(t, other))),
    ).toHaveLength(1);

    // The tombstone: id and code, status and date, nothing personal; the report's reason only.
    const [tomb] = await db.select().from(profiles).where(eq(profiles.id, id));
    expect(tomb).toMatchObject({
      deletionStatus: 'completed',
      userId: null,
      photo1: null,
      contactNumber: '',
    });
    expect(tomb!.slug).toBe(`deleted-${tomb!.profileCode.toLowerCase()}`);
    const [kept] = await db.select().from(reports).where(eq(reports.id, against.id));
    expect(kept).toMatchObject({ reason: against.reason, details: null, evidenceKey: null });
    const [erased] = await db.select().from(erasures).where(eq(erasures.profileId, id));
    expect(erased).toMatchObject({ erasedOn: now, addresses: [], fileKeys: [], userId: null });

    // A second pass has nothing left to do.
    expect(await runErasures({ db, storage }, new Date(now.getTime() + HOUR_MS))).toBe(0);
  }

  it('erases the files on disk and the rows, leaving the tombstone', async () => {
    await expectErased(t.storage, await leaveWith(t.storage));
  });

  it('erases the files on S3 and the rows, leaving the tombstone', async () => {
    // The same bytes on the bucket (the app's own storage is the disk in tests).
    await s3Storage.put('probe/check.png', await png());
    expect(await s3Storage.locate('probe/check.png')).toBeTruthy();
    await expectErased(s3Storage, await leaveWith(s3Storage));
  });
});

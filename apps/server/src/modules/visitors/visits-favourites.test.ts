/**
 * Visits (one per view, `skip-update` ignored for non-owners, view_count), the visitors list of the other side
 * (`GET /api/profiles/profile-visited/user`), and favourites (`PATCH`/`DELETE
 * /api/profiles/add-to-favourite/{code}/`, `GET add-to-favourite/user/`): idempotence, 404 for
 * unknown or hidden codes, 400 for one's own, visibility, and each member seeing only their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { profiles, visits } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, send, signUp, type Member } from '../../../test/accounts-helpers';
import {
  RELAXED_DISCOVERY_LIMITS,
  detail,
  insertProfile,
  makeVisible,
  ok,
  testClock,
} from '../../../test/discovery-helpers';

interface VisitorCard {
  profile_code: string;
  last_visited_on: string;
  visit_count: number;
  visited?: boolean;
}
interface Visitors {
  profile_visited: string[];
  results: VisitorCard[];
}
interface Favourites {
  favourite_profile_ids: string[];
  results: { profile_code: string; visited?: boolean }[];
}

describe.each(DATABASE_KINDS)('visits and favourites on %s', (kind) => {
  const clock = testClock();
  let t: TestApp;
  let bride: Member;
  let groom: Member;
  let other: Member;
  const code = async (m: Member) =>
    (await t.database.db.select().from(profiles).where(eq(profiles.id, m.profileId)))[0]!.profileCode;
  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: RELAXED_DISCOVERY_LIMITS,
      deps: { clock: clock.now },
    });
    bride = await signUp(t);
    groom = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi' });
    other = await signUp(t, { gender: 'Male', full_name: 'Faisal Ansari' });
    for (const m of [bride, groom, other]) await makeVisible(t, m);
  });
  afterAll(() => t.close());

  const visitRow = async (from: Member, to: Member) =>
    (
      await t.database.db
        .select()
        .from(visits)
        .where(and(eq(visits.visitorId, from.profileId), eq(visits.visitedId, to.profileId)))
    )[0];
  const viewCount = async (m: Member) =>
    (await t.database.db.select().from(profiles).where(eq(profiles.id, m.profileId)))[0]!.viewCount;
  const visitorsOf = async (m: Member) =>
    ok<Visitors>(await send(t, 'GET', '/api/profiles/profile-visited/user', undefined, auth(m.token)));
  const favourite = (m: Member, method: 'PATCH' | 'DELETE', c: string) =>
    send(t, method, `/api/profiles/add-to-favourite/${c}/`, undefined, auth(m.token));
  const favouritesOf = async (m: Member) =>
    ok<Favourites>(await send(t, 'GET', '/api/profiles/add-to-favourite/user/', undefined, auth(m.token)));

  it('records one visit per view (skip-update too), none for the owner', async () => {
    clock.set('2026-03-01T10:00:00Z');
    ok(await detail(t, groom, bride.slug));
    expect(await visitRow(groom, bride)).toMatchObject({ visitCount: 1 });
    expect((await visitRow(groom, bride))!.lastVisitedOn.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(await viewCount(bride)).toBe(1);
    clock.set('2026-03-02T10:00:00Z');
    ok(await detail(t, groom, bride.slug));
    ok(await detail(t, groom, bride.slug, '?skip-update=true'));
    ok(await detail(t, bride, bride.slug));
    const row = await visitRow(groom, bride);
    expect(row).toMatchObject({ visitCount: 3 });
    expect(row!.lastVisitedOn.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(await viewCount(bride)).toBe(3);
    expect(await visitRow(bride, bride)).toBeUndefined();
    expect(ok<{ view_count: number }>(await detail(t, bride, bride.slug)).view_count).toBe(3);
  });

  it('lists visitors to the visited member only, latest visit first', async () => {
    clock.set('2026-03-03T10:00:00Z');
    ok(await detail(t, other, bride.slug));
    const list = await visitorsOf(bride);
    expect(list.profile_visited).toEqual([await code(other), await code(groom)]);
    expect(list.results.map((r) => [r.profile_code, r.visit_count, r.last_visited_on])).toEqual([
      [await code(other), 1, '2026-03-03T10:00:00.000Z'],
      [await code(groom), 3, '2026-03-02T10:00:00.000Z'],
    ]);
    expect(list.results.every((r) => r.visited === false)).toBe(true);
    // The visitors see their own (empty) visitors, never the bride's.
    expect(await visitorsOf(groom)).toEqual({ profile_visited: [], results: [] });
    // A visitor hidden later (blocked) drops out of the list.
    await makeVisible(t, other, { isBlocked: true });
    expect((await visitorsOf(bride)).profile_visited).toEqual([await code(groom)]);
    await makeVisible(t, other, { isBlocked: false });
    expect((await send(t, 'GET', '/api/profiles/profile-visited/user')).statusCode).toBe(401);
    clock.reset();
  });

  it('adds, lists and removes favourites, idempotently', async () => {
    const brideCode = await code(bride);
    expect(ok(await favourite(groom, 'PATCH', brideCode))).toEqual({
      message: 'Profile Added to favourites.',
    });
    expect(ok(await favourite(groom, 'PATCH', brideCode.toLowerCase()))).toEqual({
      message: 'Profile Added to favourites.',
    });
    const extra = await insertProfile(t, { gender: 'Female' });
    ok(await favourite(groom, 'PATCH', extra.profileCode));
    const list = await favouritesOf(groom);
    expect(list.favourite_profile_ids).toEqual([extra.profileCode, brideCode]);
    expect(list.results.map((r) => [r.profile_code, r.visited])).toEqual([
      [extra.profileCode, false],
      [brideCode, true],
    ]);
    expect(ok<{ is_favourite: boolean }>(await detail(t, groom, bride.slug)).is_favourite).toBe(true);
    expect(ok<{ is_favourite: boolean }>(await detail(t, other, bride.slug)).is_favourite).toBe(false);
    // Someone else's list is their own.
    expect(await favouritesOf(other)).toEqual({ favourite_profile_ids: [], results: [] });
    expect(ok(await favourite(groom, 'DELETE', brideCode))).toEqual({
      message: 'Profile removed from favourites.',
    });
    expect(ok(await favourite(groom, 'DELETE', brideCode))).toEqual({
      message: 'Profile removed from favourites.',
    });
    expect((await favouritesOf(groom)).favourite_profile_ids).toEqual([extra.profileCode]);
    expect(ok<{ is_favourite: boolean }>(await detail(t, groom, bride.slug)).is_favourite).toBe(false);
  });

  it('refuses unknown, hidden and own profiles, and visitors', async () => {
    expect(ok(await favourite(groom, 'PATCH', 'NK999999'), 404)).toEqual({ detail: 'No Profile Found!' });
    expect(ok(await favourite(groom, 'DELETE', 'NK999999'), 404)).toEqual({ detail: 'No Profile Found!' });
    expect(ok(await favourite(groom, 'PATCH', await code(groom)), 400)).toEqual({
      detail: 'You cannot add your own profile to favourites.',
    });
    const pending = await insertProfile(t, { gender: 'Female', approvalStatus: 'pending' });
    expect(ok(await favourite(groom, 'PATCH', pending.profileCode), 404)).toEqual({
      detail: 'No Profile Found!',
    });
    expect((await favourite(groom, 'DELETE', pending.profileCode)).statusCode).toBe(404);
    // A favourite hidden later leaves the list, and can still be removed.
    const leaving = await insertProfile(t, { gender: 'Female' });
    ok(await favourite(groom, 'PATCH', leaving.profileCode));
    await t.database.db
      .update(profiles)
      .set({ deletionRequestedOn: new Date() })
      .where(eq(profiles.id, leaving.id));
    expect((await favouritesOf(groom)).favourite_profile_ids).not.toContain(leaving.profileCode);
    expect((await favourite(groom, 'DELETE', leaving.profileCode)).statusCode).toBe(200);
    expect((await favourite(groom, 'DELETE', leaving.profileCode)).statusCode).toBe(404);
    for (const [method, url] of [
      ['PATCH', `/api/profiles/add-to-favourite/${await code(bride)}/`],
      ['DELETE', `/api/profiles/add-to-favourite/${await code(bride)}/`],
      ['GET', '/api/profiles/add-to-favourite/user/'],
    ] as const) {
      expect((await send(t, method, url)).statusCode).toBe(401);
    }
  });
});

/**
 * Hidden visits (issue 13 defect 8): `?skip-update=true` skips the visit and the view count only
 * for the owner (the edit page refreshing its own profile); another member's view always counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { profiles, visits } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { signUp, type Member } from '../../../test/accounts-helpers';
import { RELAXED_DISCOVERY_LIMITS, detail, makeVisible, ok } from '../../../test/discovery-helpers';

describe.each(DATABASE_KINDS)('skip-update on %s', (kind) => {
  let t: TestApp;
  let bride: Member;
  let groom: Member;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_DISCOVERY_LIMITS });
    bride = await signUp(t);
    groom = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi' });
    for (const m of [bride, groom]) await makeVisible(t, m);
  });
  afterAll(() => t.close());

  const viewCount = async (m: Member) =>
    (await t.database.db.select().from(profiles).where(eq(profiles.id, m.profileId)))[0]!.viewCount;
  const visitCount = async (from: Member, to: Member) =>
    (
      await t.database.db
        .select()
        .from(visits)
        .where(and(eq(visits.visitorId, from.profileId), eq(visits.visitedId, to.profileId)))
    )[0]?.visitCount ?? 0;

  it("still records a non-owner's visit and view with skip-update=true", async () => {
    for (const flag of ['true', '1', 'yes', 'TRUE']) {
      ok(await detail(t, groom, bride.slug, `?skip-update=${flag}`));
    }
    expect(await visitCount(groom, bride)).toBe(4);
    expect(await viewCount(bride)).toBe(4);
  });

  it('lets the owner skip (and never counts the owner anyway)', async () => {
    ok(await detail(t, bride, bride.slug, '?skip-update=true'));
    ok(await detail(t, bride, bride.slug));
    expect(await viewCount(bride)).toBe(4);
    expect(await visitCount(bride, bride)).toBe(0);
  });
});

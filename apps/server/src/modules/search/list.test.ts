/**
 * Member defaults of `GET /api/profiles/list/` (SPEC.md sections 6 and 9): opposite gender, the
 * initial age range (a man: 18 to his age; a woman: her age to 80), never the own profile,
 * explicit filters winning; visitors keep the plain list. The eye mark (`visited`) on list and
 * new-profiles cards, and visibility (DESIGN.md D4) for members.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ageFromDateOfBirth, listLimitMax } from '@nikah/shared';
import { profiles } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, send, signUp, type Member } from '../../../test/accounts-helpers';
import { RELAXED_DISCOVERY_LIMITS, detail, makeVisible, ok } from '../../../test/discovery-helpers';

type Row = typeof profiles.$inferSelect;
interface Card {
  id: number;
  profile_code: string;
  gender: string;
  age: number;
  visited?: boolean;
  thumbnail: string | null;
}
interface Page {
  results: Card[];
  count: number;
}

describe.each(DATABASE_KINDS)('member defaults of the profile list on %s', (kind) => {
  let t: TestApp;
  let man: Member;
  let woman: Member;
  let visible: Row[];
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 240, env: RELAXED_DISCOVERY_LIMITS });
    man = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi', year_of_birth: 1996 });
    woman = await signUp(t, { gender: 'Female', year_of_birth: 1993 });
    await makeVisible(t, man);
    await makeVisible(t, woman);
    visible = await t.database.db.select().from(profiles).where(eq(profiles.approvalStatus, 'approved'));
  });
  afterAll(() => t.close());

  /** Every page of the list as `who` may ask for it (largest page `listLimitMax`), joined. */
  const list = async (who: Member | null, params: Record<string, string> = {}) => {
    const limit = listLimitMax({ member: who !== null, byCode: params.code !== undefined });
    const all: Page = { results: [], count: 0 };
    for (let page = 1; ; page += 1) {
      const query = new URLSearchParams({ limit: String(limit), page: String(page), ...params });
      const one = ok<Page>(
        await send(
          t,
          'GET',
          `/api/profiles/list/?${query.toString()}`,
          undefined,
          who ? auth(who.token) : {},
        ),
      );
      all.results.push(...one.results);
      all.count = one.count;
      if (all.results.length >= one.count || one.results.length === 0) return all;
    }
  };
  const codes = (page: Page) => page.results.map((r) => r.profile_code).sort();
  const expected = (pred: (p: Row) => boolean) =>
    visible
      .filter(pred)
      .map((p) => p.profileCode)
      .sort();
  const age = (p: Row) => ageFromDateOfBirth(p.dateOfBirth);
  const own = (m: Member) => visible.find((p) => p.id === m.profileId)!;

  it('shows a man women from 18 to his own age, never himself', async () => {
    const mine = age(own(man));
    const want = expected((p) => p.gender === 'Female' && age(p) >= 18 && age(p) <= mine);
    expect(want.length).toBeGreaterThan(5);
    const page = await list(man);
    expect(codes(page)).toEqual(want);
    expect(page.count).toBe(want.length);
  });

  it('shows a woman men from her own age to 80', async () => {
    const mine = age(own(woman));
    const want = expected((p) => p.gender === 'Male' && age(p) >= mine && age(p) <= 80);
    expect(want.length).toBeGreaterThan(5);
    const page = await list(woman);
    expect(codes(page)).toEqual(want);
    expect(codes(page)).not.toContain(own(woman).profileCode);
  });

  it('lets explicit filters override the defaults and still leaves the own profile out', async () => {
    const mine = age(own(man));
    // Gender given: the age default still applies, the own profile never shows.
    const men = await list(man, { gender: 'Male' });
    expect(codes(men)).toEqual(
      expected((p) => p.gender === 'Male' && age(p) <= mine && p.id !== man.profileId),
    );
    expect(codes(men)).not.toContain(own(man).profileCode);
    // One age bound given: no default range at all.
    expect(codes(await list(man, { age__gte: '40' }))).toEqual(
      expected((p) => p.gender === 'Female' && age(p) >= 40),
    );
    expect(codes(await list(man, { age__lte: '20' }))).toEqual(
      expected((p) => p.gender === 'Female' && age(p) <= 20),
    );
    expect(codes(await list(woman, { gender: 'Female', age__gte: '18', age__lte: '100' }))).toEqual(
      expected((p) => p.gender === 'Female' && p.id !== woman.profileId),
    );
  });

  it('gives visitors the plain list and code look-ups no defaults', async () => {
    const all = await list(null);
    expect(all.count).toBe(visible.length);
    expect(all.results.length).toBeGreaterThan(0);
    expect(all.results.every((c) => !('visited' in c))).toBe(true);
    const someCodes = [
      own(woman).profileCode,
      own(man).profileCode,
      ...visible.slice(0, 6).map((p) => p.profileCode),
    ];
    const lookup = await list(man, { code: someCodes.join(',') });
    expect(codes(lookup)).toEqual(someCodes.filter((c) => c !== own(man).profileCode).sort());
  });

  it('marks the profiles a member has opened, on list and new-profiles cards', async () => {
    const women = (await list(man)).results;
    const [a, b] = [women[0]!, women[3]!];
    const slugOf = (id: number) => visible.find((p) => p.id === id)!.slug;
    ok(await detail(t, man, slugOf(a.id)));
    ok(await detail(t, man, slugOf(b.id)));
    const page = await list(man);
    for (const c of page.results) expect(c.visited).toBe(c.id === a.id || c.id === b.id);
    // The woman's own list knows nothing of the man's visits.
    const hers = (await list(woman)).results;
    expect(hers.length).toBeGreaterThan(0);
    expect(hers.every((c) => c.visited === false)).toBe(true);

    const fresh = ok<{ results: Card[] }>(
      await send(t, 'GET', '/api/profiles/new-profiles/', undefined, auth(man.token)),
    );
    expect(fresh.results).toHaveLength(50);
    expect(fresh.results.map((c) => c.id)).not.toContain(man.profileId);
    expect(fresh.results.map((c) => c.id)).toContain(woman.profileId);
    for (const c of fresh.results) expect(c.visited).toBe(c.id === a.id || c.id === b.id);
    const anon = ok<{ results: Card[] }>(await send(t, 'GET', '/api/profiles/new-profiles/'));
    expect(anon.results.map((c) => c.id)).toContain(man.profileId);
    expect(anon.results.every((c) => !('visited' in c))).toBe(true);
  });

  it('never lists pending, blocked or deleted profiles to members', async () => {
    const women = (await list(man)).results.slice(0, 4);
    const db = t.database.db;
    await db.update(profiles).set({ approvalStatus: 'pending' }).where(eq(profiles.id, women[0]!.id));
    await db.update(profiles).set({ isBlocked: true }).where(eq(profiles.id, women[1]!.id));
    await db.update(profiles).set({ deletionRequestedOn: new Date() }).where(eq(profiles.id, women[2]!.id));
    await db.update(profiles).set({ deletedOn: new Date() }).where(eq(profiles.id, women[3]!.id));
    const hidden = women.map((c) => c.profile_code);
    const after = await list(man);
    const fresh = ok<{ results: Card[] }>(
      await send(t, 'GET', '/api/profiles/new-profiles/', undefined, auth(man.token)),
    );
    const byCode = await list(man, { code: hidden.join(',') });
    for (const code of hidden) {
      expect(codes(after)).not.toContain(code);
      expect(fresh.results.map((c) => c.profile_code)).not.toContain(code);
    }
    expect(byCode.count).toBe(0);
    for (const c of women) {
      const slug = visible.find((p) => p.id === c.id)!.slug;
      expect(ok(await detail(t, man, slug), 404)).toEqual({ detail: 'No Profile Found!' });
    }
  });

  it('answers 401 to a bad token instead of a visitor list', async () => {
    const res = await send(t, 'GET', '/api/profiles/list/', undefined, auth('x'.repeat(43)));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Invalid token.' });
  });
});

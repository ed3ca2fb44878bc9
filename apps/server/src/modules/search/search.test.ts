/**
 * `GET /api/profiles/list/` filters (SPEC.md section 7): each filter alone and combined, checked
 * against the same filter applied in JavaScript to every visible row; pagination; visibility (D4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VISITOR_LIST_LIMIT_MAX, ageFromDateOfBirth, heightToInches } from '@nikah/shared';
import { profiles } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_DISCOVERY_LIMITS } from '../../../test/discovery-helpers';

type Row = typeof profiles.$inferSelect;
interface Page {
  results: { profile_code: string; created_on: string }[];
  count: number;
}

describe.each(DATABASE_KINDS)('profile list on %s', (kind) => {
  let t: TestApp;
  let visible: Row[];
  let hidden: Row[];
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 300, env: RELAXED_DISCOVERY_LIMITS });
    const db = t.database.db;
    const all = await db.select().from(profiles);
    hidden = all.slice(0, 4);
    await db.update(profiles).set({ approvalStatus: 'pending' }).where(eq(profiles.id, hidden[0]!.id));
    await db.update(profiles).set({ isBlocked: true }).where(eq(profiles.id, hidden[1]!.id));
    await db.update(profiles).set({ deletionRequestedOn: new Date() }).where(eq(profiles.id, hidden[2]!.id));
    await db.update(profiles).set({ isActive: false }).where(eq(profiles.id, hidden[3]!.id));
    const hiddenIds = new Set(hidden.map((h) => h.id));
    visible = all.filter((p) => !hiddenIds.has(p.id));
  });
  afterAll(() => t.close());

  const list = async (params: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/list/?${new URLSearchParams(params).toString()}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
  /** Every code matching `params`, across the visitor's pages (VISITOR_LIST_LIMIT_MAX each). */
  const allCodes = async (params: Record<string, string>) => {
    const codes: string[] = [];
    for (let page = 1; ; page += 1) {
      const { results, count } = await list({
        ...params,
        limit: String(VISITOR_LIST_LIMIT_MAX),
        page: String(page),
      });
      codes.push(...results.map((r) => r.profile_code));
      if (codes.length >= count || results.length === 0) break;
    }
    return codes.sort();
  };
  const expected = (pred: (p: Row) => boolean) =>
    visible
      .filter(pred)
      .map((p) => p.profileCode)
      .sort();
  const most = <K extends keyof Row>(key: K) => {
    const counts = new Map<Row[K], number>();
    for (const p of visible) counts.set(p[key], (counts.get(p[key]) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([v]) => v);
  };
  const age = (p: Row) => ageFromDateOfBirth(p.dateOfBirth);

  it('lists every visible profile, never a hidden one, 20 per page, newest first', async () => {
    const page = await list({});
    expect(page.count).toBe(visible.length);
    expect(page.results).toHaveLength(20);
    const times = page.results.map((r) => Date.parse(r.created_on));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const codes = await allCodes({});
    for (const h of hidden) expect(codes).not.toContain(h.profileCode);
  });

  it.each([
    ['gender', 'gender' as const],
    ['maslak', 'maslak' as const],
    ['biradari', 'biradari' as const],
    ['state', 'state' as const],
    ['state_current', 'stateCurrent' as const],
    ['city', 'city' as const],
    ['city_current', 'cityCurrent' as const],
    ['martial_status', 'martialStatus' as const],
    ['education', 'education' as const],
    ['physical_status', 'physicalStatus' as const],
  ])('filters by %s alone', async (param, key) => {
    const values = most(key)
      .filter((v) => v !== null)
      .slice(0, 2);
    // Without such values the loop below would check nothing.
    expect(values.length).toBe(2);
    for (const value of values) {
      const want = expected((p) => p[key] === value);
      expect(want.length).toBeGreaterThan(0);
      expect(await allCodes({ [param]: String(value) })).toEqual(want);
    }
  });

  it('filters by country of residence', async () => {
    expect(await allCodes({ country: 'India' })).toEqual(expected((p) => p.countryCurrent === 'India'));
    const abroad = most('countryCurrent').find((c) => c !== 'India');
    if (abroad) {
      expect(await allCodes({ country: abroad })).toEqual(expected((p) => p.countryCurrent === abroad));
    }
  });

  it.each([
    ['maslak__in', 'maslak' as const],
    ['biradari__in', 'biradari' as const],
    ['state__in', 'state' as const],
    ['state_current__in', 'stateCurrent' as const],
    ['martial_status__in', 'martialStatus' as const],
    ['education__in', 'education' as const],
  ])('filters by the list %s', async (param, key) => {
    const values = most(key)
      .filter((v): v is NonNullable<typeof v> => v !== null)
      .slice(0, 3)
      .map(String);
    expect(await allCodes({ [param]: values.join(',') })).toEqual(
      expected((p) => values.includes(String(p[key]))),
    );
  });

  it('filters by heights', async () => {
    const heights = [`5'2"`, `5'6"`, `5'10"`];
    expect(await allCodes({ height__in: heights.join(',') })).toEqual(
      expected((p) => heights.some((h) => heightToInches(h) === p.heightInches)),
    );
  });

  it('filters by age bounds, inclusive', async () => {
    expect(await allCodes({ age__gte: '25', age__lte: '30' })).toEqual(
      expected((p) => age(p) >= 25 && age(p) <= 30),
    );
    expect(await allCodes({ age__gte: '40' })).toEqual(expected((p) => age(p) >= 40));
    expect(await allCodes({ age__lte: '22' })).toEqual(expected((p) => age(p) <= 22));
  });

  it('finds profiles by free text: name prefix, occupation, city, code', async () => {
    const someone = visible[10]!;
    const first = someone.fullName.split(' ')[0]!;
    const byName = await allCodes({ search: first.slice(0, 4) });
    expect(byName).toContain(someone.profileCode);
    const prefix = first.slice(0, 4).toLowerCase();
    const words = (p: Row) =>
      [
        p.fullName,
        p.profileCode,
        p.occupation,
        p.city,
        p.cityCurrent,
        p.education,
        p.degree,
        p.biradari,
        p.hobbies,
      ]
        .join(' ')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u);
    expect(byName).toEqual(expected((p) => words(p).some((w) => w.startsWith(prefix))));
    expect(await allCodes({ search: someone.profileCode })).toEqual([someone.profileCode]);
    expect((await list({ search: '!!!' })).count).toBe(0);
    expect((await list({ search: "'; drop table profiles; --" })).count).toBe(0);
  });

  it('looks profiles up by code lists', async () => {
    const codes = visible.slice(0, 5).map((p) => p.profileCode);
    expect(await allCodes({ code: [...codes, hidden[0]!.profileCode].join(',') })).toEqual([...codes].sort());
  });

  it('filters by verification', async () => {
    expect(await allCodes({ verified: 'true' })).toEqual(
      expected((p) => p.verificationStatus === 'Verified'),
    );
  });

  it('combines filters with AND', async () => {
    const [g] = most('gender');
    const states = most('state').slice(0, 4).map(String);
    const params = {
      gender: String(g),
      state__in: states.join(','),
      age__gte: '20',
      age__lte: '40',
      martial_status: 'Unmarried',
      maslak__in: most('maslak').slice(0, 3).join(','),
    };
    const maslaks = params.maslak__in.split(',');
    const want = expected(
      (p) =>
        p.gender === g &&
        states.includes(p.state) &&
        age(p) >= 20 &&
        age(p) <= 40 &&
        p.martialStatus === 'Unmarried' &&
        maslaks.includes(p.maslak),
    );
    expect(want.length).toBeGreaterThan(0);
    const got = await list(params);
    expect(got.count).toBe(want.length);
    expect(await allCodes(params)).toEqual(want);
  });

  it('pages without gaps or repeats, and past the end gives an empty page with the count', async () => {
    const total = visible.length;
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 20); page++) {
      const p = await list({ page: String(page) });
      seen.push(...p.results.map((r) => r.profile_code));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const last = await list({ page: String(Math.ceil(total / 20)) });
    expect(last.results).toHaveLength(total % 20 || 20);
    const beyond = await list({ page: String(Math.ceil(total / 20) + 1) });
    expect(beyond).toEqual({ results: [], count: total });
    const oldest = await list({ ordering: 'created_on', limit: '1' });
    expect(oldest.results[0]!.profile_code).toBe(seen.at(-1));
  });

  it.each([
    ['gender=Robot', 'gender'],
    ['age__gte=abc', 'age__gte'],
    ['age__gte=40&age__lte=30', 'age__lte'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['limit=1001', 'limit'],
    ['ordering=full_name', 'ordering'],
    ['height__in=7ft', 'height__in'],
    [`state__in=${Array.from({ length: 61 }, (_, i) => `s${i}`).join(',')}`, 'state__in'],
    [`search=${'a'.repeat(101)}`, 'search'],
    ['verified=maybe', 'verified'],
    ['physical_status=Other', 'physical_status'],
  ])('refuses %s with a field error', async (qs, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/profiles/list/?${qs}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty(field);
  });
});

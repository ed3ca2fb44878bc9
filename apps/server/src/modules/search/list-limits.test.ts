/**
 * Scraping (issue 13 defect 12): visitors get at most 20 cards a page and members 50; the lookup
 * limit (1000) only with `code=` for a member's own lists; the listing is rate limited per client
 * address and per member (named settings).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, send, signUp, type Member } from '../../../test/accounts-helpers';
import { RELAXED_DISCOVERY_LIMITS, codeOf, makeVisible, ok } from '../../../test/discovery-helpers';

type Page = { results: { profile_code: string }[]; count: number };

describe.each(DATABASE_KINDS)('profile list page sizes on %s', (kind) => {
  let t: TestApp;
  let member: Member;
  let code: string;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 120, env: RELAXED_DISCOVERY_LIMITS });
    member = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi', year_of_birth: 1980 });
    await makeVisible(t, member);
    code = await codeOf(t, member);
  });
  afterAll(() => t.close());

  const list = (query: string, m: Member | null) =>
    send(t, 'GET', `/api/profiles/list/?${query}`, undefined, m ? auth(m.token) : {});

  it('gives visitors at most 20 a page', async () => {
    expect(ok<Page>(await list('limit=20', null)).results).toHaveLength(20);
    for (const limit of [21, 50, 1000]) {
      expect(ok(await list(`limit=${limit}`, null), 400)).toEqual({
        limit: ['Value must be less than or equal to 20.'],
      });
    }
    expect(ok(await list(`code=${code}&limit=1000`, null), 400)).toHaveProperty('limit');
  });

  it('gives members at most 50 a page, and 1000 only for code look-ups', async () => {
    const page = ok<Page>(await list('limit=50&gender=Female&age__gte=18&age__lte=80', member));
    expect(page.count).toBeGreaterThan(50);
    expect(page.results).toHaveLength(50);
    expect(ok(await list('limit=51', member), 400)).toEqual({
      limit: ['Value must be less than or equal to 50.'],
    });
    expect(ok(await list('limit=1000', member), 400)).toHaveProperty('limit');
    const codes = ok<Page>(await list('limit=60&gender=Female&age__gte=18&age__lte=80', member), 400);
    expect(codes).toHaveProperty('limit');
    const some = ok<Page>(await list('limit=5&gender=Female', member)).results.map((c) => c.profile_code);
    expect(some).toHaveLength(5);
    const lookup = ok<Page>(await list(`code=${some.join(',')}&limit=1000`, member));
    expect(lookup.results.map((c) => c.profile_code).sort()).toEqual([...some].sort());
  });
});

describe.each(DATABASE_KINDS)('profile list rate limits on %s', (kind) => {
  let t: TestApp;
  let member: Member;
  let other: Member;
  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 5,
      env: {
        ...RELAXED_DISCOVERY_LIMITS,
        RATE_LIMIT_LIST_PER_IP_PER_MINUTE: '6',
        RATE_LIMIT_LIST_PER_MEMBER_PER_MINUTE: '4',
        TRUST_PROXY: 'true',
      },
    });
    member = await signUp(t);
    other = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi' });
  });
  afterAll(() => t.close());

  const list = (m: Member | null, ip: string) =>
    send(t, 'GET', '/api/profiles/list/', undefined, {
      ...(m ? auth(m.token) : {}),
      'x-forwarded-for': ip,
    });

  it('limits visitors per address', async () => {
    for (let i = 0; i < 6; i += 1) expect((await list(null, '203.0.113.1')).statusCode).toBe(200);
    const res = await list(null, '203.0.113.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: 'Too many requests. Please try again later.' });
    expect((await list(null, '203.0.113.2')).statusCode).toBe(200);
  });

  it('limits a member across addresses', async () => {
    for (let i = 0; i < 4; i += 1) expect((await list(member, `198.51.100.${i}`)).statusCode).toBe(200);
    expect((await list(member, '198.51.100.99')).statusCode).toBe(429);
    expect((await list(other, '198.51.100.98')).statusCode).toBe(200);
  });
});

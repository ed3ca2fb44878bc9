/**
 * `GET /api/profiles/matches/`: visible opposite-gender profiles that fit the member's expectation
 * AND whose own expectation the member fits (none fits everyone), best first (explicit two-way
 * matches, then verified, then recently active), 20 per page. A small hand-made set of profiles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, send, signUp, type Member } from '../../../test/accounts-helpers';
import {
  RELAXED_DISCOVERY_LIMITS,
  insertProfile,
  makeVisible,
  ok,
  testClock,
} from '../../../test/discovery-helpers';

interface Page {
  results: { profile_code: string; visited?: boolean }[];
  count: number;
}

describe.each(DATABASE_KINDS)('matches on %s', (kind) => {
  const clock = testClock();
  let t: TestApp;
  let seeker: Member; // man, 31 in 2026, Uttar Pradesh, Post Graduate, Unmarried
  let bride: Member; // woman without expectations
  const codes: Record<string, string> = {};
  beforeAll(async () => {
    clock.set('2026-06-15T12:00:00Z');
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: RELAXED_DISCOVERY_LIMITS,
      deps: { clock: clock.now },
    });
    seeker = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi', year_of_birth: 1995 });
    bride = await signUp(t, {
      gender: 'Female',
      year_of_birth: 2000,
      state: 'Kerala',
      city: 'Kochi',
      state_current: 'Kerala',
      city_current: 'Kochi',
    });
    await makeVisible(t, seeker);
    await makeVisible(t, bride, { lastActive: new Date('2026-06-01T00:00:00Z') });
    const kerala = {
      state: 'Kerala',
      stateCurrent: 'Kerala',
      martialStatus: 'Unmarried',
      verificationStatus: 'Not Verified',
      birthYear: 2001,
    };
    const at = (day: number) => new Date(`2026-06-${String(day).padStart(2, '0')}T00:00:00Z`);
    const made = {
      implicit: { ...kerala, lastActive: at(2) },
      explicit: {
        ...kerala,
        lastActive: at(3),
        expectationProposal: { age: [28, 35], education: ['Post Graduate'] },
      },
      currentState: { ...kerala, state: 'Bihar', lastActive: at(10) },
      verifiedExplicit: {
        ...kerala,
        lastActive: at(1),
        verificationStatus: 'Verified',
        expectationProposal: { age: [25, 40], state: ['Uttar Pradesh'], marital_status: ['Unmarried'] },
      },
      tooYoungForHer: { ...kerala, expectationProposal: { age: [18, 28] } },
      tooOldForHim: { ...kerala, birthYear: 1990 },
      otherState: { ...kerala, state: 'Bihar', stateCurrent: 'Bihar' },
      divorced: { ...kerala, martialStatus: 'Divorced' },
      wantsDivorced: {
        ...kerala,
        expectationProposal: { age: [18, 80], marital_status: ['Divorced', 'Widowed'] },
      },
      wantsKerala: { ...kerala, expectationProposal: { age: [18, 80], state: ['Kerala'] } },
      wantsDoctor: { ...kerala, expectationProposal: { age: [18, 80], education: ['Doctor'] } },
      pending: { ...kerala, approvalStatus: 'pending' },
      blocked: { ...kerala, isBlocked: true },
    };
    for (const [name, fields] of Object.entries(made)) {
      codes[name] = (await insertProfile(t, { gender: 'Female', ...fields })).profileCode;
    }
    codes.man = (await insertProfile(t, { gender: 'Male', ...kerala })).profileCode;
    const set = await send(
      t,
      'PATCH',
      `/api/profiles/update/${seeker.profileId}/`,
      { expectation_proposal: { age: [22, 30], state: ['Kerala'], marital_status: ['Unmarried'] } },
      auth(seeker.token),
    );
    expect(set.statusCode, set.body).toBe(200);
  });
  afterAll(() => t.close());

  const matches = async (m: Member, query = '') =>
    ok<Page>(await send(t, 'GET', `/api/profiles/matches/${query}`, undefined, auth(m.token)));

  it('keeps only two-way fits, best first', async () => {
    const page = await matches(seeker);
    const bridesCode = page.results.find((r) => !Object.values(codes).includes(r.profile_code))?.profile_code;
    expect(page.results.map((r) => r.profile_code)).toEqual([
      codes.verifiedExplicit,
      codes.explicit,
      codes.currentState,
      codes.implicit,
      bridesCode,
    ]);
    expect(bridesCode).toMatch(/^NK/);
    expect(page.count).toBe(5);
    expect(page.results.every((r) => r.visited === false)).toBe(true);
    expect(await matches(seeker, '?page=2')).toEqual({ results: [], count: 5 });
  });

  it('checks the other side for a member without expectations', async () => {
    // The bride (no expectation, Kerala, 26) sees men whose expectations she fits: the seeker's
    // (22-30, Kerala, Unmarried) and the plain man's (none).
    const page = await matches(bride);
    expect(page.results.map((r) => r.profile_code).sort()).toEqual(
      [codes.man, page.results.find((r) => r.profile_code.startsWith('NK'))?.profile_code].sort(),
    );
    expect(page.count).toBe(2);
    await send(
      t,
      'PATCH',
      `/api/profiles/update/${seeker.profileId}/`,
      { expectation_proposal: { age: [18, 24] } },
      auth(seeker.token),
    );
    expect((await matches(bride)).results.map((r) => r.profile_code)).toEqual([codes.man]);
  });

  it('needs a session and refuses bad pages', async () => {
    expect((await send(t, 'GET', '/api/profiles/matches/')).statusCode).toBe(401);
    const bad = await send(t, 'GET', '/api/profiles/matches/?page=0', undefined, auth(seeker.token));
    expect(ok(bad, 400)).toHaveProperty('page');
  });
});

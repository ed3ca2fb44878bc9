/**
 * The legal ages of DESIGN.md D15 through the API: `POST profiles/create/` and
 * `PATCH profiles/update/{id}/` refuse a member younger than 21 (men) or 18 (women) on the day of
 * the app's clock, birthday included, with 400 `{"year_of_birth": ["Minimum age is N years."]}`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSignup } from '../../../../../packages/shared/test/sample-profile';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, auth, newMobile, requestCode, send, signUp } from '../../../test/accounts-helpers';

describe.each(DATABASE_KINDS)('legal ages on %s', (kind) => {
  let t: TestApp;
  let today = new Date('2026-11-30T09:00:00Z');
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_LIMITS, deps: { clock: () => today } });
  });
  afterAll(() => t.close());

  const create = async (overrides: Record<string, unknown>) => {
    const username = newMobile();
    const otp = await requestCode(t, username);
    return send(t, 'POST', '/api/profiles/create/', sampleSignup({ ...overrides, username, otp }));
  };
  const man = { gender: 'Male', full_name: 'Ahmed Siddiqui', year_of_birth: 2005, month_of_birth: 11 };

  it('creates a man who turns 21 today', async () => {
    today = new Date('2026-11-30T09:00:00Z');
    const res = await create(man);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a man who turns 21 tomorrow', async () => {
    today = new Date('2026-11-29T23:00:00Z');
    const res = await create(man);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ year_of_birth: ['Minimum age is 21 years.'] });
  });

  it('accepts a woman of 18 today and refuses her the day before', async () => {
    const woman = { gender: 'Female', year_of_birth: 2008, month_of_birth: 6 };
    today = new Date('2026-06-29T12:00:00Z');
    const early = await create(woman);
    expect(early.statusCode, early.body).toBe(400);
    expect(early.json()).toEqual({ year_of_birth: ['Minimum age is 18 years.'] });
    today = new Date('2026-06-30T12:00:00Z');
    const onTheDay = await create(woman);
    expect(onTheDay.statusCode, onTheDay.body).toBe(200);
  });

  it('refuses an update that makes the member too young', async () => {
    today = new Date('2026-11-30T09:00:00Z');
    const member = await signUp(t);
    const body = sampleSignup({ ...man, year_of_birth: 2006 });
    const res = await send(t, 'PATCH', `/api/profiles/update/${member.profileId}/`, body, auth(member.token));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ year_of_birth: ['Minimum age is 21 years.'] });
    const ok = await send(
      t,
      'PATCH',
      `/api/profiles/update/${member.profileId}/`,
      sampleSignup(man),
      auth(member.token),
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

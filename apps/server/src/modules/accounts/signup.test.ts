/**
 * Signup and profile editing through the API (issue: accounts): the whole journey (code, create,
 * detail, update, logout, login), a member abroad, the three kinds of update with their checks,
 * the two views of a profile, and the last activity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sampleSignup } from '../../../../../packages/shared/test/sample-profile';
import { blockedKeywords, profiles, users } from '../../db/schema';
import { BLOCKED_KEYWORDS } from '../../db/seed/demo/content';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, auth, newMobile, requestCode, send, signUp } from '../../../test/accounts-helpers';

const BLOCKED = 'Your Profile contains blocked words, please remove them to proceed. Blocked Word: ';

describe.each(DATABASE_KINDS)('signup and profile editing on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_LIMITS });
    await t.database.db.insert(blockedKeywords).values(BLOCKED_KEYWORDS.map((keyword) => ({ keyword })));
  });
  afterAll(() => t.close());

  it('signs up, opens, updates, logs out and back in', async () => {
    const username = newMobile();
    const sent = await send(t, 'POST', '/api/configs/send-otp/', { username });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'OTP sent successfully', channel: 'sms', valid_minutes: 10 });
    const code = await requestCode(t, username);

    const created = await send(
      t,
      'POST',
      '/api/profiles/create/',
      sampleSignup({ username, otp: ` ${code} ` }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const session = created.json<{ token: string; profile_id: number; slug: string; message: string }>();
    expect(session.message).toBe('Your profile has been created successfully');
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.slug).toMatch(/^ayesha-siddiqui-nk\d+$/);
    const cookie = String(created.headers['set-cookie']);
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43}/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);

    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, session.profile_id));
    expect(row).toMatchObject({
      approvalStatus: 'pending',
      // Completing the wizard activates the profile (DESIGN.md D16).
      isActive: true,
      dateOfBirth: '1998-01-01',
      heightInches: 63,
    });
    expect(row!.profileCode).toMatch(/^NK\d+$/);
    const [user] = await t.database.db.select().from(users).where(eq(users.username, username));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);

    const detail = await send(
      t,
      'GET',
      `/api/profiles/detail-slug/${session.slug}?skip-update=true`,
      undefined,
      auth(session.token),
    );
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      is_owner: true,
      username,
      full_name: 'Ayesha Siddiqui',
      contact_number: '9876543210',
      approval_status: 'pending',
      is_active: true,
      verification_status: 'Not Verified',
      view_count: 0,
      photo_1: null,
      expectation_proposal: null,
    });
    // The cookie alone is a session too (the web app).
    const byCookie = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/detail-slug/${session.slug}`,
      cookies: { session: session.token },
    });
    expect(byCookie.json()).toMatchObject({ is_owner: true });

    const updated = await send(
      t,
      'PATCH',
      `/api/profiles/update/${session.profile_id}/`,
      sampleSignup({ occupation: 'Lecturer', hobbies: 'Calligraphy' }),
      auth(session.token),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ occupation: 'Lecturer', hobbies: 'Calligraphy', is_active: true });

    const out = await send(t, 'POST', '/api/profiles/logout/', undefined, auth(session.token));
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/session=;/);
    const after = await send(
      t,
      'GET',
      `/api/profiles/detail-slug/${session.slug}`,
      undefined,
      auth(session.token),
    );
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: 'Invalid token.' });

    const login = await send(t, 'POST', '/api/profiles/login/', { username, password: 'secret123' });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ profile_id: session.profile_id, slug: session.slug });
    const again = await send(
      t,
      'GET',
      `/api/profiles/detail-slug/${session.slug}`,
      undefined,
      auth(login.json<{ token: string }>().token),
    );
    expect(again.json()).toMatchObject({ occupation: 'Lecturer' });
  });

  it('signs up a member abroad with an e-mail username', async () => {
    const m = await signUp(t, {
      username: 'Zara.Khan@Example.com',
      gender: 'Male',
      full_name: 'Zaid Khan',
      country_current: 'Qatar',
      email: 'zara.khan@example.com',
      state_current: 'Doha',
      city_current: 'Al Wakrah',
    });
    expect(m.username).toBe('Zara.Khan@Example.com');
    const [u] = await t.database.db.select().from(users).where(eq(users.username, 'zara.khan@example.com'));
    expect(u?.email).toBe('zara.khan@example.com');
    const detail = await send(t, 'GET', `/api/profiles/detail-slug/${m.slug}`, undefined, auth(m.token));
    expect(detail.json()).toMatchObject({
      email: 'zara.khan@example.com',
      country_current: 'Qatar',
      state_current: 'Doha',
    });
  });

  it('updates the e-mail and the expectation, and checks them', async () => {
    const m = await signUp(t);
    const url = `/api/profiles/update/${m.profileId}/`;
    const bad = await send(t, 'PATCH', url, { email: 'not-an-email' }, auth(m.token));
    expect(bad.json()).toEqual({ email: ['E-mail must be valid'] });
    const email = await send(t, 'PATCH', url, { email: 'Ayesha@Example.org' }, auth(m.token));
    expect(email.json()).toMatchObject({ email: 'ayesha@example.org', is_active: true });

    const expectation = { age: [22, 30], state: ['uttar pradesh'], marital_status: 'Unmarried' };
    const e1 = await send(
      t,
      'PATCH',
      url,
      { expectation_proposal: JSON.stringify(expectation) },
      auth(m.token),
    );
    expect(e1.statusCode, e1.body).toBe(200);
    expect(e1.json<{ expectation_proposal: unknown }>().expectation_proposal).toEqual({
      age: [22, 30],
      state: ['Uttar Pradesh'],
      marital_status: ['Unmarried'],
    });
    for (const wrong of [
      { age: [17, 30] },
      { age: [30, 81] },
      { age: [40, 30] },
      { age: [20, 30], state: 'Atlantis' },
      'nonsense',
    ]) {
      const res = await send(t, 'PATCH', url, { expectation_proposal: wrong }, auth(m.token));
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(Object.keys(res.json())[0]).toMatch(/^expectation_proposal/);
    }
  });

  it('applies the same checks on a form update', async () => {
    const m = await signUp(t);
    const url = `/api/profiles/update/${m.profileId}/`;
    const words = await send(t, 'PATCH', url, sampleSignup({ occupation: 'Marriage broker' }), auth(m.token));
    expect(words.json()).toEqual({ occupation: [`${BLOCKED}broker`] });
    const place = await send(t, 'PATCH', url, sampleSignup({ city: 'Chennai' }), auth(m.token));
    expect(place.json()).toEqual({ city: ['Select a valid choice.'] });
    const rule = await send(t, 'PATCH', url, sampleSignup({ full_name: 'Ali' }), auth(m.token));
    expect(rule.json()).toEqual({ full_name: ['Min 5 characters required.'] });
    const cleared = await send(
      t,
      'PATCH',
      url,
      sampleSignup({
        martial_status: 'Unmarried',
        detail_for_this_status: 'x',
        no_of_brothers: 0,
        no_of_married_brothers: 0,
      }),
      auth(m.token),
    );
    expect(cleared.json()).toMatchObject({ detail_for_this_status: null, no_of_married_brothers: 0 });
  });

  it('counts views of others, not of the owner, and hides profiles that are not visible', async () => {
    const owner = await signUp(t);
    const viewer = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi' });
    const url = `/api/profiles/detail-slug/${owner.slug}`;
    const hidden = await send(t, 'GET', url, undefined, auth(viewer.token));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ detail: 'No Profile Found!' });
    await t.database.db
      .update(profiles)
      .set({ approvalStatus: 'approved', isActive: true })
      .where(eq(profiles.id, owner.profileId));
    const seen = await send(t, 'GET', url, undefined, auth(viewer.token));
    expect(seen.statusCode).toBe(200);
    const body = seen.json<Record<string, unknown>>();
    expect(body.is_owner).toBe(false);
    for (const secret of [
      'contact_number',
      'whatsapp_number',
      'email',
      'username',
      'view_count',
      'expectation_proposal',
    ]) {
      expect(body).not.toHaveProperty(secret);
    }
    await send(t, 'GET', `${url}?skip-update=true`, undefined, auth(viewer.token));
    await send(t, 'GET', url, undefined, auth(owner.token));
    const mine = await send(t, 'GET', url, undefined, auth(owner.token));
    // skip-update from another member still counts (issue 13 defect 8): two views, none by the owner.
    expect(mine.json()).toMatchObject({ view_count: 2 });
    const unknown = await send(
      t,
      'GET',
      '/api/profiles/detail-slug/nobody-nk1',
      undefined,
      auth(viewer.token),
    );
    expect(unknown.json()).toEqual({ detail: 'No Profile Found!' });
    const visitor = await send(t, 'GET', url);
    expect(visitor.statusCode).toBe(401);
  });

  it('documents the account calls in the OpenAPI document', async () => {
    const doc = (await send(t, 'GET', '/api/docs/json')).json<{ paths: object }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/configs/send-otp/',
        '/api/profiles/create/',
        '/api/profiles/login/',
        '/api/profiles/update/{userId}/',
        '/api/profiles/upload/{user}/{index}/',
        '/api/profiles/photo/{slug}/{index}',
      ]),
    );
  });

  it('records the last activity of a member', async () => {
    const m = await signUp(t);
    await t.database.db
      .update(profiles)
      .set({ lastActive: new Date('2020-01-01') })
      .where(eq(profiles.id, m.profileId));
    const res = await send(t, 'GET', '/api/profiles/update-last-active/', undefined, auth(m.token));
    expect(res.json()).toEqual({ status: 'ok' });
    const [p] = await t.database.db.select().from(profiles).where(eq(profiles.id, m.profileId));
    expect(Date.now() - p!.lastActive!.getTime()).toBeLessThan(60_000);
    expect((await send(t, 'GET', '/api/profiles/update-last-active/')).statusCode).toBe(401);
  });
});

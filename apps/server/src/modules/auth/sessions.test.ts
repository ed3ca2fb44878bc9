/**
 * Sessions and identity (issue: accounts; DESIGN.md D2, D3): sessions end on logout and after 30
 * idle days, bad tokens get 401 'Invalid token.', members cannot change each other's profiles
 * (403), login with wrong passwords and blocked members, verify-user and the masked e-mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sampleSignup } from '../../../../../packages/shared/test/sample-profile';
import { profiles, sessions } from '../../db/schema';
import { createOrPromoteSuperuser } from './superuser';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, auth, newMobile, send, signUp } from '../../../test/accounts-helpers';

describe.each(DATABASE_KINDS)('sessions and identity on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_LIMITS });
  });
  afterAll(() => t.close());

  it('ends sessions on logout and after 30 idle days; refuses bad tokens', async () => {
    const m = await signUp(t);
    const url = '/api/profiles/update-last-active/';
    expect((await send(t, 'POST', '/api/profiles/logout/', undefined, auth(m.token))).statusCode).toBe(200);
    expect((await send(t, 'GET', url, undefined, auth(m.token))).json()).toEqual({
      detail: 'Invalid token.',
    });
    for (const header of ['Token nonsense', `Bearer ${m.token}`, 'Token ']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: header } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Invalid token.' });
    }
    const none = await send(t, 'GET', url);
    expect(none.json()).toEqual({ detail: 'Authentication credentials were not provided.' });

    const login = await send(t, 'POST', '/api/profiles/login/', {
      username: m.username,
      password: m.password,
    });
    const token = login.json<{ token: string }>().token;
    await t.database.db.update(sessions).set({ lastUsedOn: new Date(Date.now() - 29 * 86_400_000) });
    expect((await send(t, 'GET', url, undefined, auth(token))).statusCode).toBe(200);
    await t.database.db.update(sessions).set({ lastUsedOn: new Date(Date.now() - 31 * 86_400_000) });
    expect((await send(t, 'GET', url, undefined, auth(token))).statusCode).toBe(401);
    // A stale cookie on a public call is ignored and cleared.
    const pub = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/list/',
      cookies: { session: token },
    });
    expect(pub.statusCode).toBe(200);
    expect(String(pub.headers['set-cookie'])).toMatch(/session=;/);
  });

  it('lets nobody update or upload for another member (403)', async () => {
    const a = await signUp(t);
    const b = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi' });
    const update = await send(
      t,
      'PATCH',
      `/api/profiles/update/${a.profileId}/`,
      sampleSignup({ occupation: 'Hacker' }),
      auth(b.token),
    );
    expect(update.statusCode).toBe(403);
    expect(update.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    const email = await send(
      t,
      'PATCH',
      `/api/profiles/update/${a.profileId}/`,
      { email: 'x@example.com' },
      auth(b.token),
    );
    expect(email.statusCode).toBe(403);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/profiles/upload/${a.profileId}/0/`,
      headers: { ...auth(b.token), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n\r\n--x--\r\n',
    });
    expect(upload.statusCode).toBe(403);
    const anonymous = await send(t, 'PATCH', `/api/profiles/update/${a.profileId}/`, {
      email: 'x@example.com',
    });
    expect(anonymous.statusCode).toBe(401);
    const [p] = await t.database.db.select().from(profiles).where(eq(profiles.id, a.profileId));
    expect(p!.occupation).toBe('Teacher');
  });

  it('logs in, refuses wrong passwords and blocked members, and tells who exists', async () => {
    const m = await signUp(t);
    const wrong = await send(t, 'POST', '/api/profiles/login/', {
      username: m.username,
      password: 'wrong-one',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
    const nobody = await send(t, 'POST', '/api/profiles/login/', {
      username: newMobile(),
      password: 'whatever',
    });
    expect(nobody.json()).toEqual(wrong.json());
    const short = await send(t, 'POST', '/api/profiles/login/', { username: m.username, password: 'abc' });
    expect(short.json()).toEqual({ password: ['Min 4 characters required.'] });

    expect((await send(t, 'POST', '/api/profiles/verify-user/', { username: m.username })).json()).toEqual({
      status: 'available',
      message: 'Profile found, please enter your password.',
    });
    expect(
      (await send(t, 'POST', '/api/profiles/verify-user/', { username: newMobile() })).json(),
    ).toMatchObject({ status: 'other' });

    await t.database.db
      .update(profiles)
      .set({ isBlocked: true, blockedReason: 'Fake profile' })
      .where(eq(profiles.id, m.profileId));
    expect((await send(t, 'POST', '/api/profiles/verify-user/', { username: m.username })).json()).toEqual({
      status: 'blocked',
      message: 'Fake profile',
    });
    const blocked = await send(t, 'POST', '/api/profiles/login/', {
      username: m.username,
      password: m.password,
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ detail: 'User Blocked, Reason: Fake profile' });
    const old = await send(t, 'GET', `/api/profiles/detail-slug/${m.slug}`, undefined, auth(m.token));
    expect(old.statusCode).toBe(403);

    await createOrPromoteSuperuser(t.database.db, 'moderator', 'moderator-pass');
    const su = await send(t, 'POST', '/api/profiles/login/', {
      username: 'moderator',
      password: 'moderator-pass',
    });
    expect(su.json()).toMatchObject({ profile_id: null, slug: null, message: 'Login successful' });
  });

  it('gives an e-mail only to its own account (issue 13 defect 7)', async () => {
    const m = await signUp(t, { email: 'zainab.k@example.com' });
    const other = await signUp(t);
    const url = '/api/profiles/get-email/';
    expect((await send(t, 'POST', url, { username: m.username })).statusCode).toBe(401);
    expect((await send(t, 'POST', url, { username: m.username }, auth(other.token))).statusCode).toBe(403);
    expect((await send(t, 'POST', url, { username: m.username }, auth(m.token))).json()).toEqual({
      email: 'zainab.k@example.com',
    });
    expect((await send(t, 'POST', url, { username: other.username }, auth(other.token))).json()).toEqual({
      email: null,
    });
    expect((await send(t, 'POST', url, { username: newMobile() }, auth(m.token))).statusCode).toBe(403);
  });
});

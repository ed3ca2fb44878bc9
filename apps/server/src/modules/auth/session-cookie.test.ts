/**
 * The web app's session cookie (issue 13 defect 10, issue 15): writes authenticated by the cookie
 * must come from the site itself (Origin, else Referer), while `Authorization: Token` stays for
 * API clients and needs neither; the cookie is SameSite. A session ended by a password change
 * answers 401 `Invalid token.` with `X-Session-Ended: password-changed`, so other devices can say
 * why; a session ended by logout or an unknown token does not carry that reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED_HEADER } from '@nikah/shared';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, auth, requestCode, send, signUp, type Member } from '../../../test/accounts-helpers';

const HOST = 'nikah.example';
const cookie = (token: string) => ({ cookie: `session=${token}` });

describe.each(DATABASE_KINDS)('session cookie and its end on %s', (kind) => {
  let t: TestApp;
  let m: Member;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_LIMITS });
    m = await signUp(t);
  });
  afterAll(() => t.close());

  const updateEmail = (email: string, headers: Record<string, string>) =>
    send(t, 'PATCH', `/api/profiles/update/${m.profileId}/`, { email }, { host: HOST, ...headers });
  const emailNow = async () =>
    (
      await send(t, 'GET', `/api/profiles/detail-slug/${m.slug}?skip-update=true`, undefined, auth(m.token))
    ).json<{
      email: string | null;
    }>().email;

  it('sets the cookie httpOnly and SameSite at login', async () => {
    const res = await send(t, 'POST', '/api/profiles/login/', { username: m.username, password: m.password });
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=(Lax|Strict)/i);
  });

  it('refuses a cookie write from a foreign Origin with 403', async () => {
    const res = await updateEmail('evil@example.com', { ...cookie(m.token), origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect(await emailNow()).not.toBe('evil@example.com');
  });

  it('refuses a cookie write with a foreign Referer and no Origin, or with neither', async () => {
    const foreign = await updateEmail('evil2@example.com', {
      ...cookie(m.token),
      referer: 'https://evil.example/page',
    });
    expect(foreign.statusCode).toBe(403);
    const neither = await updateEmail('evil3@example.com', cookie(m.token));
    expect(neither.statusCode).toBe(403);
  });

  it('accepts a cookie write from the same origin (Origin or Referer)', async () => {
    const byOrigin = await updateEmail('same@example.com', { ...cookie(m.token), origin: `https://${HOST}` });
    expect(byOrigin.statusCode, byOrigin.body).toBe(200);
    expect(await emailNow()).toBe('same@example.com');
    const byReferer = await updateEmail('same2@example.com', {
      ...cookie(m.token),
      referer: `https://${HOST}/profiles/${m.slug}`,
    });
    expect(byReferer.statusCode, byReferer.body).toBe(200);
  });

  it('accepts cookie reads from anywhere and token writes without Origin', async () => {
    const read = await send(t, 'GET', `/api/profiles/detail-slug/${m.slug}?skip-update=true`, undefined, {
      ...cookie(m.token),
      host: HOST,
      origin: 'https://evil.example',
    });
    expect(read.statusCode).toBe(200);
    const tokenWrite = await updateEmail('token@example.com', auth(m.token));
    expect(tokenWrite.statusCode, tokenWrite.body).toBe(200);
    expect(await emailNow()).toBe('token@example.com');
  });

  it('refuses a cookie logout from another site, and accepts it from this one', async () => {
    const other = await signUp(t);
    const logout = (headers: Record<string, string>) =>
      send(t, 'POST', '/api/profiles/logout/', undefined, { host: HOST, ...cookie(other.token), ...headers });
    const foreign = await logout({ origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const url = '/api/profiles/update-last-active/';
    expect((await send(t, 'GET', url, undefined, auth(other.token))).statusCode).toBe(200);
    expect((await logout({ origin: `https://${HOST}` })).statusCode).toBe(200);
    expect((await send(t, 'GET', url, undefined, auth(other.token))).statusCode).toBe(401);
  });

  it('tells other devices that a password change ended their session', async () => {
    const other = await signUp(t);
    const login = await send(t, 'POST', '/api/profiles/login/', {
      username: other.username,
      password: other.password,
    });
    const second = login.json<{ token: string }>().token;
    const loggedOut = (
      await send(t, 'POST', '/api/profiles/login/', { username: other.username, password: other.password })
    ).json<{ token: string }>().token;
    expect((await send(t, 'POST', '/api/profiles/logout/', undefined, auth(loggedOut))).statusCode).toBe(200);

    const otp = await requestCode(t, other.username, 'reset');
    const reset = await send(t, 'POST', '/api/profiles/set-password/', {
      username: other.username,
      otp,
      password: 'n3w-Secret!',
      confirm_password: 'n3w-Secret!',
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const url = '/api/profiles/update-last-active/';
    for (const headers of [auth(other.token), auth(second), cookie(second)]) {
      const res = await send(t, 'GET', url, undefined, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Invalid token.' });
      expect(res.headers[SESSION_ENDED_HEADER.toLowerCase()]).toBe('password-changed');
    }
    // A public route ignores the dead cookie but still tells why it ended; the cookie is kept so
    // that the page's next call, or the next page, is told too.
    for (const path of ['/api/profiles/new-profiles/', url]) {
      const res = await send(t, 'GET', path, undefined, cookie(second));
      expect(res.headers[SESSION_ENDED_HEADER.toLowerCase()]).toBe('password-changed');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // Logged out before the change, or never a session: no reason to tell.
    for (const token of [loggedOut, 'x'.repeat(43)]) {
      const res = await send(t, 'GET', url, undefined, auth(token));
      expect(res.statusCode).toBe(401);
      expect(res.headers[SESSION_ENDED_HEADER.toLowerCase()]).toBeUndefined();
      const open = await send(t, 'GET', '/api/profiles/new-profiles/', undefined, cookie(token));
      expect(open.headers[SESSION_ENDED_HEADER.toLowerCase()]).toBeUndefined();
      expect(String(open.headers['set-cookie'])).toMatch(/^session=;/);
    }
    // The new password starts a session that works.
    const again = await send(t, 'POST', '/api/profiles/login/', {
      username: other.username,
      password: 'n3w-Secret!',
    });
    expect(again.statusCode).toBe(200);
    const fresh = again.json<{ token: string }>().token;
    expect((await send(t, 'GET', url, undefined, auth(fresh))).statusCode).toBe(200);
  });
});

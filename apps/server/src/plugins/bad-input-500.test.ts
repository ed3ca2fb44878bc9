/**
 * Issue 13 defect 2: bad input answered 500. A NUL character in any string, a number beyond the
 * database integer range and malformed multipart get 400 in the DESIGN.md section 3 format.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { DATABASE_KINDS } from '../../test/databases';
import { makeTestApp, type TestApp } from '../../test/app';
import { RELAXED_LIMITS, auth, signUp, type Member } from '../../test/accounts-helpers';

describe.each(DATABASE_KINDS)('defect 2, 500 for bad input, on %s', (kind) => {
  let t: TestApp;
  let member: Member;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 3, env: RELAXED_LIMITS });
    member = await signUp(t);
  });
  afterAll(() => t.close());

  const expect400 = async (req: InjectOptions, key: string) => {
    const res = await t.app.inject(req);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body), res.body).toContain(key);
    expect(res.body).not.toMatch(/\bat .*\.(ts|js):\d+/);
  };

  it('refuses a NUL character in a query string', async () => {
    await expect400({ method: 'GET', url: '/api/profiles/list/?state__in=%00' }, 'state__in');
    await expect400({ method: 'POST', url: '/api/profiles/city-list/?state=Ker%00ala' }, 'state');
  });

  it('refuses a NUL character in a JSON body, also when nested', async () => {
    await expect400(
      { method: 'POST', url: '/api/profiles/verify-user/', payload: { username: '\u0000' } },
      'username',
    );
    await expect400(
      { method: 'POST', url: '/api/profiles/login/', payload: { username: '98\u00007', password: 'abcdef' } },
      'username',
    );
    await expect400(
      { method: 'POST', url: '/api/profiles/city-list/', payload: { state: 'a\u0000b' } },
      'state',
    );
  });

  it('refuses a NUL character in a path parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/profiles/detail/abc%00def/' });
    expect(res.statusCode, res.body).toBeLessThan(500);
  });

  it('refuses a number beyond the database integer range', async () => {
    await expect400({ method: 'POST', url: '/api/profiles/city-list/?state=2147483648' }, 'state');
    await expect400(
      { method: 'POST', url: '/api/profiles/city-list/', payload: { state: '99999999999999999999' } },
      'state',
    );
  });

  it('answers 400 to multipart that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/profiles/upload/${member.profileId}/0/`,
      headers: { ...auth(member.token), 'content-type': 'multipart/form-data' },
      payload: JSON.stringify({ file: 'x' }),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });

  it('answers 400 to a truncated multipart body', async () => {
    const boundary = '----fuzz';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n\xff\xd8\xff\xe0 truncated';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/profiles/upload/${member.profileId}/0/`,
      headers: { ...auth(member.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });
});

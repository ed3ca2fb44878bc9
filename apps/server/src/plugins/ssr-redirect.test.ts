/**
 * A visitor's profile detail is a redirect to the login page (issue 11, plugins/ssr-redirect.ts
 * visitorRedirect, called by web.ts): `/profiles/<slug>` without a session cookie answers 302 to
 * `/login?profile=<slug>`, never stored, the same for a profile that exists and one that does not;
 * a segment that is no plausible slug goes to `/login`; a member gets the client shell; other
 * paths and the API are untouched. On each test database (the redirect reads none, so a lookup
 * slipping in would show as a difference between them or a failure here).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/app';
import { DATABASE_KINDS } from '../../test/databases';

const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head><title>Nikah</title></head>
  <body><div id="root"><div class="boot-bar">Nikah</div></div></body>
</html>
`;

/** A web build with index.html only (no server bundle: the redirect does not need one). */
function webDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  return dir;
}

describe.each(DATABASE_KINDS)('a visitor opening a profile detail (%s)', (kind) => {
  let t: TestApp;
  let existing: string;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 3, env: { WEB_DIST: webDist() } });
    const list = await t.app.inject({ method: 'GET', url: '/api/profiles/list/' });
    existing = list.json<{ results: { slug: string }[] }>().results[0]?.slug ?? '';
    expect(existing).not.toBe('');
  });
  afterAll(async () => {
    await t.close();
  });

  it('is sent to the login page with the slug, never stored, varying with the cookies', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: `/profiles/${existing}` });
      expect(res.statusCode, method).toBe(302);
      expect(res.headers.location, method).toBe(`/login?profile=${encodeURIComponent(existing)}`);
      expect(res.headers['cache-control'], method).toBe('no-store');
      expect(String(res.headers.vary), method).toMatch(/\bCookie\b/i);
      expect(res.body, method).toBe('');
    }
  });

  it('gets the same answer for a profile that does not exist (nothing is looked up)', async () => {
    const known = await t.app.inject({ method: 'GET', url: `/profiles/${existing}` });
    const unknown = await t.app.inject({ method: 'GET', url: '/profiles/no-such-profile-NK999999' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.headers.location).toBe('/login?profile=no-such-profile-NK999999');
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
  });

  it('decodes the path segment and encodes it again in the parameter', async () => {
    const cases: [string, string][] = [
      // A name in Urdu script, as the browser sends it.
      ['/profiles/%D8%B9%D9%84%DB%8C-NK12', `/login?profile=${encodeURIComponent('علی-NK12')}`],
      ['/profiles/a%20b&c=d', `/login?profile=${encodeURIComponent('a b&c=d')}`],
      // The trailing slash and the page's own query (React Router matches the same route).
      ['/profiles/ali-NK1/', '/login?profile=ali-NK1'],
      ['/profiles/ali-NK1?from-proposal=1', '/login?profile=ali-NK1'],
    ];
    for (const [url, location] of cases) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it('goes to the login page without the parameter for a segment that is no plausible slug', async () => {
    // (Malformed percent-encoding and an encoded NUL never get here: Fastify answers 400 for any
    // such path.)
    for (const url of ['/profiles/%20', `/profiles/${'a'.repeat(121)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/login');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('sends a member (session cookie) the client shell, private to them', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: `/profiles/${existing}`, cookies: { session: 'any' } });
      expect(res.statusCode, method).toBe(200);
      expect(res.headers['content-type'], method).toContain('text/html');
      expect(res.headers['cache-control'], method).toBe('private, no-cache');
      if (method === 'GET') expect(res.body).toContain('boot-bar');
    }
  });

  it('leaves other pages, other methods and the API alone', async () => {
    for (const url of [
      '/profiles',
      '/profiles/',
      '/profiles?gender=Female',
      '/profiles/a/b',
      '/profilesx/a',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('boot-bar');
    }
    const post = await t.app.inject({ method: 'POST', url: `/profiles/${existing}` });
    expect(post.statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: `/api/profiles/detail-slug/${existing}` });
    expect(api.statusCode).not.toBe(302);
    expect(api.headers['content-type']).toContain('application/json');
  });
});

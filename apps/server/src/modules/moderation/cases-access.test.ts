/**
 * Every moderation cases route (issue 9 part 2) is for superusers only: a visitor gets 401 and a
 * member 403, before any body is read; the member cannot open a document file or evidence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, send, signUp, type Member } from '../../../test/accounts-helpers';
import { insertDocument, insertReport, superuser } from './cases-test-helpers';

describe.each(DATABASE_KINDS)('moderation cases access on %s', (kind) => {
  let t: TestApp;
  let member: Member;
  let other: Member;
  let docId: number;
  let reportId: number;
  let mod: { token: string };

  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0 });
    member = await signUp(t);
    other = await signUp(t);
    docId = (await insertDocument(t, member.profileId)).id;
    reportId = (await insertReport(t, member.profileId, other.profileId)).id;
    mod = await superuser(t);
  }, 120_000);
  afterAll(() => t.close());

  const routes = (): ['GET' | 'POST', string, unknown][] => [
    ['GET', '/api/admin/documents/', undefined],
    ['GET', `/api/admin/documents/${docId}/file`, undefined],
    ['POST', `/api/admin/profiles/${member.profileId}/verification/`, { status: 'Verified' }],
    ['GET', '/api/admin/reports/', undefined],
    ['GET', `/api/admin/reports/${reportId}/evidence`, undefined],
    ['POST', `/api/admin/reports/${reportId}/dismiss/`, { remarks: 'x' }],
    ['POST', `/api/admin/reports/${reportId}/warn/`, { message: 'x' }],
    ['POST', `/api/admin/reports/${reportId}/block/`, { reason: 'x' }],
    ['GET', '/api/admin/deletion-requests/', undefined],
    ['POST', `/api/admin/deletion-requests/${member.profileId}/complete/`, {}],
    ['POST', `/api/admin/deletion-requests/${member.profileId}/decline/`, { remarks: 'x' }],
  ];

  it('answers a visitor 401 on every route', async () => {
    for (const [method, url, body] of routes()) {
      const res = await send(t, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers a member 403 on every route, even about their own profile or report', async () => {
    for (const [method, url, body] of routes()) {
      const res = await send(t, method, url, body, auth(member.token));
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.body).not.toContain('PNG');
    }
  });

  it('lets a superuser open the document file and the evidence, never cached', async () => {
    for (const url of [`/api/admin/documents/${docId}/file`, `/api/admin/reports/${reportId}/evidence`]) {
      const res = await send(t, 'GET', url, undefined, auth(mod.token));
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-disposition']).toBe('inline');
      expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('answers malformed ids and bodies with 400, never 5xx', async () => {
    const bad = [
      ['GET', '/api/admin/documents/0/file', undefined],
      ['GET', '/api/admin/documents/?status=Nope', undefined],
      ['GET', '/api/admin/reports/?page_size=101', undefined],
      ['POST', `/api/admin/profiles/${member.profileId}/verification/`, { status: 'Rejected' }],
      ['POST', `/api/admin/reports/${reportId}/warn/`, { message: '   ' }],
      ['POST', '/api/admin/deletion-requests/99999999999/complete/', {}],
    ] as const;
    for (const [method, url, body] of bad) {
      const res = await send(t, method, url, body, auth(mod.token));
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(400);
    }
  });
});

/**
 * Bad input to every route of the foundation gets a 4xx in the error format of DESIGN.md
 * section 3 (`{field: [messages]}` or `{detail}`), never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { DATABASE_KINDS } from '../../test/databases';
import { makeTestApp, type TestApp } from '../../test/app';

const HUGE = 'x'.repeat(20_000);

/** [request, expected status, expected error key ('detail' or a field name)] */
const CASES: [InjectOptions, number, string][] = [
  [{ method: 'GET', url: '/api/profiles/state-list?country=abc' }, 400, 'country'],
  [{ method: 'GET', url: '/api/profiles/state-list?country=-3' }, 400, 'country'],
  [{ method: 'GET', url: '/api/profiles/state-list?country=1.5' }, 400, 'country'],
  [{ method: 'GET', url: '/api/profiles/state-list?country=99999999999999999999' }, 400, 'country'],
  [{ method: 'GET', url: '/api/profiles/state-list?country=999999' }, 400, 'country'],
  [{ method: 'POST', url: '/api/profiles/city-list/' }, 400, 'state'],
  [{ method: 'POST', url: '/api/profiles/city-list/?state=Atlantis' }, 400, 'state'],
  [{ method: 'POST', url: `/api/profiles/city-list/?state=${HUGE}` }, 400, 'state'],
  [{ method: 'POST', url: '/api/profiles/city-list/', payload: { state: { $ne: 1 } } }, 400, 'state'],
  [{ method: 'POST', url: '/api/profiles/city-list/', payload: { state: [1, 2] } }, 400, 'state'],
  [{ method: 'POST', url: '/api/profiles/city-list/', payload: { state: '' } }, 400, 'state'],
  [
    {
      method: 'POST',
      url: '/api/profiles/city-list/',
      headers: { 'content-type': 'application/json' },
      payload: '{"state": "Kerala"',
    },
    400,
    'detail',
  ],
  [
    {
      method: 'POST',
      url: '/api/profiles/city-list/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ state: 'y'.repeat(400_000) }),
    },
    413,
    'detail',
  ],
  [
    {
      method: 'POST',
      url: '/api/profiles/city-list/',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    },
    415,
    'detail',
  ],
  [{ method: 'POST', url: '/api/profiles/country-list/' }, 404, 'detail'],
  [{ method: 'DELETE', url: '/api/summary/' }, 404, 'detail'],
  [{ method: 'GET', url: '/api/configs/guidelines/abc' }, 400, 'tagId'],
  [{ method: 'GET', url: '/api/configs/guidelines/0' }, 400, 'tagId'],
  [{ method: 'GET', url: '/api/configs/guidelines/123456789012345' }, 400, 'tagId'],
  [{ method: 'GET', url: '/api/media/books/abc/pdf' }, 400, 'id'],
  [{ method: 'GET', url: '/api/media/books/1/exe' }, 400, 'file'],
  [{ method: 'GET', url: '/api/media/avatar/..%2F..%2Fetc' }, 400, 'seed'],
  [{ method: 'GET', url: '/api/media/avatar/abc?g=Robot' }, 400, 'g'],
  [{ method: 'GET', url: `/api/dev/outbox?to=${HUGE}` }, 400, 'to'],
  [{ method: 'GET', url: '/api/no-such-route' }, 404, 'detail'],
];

describe.each(DATABASE_KINDS)('bad input on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0 });
  });
  afterAll(() => t.close());

  it.each(
    CASES.map(
      (c) => [`${c[0].method} ${(typeof c[0].url === 'string' ? c[0].url : '').slice(0, 70)}`, ...c] as const,
    ),
  )('%s', async (_name, req, status, key) => {
    const res = await t.app.inject(req);
    expect(res.statusCode).toBe(status);
    const body = res.json<Record<string, unknown>>();
    expect(body).toHaveProperty(key);
    const value = body[key];
    if (key === 'detail') expect(typeof value).toBe('string');
    else expect(value).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('uses the messages of SPEC.md section 5', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/profiles/city-list/' });
    expect(missing.json()).toEqual({ state: ['This field is required.'] });
    const long = await t.app.inject({ method: 'POST', url: `/api/profiles/city-list/?state=${HUGE}` });
    expect(long.json()).toEqual({ state: ['Max 100 characters required.'] });
  });
});

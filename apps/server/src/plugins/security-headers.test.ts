/**
 * Issue 13 defects 4 (X-Forwarded-For trusted by default) and 11 (headers and production surface):
 * no proxy is trusted unless TRUST_PROXY names one; HSTS only over TLS; `/api/docs` off in
 * production unless API_DOCS=true; malformed URLs answer in the `{detail}` format.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../test/databases';
import { makeTestApp, type TestApp } from '../../test/app';
import { newMobile } from '../../test/accounts-helpers';

describe.each(DATABASE_KINDS)('defect 4, trusting forwarded addresses by default, on %s', (kind) => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  const sendOtps = async (t: TestApp, n: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/configs/send-otp/',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        payload: { username: newMobile() },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  };

  it('ignores X-Forwarded-For from loopback by default', async () => {
    const t = await makeTestApp(kind, { demoProfiles: 0, env: { RATE_LIMIT_OTP_PER_HOUR: '2' } });
    apps.push(t);
    expect(await sendOtps(t, 3)).toEqual([200, 200, 429]);
  });

  it('honours X-Forwarded-For when TRUST_PROXY names the proxy', async () => {
    const t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: { RATE_LIMIT_OTP_PER_HOUR: '2', TRUST_PROXY: '127.0.0.1' },
    });
    apps.push(t);
    expect(await sendOtps(t, 3)).toEqual([200, 200, 200]);
  });
});

describe.each(DATABASE_KINDS)('defect 11, headers and production surface, on %s', (kind) => {
  let dev: TestApp;
  let prod: TestApp;
  let prodDocs: TestApp;
  beforeAll(async () => {
    dev = await makeTestApp(kind, { demoProfiles: 0, env: { TRUST_PROXY: '127.0.0.1' } });
    prod = await makeTestApp(kind, { demoProfiles: 0, env: { NODE_ENV: 'production' } });
    prodDocs = await makeTestApp(kind, {
      demoProfiles: 0,
      env: { NODE_ENV: 'production', API_DOCS: 'true' },
    });
  });
  afterAll(async () => {
    await Promise.all([dev.close(), prod.close(), prodDocs.close()]);
  });

  it('sends HSTS only over TLS from a trusted proxy', async () => {
    const https = await dev.app.inject({
      url: '/healthz',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    const plain = await dev.app.inject({ url: '/healthz', remoteAddress: '127.0.0.1' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await dev.app.inject({
      url: '/healthz',
      remoteAddress: '10.9.9.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves /api/docs in production only with API_DOCS=true', async () => {
    expect((await dev.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    const off = await prod.app.inject({ url: '/api/docs/json' });
    expect(off.statusCode).toBe(404);
    expect(off.json()).toEqual({ detail: expect.any(String) });
    expect((await prod.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
    expect((await prodDocs.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('answers a malformed URL in the {detail} format', async () => {
    for (const url of ['/%c0%ae', '/api/profiles/%c0%ae/', '/api/%E0%A4%A']) {
      const res = await dev.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ detail: expect.any(String) });
    }
  });
});

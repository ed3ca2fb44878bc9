/**
 * Web push (DESIGN.md D21; issue 30) against a local HTTPS push service started by the test (its
 * host added to PUSH_ALLOWED_HOSTS): the VAPID public key, the allow-list refusing other hosts and
 * plain http, a real Web Push request (aes128gcm body, VAPID JWT) decrypted here with the
 * subscription's own keys per RFC 8291, and a 410 answer removing the subscription.
 */
import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, send, signUp, type Member } from '../../../test/accounts-helpers';
import { makeVisible, ok, testClock } from '../../../test/discovery-helpers';
import { isAllowedPushEndpoint, loadVapidKeys } from './push';
import { as, browserKeys, decryptWebPush, localPushService, userIdOf } from './notifications-test-helpers';
import en from './texts/en';

/** Verifies an ES256 JWT with the uncompressed P-256 public key `key` (base64url); returns its claims. */
function verifyVapidJwt(jwt: string, key: string): Record<string, unknown> {
  const [header, claims, signature] = jwt.split('.');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(ok).toBe(true);
  return JSON.parse(Buffer.from(claims!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('push endpoint allow-list', () => {
  const allowed = ['fcm.googleapis.com', '*.notify.windows.com', 'localhost:8443'];
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://wns2-par02p.notify.windows.com/w/?token=x', true],
    ['https://localhost:8443/push/1', true],
    ['http://127.0.0.1:9/push', false],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://fcm.googleapis.com.evil.example/x', false],
    ['https://notify.windows.com.evil.example/x', false],
    ['https://evilnotify.windows.com/x', false],
    ['https://localhost/push/1', false],
    ['https://localhost:9/push/1', false],
    ['https://user:pw@fcm.googleapis.com/x', false],
    ['not a url', false],
  ])('%s -> %s', (endpoint, expected) => {
    expect(isAllowedPushEndpoint(endpoint, allowed)).toBe(expected);
  });
});

describe.each(DATABASE_KINDS)('web push on %s', (kind) => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof localPushService>>;
  let member: Member;
  let sender: Member;
  const clock = testClock();

  beforeAll(async () => {
    service = await localPushService();
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: { ...RELAXED_LIMITS, PUSH_ALLOWED_HOSTS: `fcm.googleapis.com,${service.host}` },
      deps: { clock: clock.now, pushAgent: service.agent },
    });
    member = await signUp(t, { gender: 'Female', full_name: 'Nargis Hashmi' });
    sender = await signUp(t, { gender: 'Male', full_name: 'Faisal Jafri' });
    await makeVisible(t, member);
    await makeVisible(t, sender);
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  it('keeps the VAPID keys once in DATA_DIR and serves the public key', async () => {
    const { key } = ok<{ key: string }>(await send(t, 'GET', '/api/push/public-key/'));
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(loadVapidKeys({ DATA_DIR: t.app.deps.config.DATA_DIR }).publicKey).toBe(key);
  });

  it('refuses endpoints off the allow-list or not https, and a visitor', async () => {
    const keys = browserKeys();
    for (const endpoint of [
      'http://127.0.0.1:9/push/x',
      'https://evil.example/push',
      `http://${service.host}/push/x`,
    ]) {
      const res = await as(t, member, 'POST', '/api/push/subscriptions/', {
        endpoint,
        keys: { p256dh: keys.p256dh, auth: keys.authText },
      });
      expect(res.statusCode, endpoint).toBe(400);
      expect(Object.keys(res.json<Record<string, unknown>>())).toEqual(['endpoint']);
    }
    const bad = await as(t, member, 'POST', '/api/push/subscriptions/', {
      endpoint: service.url('/push/x'),
      keys: { p256dh: 'short', auth: keys.authText },
    });
    expect(bad.statusCode).toBe(400);
    const visitor = await send(t, 'POST', '/api/push/subscriptions/', {
      endpoint: service.url('/push/x'),
      keys: { p256dh: keys.p256dh, auth: keys.authText },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await t.database.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('sends a real Web Push (aes128gcm, VAPID) that the subscription keys decrypt', async () => {
    const keys = browserKeys();
    const endpoint = service.url('/push/device-1');
    ok(
      await as(t, member, 'POST', '/api/push/subscriptions/', {
        endpoint,
        keys: { p256dh: keys.p256dh, auth: keys.authText },
      }),
      201,
    );
    clock.set('2026-04-01T06:00:00Z');
    const before = service.requests.length;
    await t.app.deps.notices.notify(
      { userId: await userIdOf(t, member), kind: 'proposal-received', link: '/received-proposal' },
      clock.now(),
    );
    const got = service.requests.slice(before);
    expect(got).toHaveLength(1);
    const req = got[0]!;
    expect(req.path).toBe('/push/device-1');
    expect(req.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(req.headers.ttl)).toBeGreaterThan(0);
    const payload = JSON.parse(decryptWebPush(req.body, keys)) as Record<string, string>;
    expect(payload).toMatchObject({
      title: en['proposal-received.title'],
      body: en['proposal-received.body'],
      link: '/received-proposal',
    });
    // VAPID (RFC 8292): `vapid t=<JWT>, k=<public key>`, signed by the key the server publishes.
    const { key } = ok<{ key: string }>(await send(t, 'GET', '/api/push/public-key/'));
    const auth = String(req.headers.authorization);
    const match = /^vapid t=([^,]+), k=(\S+)$/.exec(auth);
    expect(match, auth).not.toBeNull();
    expect(match![2]).toBe(key);
    const claims = verifyVapidJwt(match![1]!, key);
    expect(claims.aud).toBe(`https://${service.host}`);
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);
  });

  it('removes a subscription the push service says is gone (410), and keeps one that is not', async () => {
    const gone = browserKeys();
    const endpoint = service.url('/status/410/device-2');
    ok(
      await as(t, sender, 'POST', '/api/push/subscriptions/', {
        endpoint,
        keys: { p256dh: gone.p256dh, auth: gone.authText },
      }),
      201,
    );
    const userId = await userIdOf(t, sender);
    const busy = browserKeys();
    const busyEndpoint = service.url('/status/500/device-3');
    ok(
      await as(t, sender, 'POST', '/api/push/subscriptions/', {
        endpoint: busyEndpoint,
        keys: { p256dh: busy.p256dh, auth: busy.authText },
      }),
      201,
    );
    await t.app.deps.notices.notify(
      { userId, kind: 'proposal-accepted', link: '/sent-proposal' },
      clock.now(),
    );
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    expect(left.map((s) => s.endpoint)).toEqual([busyEndpoint]);
    // DELETE removes the caller's own only.
    ok(await as(t, member, 'DELETE', '/api/push/subscriptions/', { endpoint: busyEndpoint }));
    expect(
      await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
    ).toHaveLength(1);
    ok(await as(t, sender, 'DELETE', '/api/push/subscriptions/', { endpoint: busyEndpoint }));
    expect(
      await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
    ).toEqual([]);
  });
});

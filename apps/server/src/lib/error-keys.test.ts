/**
 * DESIGN.md D18 on the wire: an error body keeps SPEC.md's English text byte for byte, and the
 * `X-Error-Keys` header carries the key of each of its messages, so the web translates by key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_KEYS_HEADER, messageText, msg, parseErrorKeys, type MessageRef } from '@nikah/shared';
import { DATABASE_KINDS } from '../../test/databases';
import { makeTestApp, type TestApp } from '../../test/app';
import { RELAXED_LIMITS, auth, send, signUp, type Member } from '../../test/accounts-helpers';

type Answer = Awaited<ReturnType<typeof send>>;
const keysOf = (res: Answer) => parseErrorKeys(String(res.headers[ERROR_KEYS_HEADER.toLowerCase()] ?? ''));
const texts = (refs: (MessageRef | null)[] | undefined) =>
  (refs ?? []).map((r) => (r ? messageText(r) : null));

describe.each(DATABASE_KINDS)('error keys on %s', (kind) => {
  let t: TestApp;
  let member: Member;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_LIMITS });
    member = await signUp(t);
  });
  afterAll(() => t.close());

  it('sends the key of a field error thrown by a route, its text equal to the body', async () => {
    const res = await send(t, 'POST', '/api/configs/send-otp/', { username: member.username });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('{"username":["Already exists."]}');
    const keys = keysOf(res);
    expect(keys.fields?.username).toEqual([msg('alreadyExists')]);
    expect(texts(keys.fields?.username)).toEqual(res.json<Record<string, string[]>>().username);
  });

  it('sends the keys and parameters of schema errors, in body order', async () => {
    const res = await send(t, 'POST', '/api/configs/send-otp/', { username: '98765' });
    expect(res.statusCode).toBe(400);
    const body = res.json<Record<string, string[]>>();
    const keys = keysOf(res);
    expect(keys.fields?.username).toEqual([msg('mobileLength', { n: 10 })]);
    expect(texts(keys.fields?.username)).toEqual(body.username);
  });

  it('sends the key of a detail error, its text equal to the body', async () => {
    const res = await send(
      t,
      'GET',
      '/api/profiles/detail-slug/no-such-profile',
      undefined,
      auth(member.token),
    );
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('{"detail":"No Profile Found!"}');
    const keys = keysOf(res);
    expect(keys.detail).toEqual(msg('noProfile'));
    expect(keys.detail && messageText(keys.detail)).toBe(res.json<{ detail: string }>().detail);
  });

  it('sends keys for the not-found and authentication answers outside the routes', async () => {
    const missing = await send(t, 'GET', '/api/no-such-route/');
    expect(missing.statusCode).toBe(404);
    expect(keysOf(missing).detail).toEqual(msg('notFound'));
    const revoked = await send(t, 'GET', '/api/profiles/contact-views/', undefined, auth('not-a-token'));
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ detail: 'Invalid token.' });
    expect(keysOf(revoked).detail).toEqual(msg('invalidToken'));
  });
});

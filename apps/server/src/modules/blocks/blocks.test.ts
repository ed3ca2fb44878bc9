/**
 * Blocking from a profile (issue 8): block, unblock and the blocked list; a block hides both
 * members from each other's search, new profiles, matches, favourites and visitors lists, refuses
 * proposals either way, gives the blocked member 404 for the blocker's detail, contact, bio-data
 * PDF, photo files and favourites, and leaves the blocker able to open the profile (to unblock).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messageText, type MessageKey } from '@nikah/shared';
import { favourites } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, send, signUp, type Member } from '../../../test/accounts-helpers';
import {
  RELAXED_DISCOVERY_LIMITS,
  codeOf,
  detail,
  makeVisible,
  ok,
  showContact,
  testClock,
} from '../../../test/discovery-helpers';
import { replacePhoto } from '../accounts/photos';
import { testPicture } from '../moderation/test-images';

const text = (key: MessageKey) => messageText({ key });
type Cards = { results: { profile_code: string }[] };
const codesIn = (page: Cards) => page.results.map((c) => c.profile_code);

describe.each(DATABASE_KINDS)('blocking on %s', (kind) => {
  const clock = testClock();
  let t: TestApp;
  let bride: Member;
  let groom: Member;
  let other: Member;
  const code: Record<string, string> = {};

  beforeAll(async () => {
    clock.set('2026-02-01T06:00:00Z');
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: RELAXED_DISCOVERY_LIMITS,
      deps: { clock: clock.now },
    });
    bride = await signUp(t);
    groom = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi' });
    other = await signUp(t, { gender: 'Male', full_name: 'Faisal Ansari' });
    // Before approval: a photo of an approved profile waits for a moderator (DESIGN.md D17).
    await replacePhoto({ db: t.database.db, storage: t.storage }, bride.profileId, 0, await testPicture(1));
    for (const [name, m] of Object.entries({ bride, groom, other })) {
      await makeVisible(t, m);
      code[name] = await codeOf(t, m);
    }
  });
  afterAll(() => t.close());

  const block = (m: Member, c: string, method: 'POST' | 'DELETE' = 'POST') =>
    send(t, method, `/api/profiles/block/${c}/`, undefined, auth(m.token));
  const get = async (m: Member, url: string) =>
    ok<Cards>(await send(t, 'GET', url, undefined, auth(m.token)));
  /** Every list of cards `m` sees, by name, as profile codes. */
  const listsOf = async (m: Member) => ({
    search: codesIn(await get(m, '/api/profiles/list/?limit=50&gender=' + (m === bride ? 'Male' : 'Female'))),
    newProfiles: codesIn(await get(m, '/api/profiles/new-profiles/')),
    matches: codesIn(await get(m, '/api/profiles/matches/')),
    favourites: codesIn(await get(m, '/api/profiles/add-to-favourite/user/')),
    visitors: codesIn(await get(m, '/api/profiles/profile-visited/user')),
  });

  it('shows each side to the other in every list before a block', async () => {
    ok(await detail(t, groom, bride.slug));
    ok(await detail(t, bride, groom.slug));
    ok(await send(t, 'PATCH', `/api/profiles/add-to-favourite/${code.bride}/`, undefined, auth(groom.token)));
    ok(await send(t, 'PATCH', `/api/profiles/add-to-favourite/${code.groom}/`, undefined, auth(bride.token)));
    for (const [m, them] of [
      [bride, code.groom],
      [groom, code.bride],
    ] as const) {
      const lists = await listsOf(m);
      for (const [name, codes] of Object.entries(lists)) expect(codes, name).toContain(them);
    }
  });

  it('blocks (201, then 200 already blocked) and lists the blocked profile; 400 for oneself', async () => {
    const res = ok<{ blocked: boolean; message: string }>(await block(bride, code.groom!), 201);
    expect(res).toEqual({ blocked: true, message: text('userBlockedDone') });
    expect(ok(await block(bride, code.groom!))).toEqual({
      blocked: true,
      message: text('userAlreadyBlocked'),
    });
    expect(codesIn(await get(bride, '/api/profiles/blocked/'))).toEqual([code.groom]);
    expect(codesIn(await get(groom, '/api/profiles/blocked/'))).toEqual([]);
    const self = await block(bride, code.bride!);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ detail: text('blockSelf') });
    expect((await block(bride, 'NK999999999')).statusCode).toBe(404);
  });

  it('hides both members from each other in every list, both ways, and nobody else', async () => {
    for (const [m, them] of [
      [bride, code.groom],
      [groom, code.bride],
    ] as const) {
      const lists = await listsOf(m);
      for (const [name, codes] of Object.entries(lists)) expect(codes, name).not.toContain(them);
    }
    expect((await listsOf(other)).search).toContain(code.bride);
  });

  it('refuses proposals either way', async () => {
    const toBlocked = await send(
      t,
      'POST',
      `/api/profiles/proposal/${code.groom}/`,
      undefined,
      auth(bride.token),
    );
    expect(toBlocked.statusCode).toBe(403);
    expect(toBlocked.json()).toEqual({ detail: text('proposalBlocked') });
    const toBlocker = await send(
      t,
      'POST',
      `/api/profiles/proposal/${code.bride}/`,
      undefined,
      auth(groom.token),
    );
    expect(toBlocker.statusCode).toBe(404);
    expect(toBlocker.json()).toEqual({ detail: text('noProfile') });
  });

  it('gives the blocked member 404 for the blocker detail and contact; the blocker still opens it', async () => {
    const res = await detail(t, groom, bride.slug);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: text('noProfile') });
    expect((await showContact(t, groom, code.bride!)).statusCode).toBe(404);
    // Nor her bio-data PDF, which would carry the contact details (404 before anything is printed).
    const pdf = await send(
      t,
      'GET',
      `/api/profiles/pdf/${encodeURIComponent(encodeURIComponent(bride.slug))}`,
      undefined,
      auth(groom.token),
    );
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json()).toEqual({ detail: text('noProfile') });
    // Nor her photos, blurred or not (404 as for an unknown profile), while others get them.
    for (const variant of ['blur', 'original']) {
      const url = `/api/profiles/photo/${encodeURIComponent(bride.slug)}/0?variant=${variant}`;
      const photo = await send(t, 'GET', url, undefined, auth(groom.token));
      expect(photo.statusCode, variant).toBe(404);
      expect(photo.json()).toEqual({ detail: text('notFound') });
    }
    const blurred = `/api/profiles/photo/${encodeURIComponent(bride.slug)}/0?variant=blur`;
    expect((await send(t, 'GET', blurred, undefined, auth(other.token))).statusCode).toBe(200);
    expect((await send(t, 'GET', blurred, undefined, auth(bride.token))).statusCode).toBe(200);
    // Nor may he add her to his favourites again once removed (no row written).
    const favUrl = `/api/profiles/add-to-favourite/${code.bride}/`;
    ok(await send(t, 'DELETE', favUrl, undefined, auth(groom.token)));
    const fav = await send(t, 'PATCH', favUrl, undefined, auth(groom.token));
    expect(fav.statusCode).toBe(404);
    expect(fav.json()).toEqual({ detail: text('noProfile') });
    const kept = await t.database.db
      .select()
      .from(favourites)
      .where(
        and(eq(favourites.profileId, groom.profileId), eq(favourites.favouriteProfileId, bride.profileId)),
      );
    expect(kept).toEqual([]);
    // Nor the blocker's original photos through the captcha, whatever the answer.
    const challenge = ok<{ captcha_id: string; question: string }>(
      await send(t, 'GET', '/api/profiles/captcha/', undefined, auth(groom.token)),
    );
    const sum = challenge.question.split('+').reduce((n, part) => n + Number(part), 0);
    const photos = await send(
      t,
      'POST',
      '/api/profiles/captcha/',
      { captcha_id: challenge.captcha_id, answer: sum, slug: bride.slug },
      auth(groom.token),
    );
    expect(photos.statusCode).toBe(404);
    const mine = ok<{ relation: { blocked_by_me: boolean } }>(await detail(t, bride, groom.slug));
    expect(mine.relation.blocked_by_me).toBe(true);
  });

  it('unblocks (then 404 when not blocked) and everything shows again', async () => {
    expect(ok(await block(bride, code.groom!, 'DELETE'))).toEqual({
      blocked: false,
      message: text('userUnblocked'),
    });
    const again = await block(bride, code.groom!, 'DELETE');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: text('notBlocked') });
    expect((await block(groom, code.bride!, 'DELETE')).statusCode).toBe(404);
    ok(await detail(t, groom, bride.slug));
    expect((await listsOf(groom)).search).toContain(code.bride);
    expect(codesIn(await get(bride, '/api/profiles/blocked/'))).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await send(t, 'POST', `/api/profiles/block/${code.groom}/`)).statusCode).toBe(401);
    expect((await send(t, 'GET', '/api/profiles/blocked/')).statusCode).toBe(401);
  });
});

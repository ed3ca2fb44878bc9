/**
 * Photo reveals (issue 13 defect 13): the arithmetic stays (SPEC.md: it is about intent), but a
 * member's right answers are capped per day (PHOTO_REVEALS_PER_DAY) and logged with the contact
 * reveals, so the owner's "who viewed" list shows them too; the captcha routes are limited per
 * client address (RATE_LIMIT_CAPTCHA_PER_MINUTE).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactViews } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, send, signUp, type Member } from '../../../test/accounts-helpers';
import { RELAXED_DISCOVERY_LIMITS, makeVisible, ok } from '../../../test/discovery-helpers';

type Challenge = { captcha_id: string; question: string };
const solve = (q: string) => q.split('+').reduce((s, n) => s + Number(n.trim()), 0);

describe.each(DATABASE_KINDS)('photo reveal limits on %s', (kind) => {
  let t: TestApp;
  let owner: Member;
  let viewer: Member;
  let other: Member;
  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: { ...RELAXED_DISCOVERY_LIMITS, PHOTO_REVEALS_PER_DAY: '3', RATE_LIMIT_CAPTCHA_PER_MINUTE: '30' },
    });
    owner = await signUp(t);
    viewer = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi' });
    other = await signUp(t, { gender: 'Male', full_name: 'Faisal Ansari' });
    for (const m of [owner, viewer, other]) await makeVisible(t, m);
  });
  afterAll(() => t.close());

  const reveal = async (m: Member, slug: string) => {
    const c = ok<Challenge>(await send(t, 'GET', '/api/profiles/captcha/', undefined, auth(m.token)));
    return send(
      t,
      'POST',
      '/api/profiles/captcha/',
      { captcha_id: c.captcha_id, answer: solve(c.question), slug },
      auth(m.token),
    );
  };

  it('caps right answers per member per day, each profile counted once, and logs each reveal for the owner', async () => {
    const more: Member[] = [];
    for (const name of ['Sana Farooqui', 'Hina Khan', 'Nazia Parveen']) {
      const m = await signUp(t, { full_name: name });
      await makeVisible(t, m);
      more.push(m);
    }
    ok(await reveal(viewer, owner.slug));
    ok(await reveal(viewer, more[0]!.slug));
    ok(await reveal(viewer, more[1]!.slug));
    // The same profile again the same day counts for nothing (issue 34 point 9).
    ok(await reveal(viewer, owner.slug));
    const res = await reveal(viewer, more[2]!.slug);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      detail:
        'You have opened the photos of 3 profiles today, the most allowed in a day. Please try again tomorrow.',
    });
    // Another member has their own budget; the owner's own photos are never counted.
    ok(await reveal(other, owner.slug));
    ok(await reveal(owner, owner.slug));
    const log = await t.database.db.select().from(contactViews);
    expect(log).toHaveLength(4);
    expect(log.every((r) => r.kind === 'photos')).toBe(true);
    expect(log.filter((r) => r.profileId === owner.profileId)).toHaveLength(2);
    const list = ok<{ results: { kind: string }[] }>(
      await send(t, 'GET', '/api/profiles/contact-views/', undefined, auth(owner.token)),
    );
    expect(list.results.map((r) => r.kind)).toEqual(['photos', 'photos']);
  });

  it('limits captcha calls per client address', async () => {
    let last = 0;
    for (let i = 0; i < 40 && last !== 429; i += 1) {
      last = (await send(t, 'GET', '/api/profiles/captcha/', undefined, auth(other.token))).statusCode;
    }
    expect(last).toBe(429);
  });
});

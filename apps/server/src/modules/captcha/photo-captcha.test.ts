/**
 * Photos under DESIGN.md D5: other members get blurred photos only until they answer the server's
 * arithmetic captcha ('Wrong value' otherwise); a right answer gives links to the originals that
 * work for that member only, for that profile only, and only for 10 minutes; a question is
 * answered once; the owner always gets originals; cards stay blurred.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, send, signUp, type Member } from '../../../test/accounts-helpers';
import {
  RELAXED_DISCOVERY_LIMITS,
  detail,
  makeVisible,
  ok,
  testClock,
} from '../../../test/discovery-helpers';

interface Challenge {
  captcha_id: string;
  question: string;
  expires_on: string;
}
interface Photos {
  photos: string[];
  photo_1: string | null;
  photo_2: string | null;
  expires_on: string;
}

/** A multipart body with one JPEG file part `file`, 1200 x 900 pixels. */
async function photoUpload() {
  const data = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#a73' } })
    .jpeg()
    .toBuffer();
  const boundary = 'discovery-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const solve = (question: string) => {
  const m = /^(\d) \+ (\d)$/.exec(question);
  expect(m, question).not.toBeNull();
  return Number(m![1]) + Number(m![2]);
};

describe.each(DATABASE_KINDS)('photo captcha on %s', (kind) => {
  const clock = testClock();
  let t: TestApp;
  let owner: Member;
  let second: Member;
  let viewer: Member;
  let other: Member;
  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: RELAXED_DISCOVERY_LIMITS,
      deps: { clock: clock.now },
    });
    owner = await signUp(t);
    second = await signUp(t, { full_name: 'Sana Farooqui' });
    viewer = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi' });
    other = await signUp(t, { gender: 'Male', full_name: 'Faisal Ansari' });
    // Photos first: once a profile is approved, a new photo waits for a moderator (D17).
    for (const m of [owner, second]) {
      const body = await photoUpload();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/profiles/upload/${m.profileId}/0/`,
        payload: body.payload,
        headers: { ...body.headers, ...auth(m.token) },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const m of [owner, second, viewer, other]) await makeVisible(t, m);
  });
  afterAll(() => t.close());

  const challenge = async (m: Member) =>
    ok<Challenge>(await send(t, 'GET', '/api/profiles/captcha/', undefined, auth(m.token)));
  const answer = (m: Member, body: Record<string, unknown>) =>
    send(t, 'POST', '/api/profiles/captcha/', body, auth(m.token));
  const image = (url: string, m: Member | null) =>
    t.app.inject({ method: 'GET', url, headers: m ? auth(m.token) : {} });
  const unlock = async (m: Member, slug: string) => {
    const c = await challenge(m);
    return ok<Photos>(await answer(m, { captcha_id: c.captcha_id, answer: solve(c.question), slug }));
  };

  it('shows other members blurred photos only, and originals need a link', async () => {
    const body = ok<{ photo_1: string; photo_2: null; thumbnail: string }>(
      await detail(t, viewer, owner.slug),
    );
    expect(body.photo_1).toMatch(/variant=blur&v=[0-9a-f]{32}$/);
    expect(body.thumbnail).toMatch(/variant=blur/);
    expect(body.photo_2).toBeNull();
    const blurred = await image(body.photo_1, viewer);
    expect(blurred.statusCode).toBe(200);
    expect((await sharp(blurred.rawPayload).metadata()).width).toBeLessThanOrEqual(320);
    const original = body.photo_1.replace('variant=blur', 'variant=original');
    expect((await image(original, viewer)).statusCode).toBe(403);
    expect((await image(`${original}&exp=9999999999&sig=${'0'.repeat(64)}`, viewer)).statusCode).toBe(403);
  });

  it('issues questions of two digits and refuses a wrong answer with "Wrong value"', async () => {
    const c = await challenge(viewer);
    expect(c.captcha_id).toMatch(/^[\w-]{22}$/);
    const right = solve(c.question);
    expect(right).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(18);
    const wrong = await answer(viewer, { captcha_id: c.captcha_id, answer: right + 1, slug: owner.slug });
    expect(ok(wrong, 400)).toEqual({ answer: ['Wrong value'] });
    // A question is used up by any answer: the right one now is refused too.
    const again = await answer(viewer, { captcha_id: c.captcha_id, answer: right, slug: owner.slug });
    expect(ok(again, 400)).toEqual({ captcha_id: ['This question has expired, please try a new one.'] });
    const text = await challenge(viewer);
    const notNumber = await answer(viewer, { captcha_id: text.captcha_id, answer: 'abc', slug: owner.slug });
    expect(ok(notNumber, 400)).toEqual({ answer: ['Wrong value'] });
    const missing = await answer(viewer, { captcha_id: 'x', slug: owner.slug });
    expect(ok(missing, 400)).toHaveProperty('answer');
  });

  it('gives a right answer links to the originals that work for that member only', async () => {
    const c = await challenge(viewer);
    const res = ok<Photos>(
      await answer(viewer, { captcha_id: c.captcha_id, answer: String(solve(c.question)), slug: owner.slug }),
    );
    expect(res.photos).toHaveLength(1);
    expect(res.photo_2).toBeNull();
    expect(res.photo_1).toBe(res.photos[0]);
    const url = res.photos[0]!;
    expect(url).toMatch(
      new RegExp(
        `^/api/profiles/photo/${owner.slug}/0\\?variant=original&v=[0-9a-f]{32}&exp=\\d+&sig=[0-9a-f]{64}$`,
      ),
    );
    const served = await image(url, viewer);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);
    // Not for another member, not without a session, not for another profile, not when changed.
    expect((await image(url, other)).statusCode).toBe(403);
    expect((await image(url, null)).statusCode).toBe(403);
    expect((await image(url.replace(owner.slug, second.slug), viewer)).statusCode).toBe(403);
    const exp = Number(/exp=(\d+)/.exec(url)![1]);
    expect((await image(url.replace(`exp=${exp}`, `exp=${exp + 3600}`), viewer)).statusCode).toBe(403);
    // The cards of the profile stay blurred (female photos on cards, D5).
    const cards = ok<{ results: { slug: string; thumbnail: string }[] }>(
      await send(t, 'GET', '/api/profiles/list/', undefined, auth(viewer.token)),
    );
    expect(cards.results.find((r) => r.slug === owner.slug)?.thumbnail).toMatch(/variant=blur/);
  });

  it('lets links and questions expire after 10 minutes', async () => {
    clock.set(new Date());
    const links = await unlock(viewer, owner.slug);
    const late = await challenge(viewer);
    expect(Date.parse(links.expires_on) - clock.now().getTime()).toBeLessThanOrEqual(10 * 60_000);
    clock.advance(9 * 60_000);
    expect((await image(links.photos[0]!, viewer)).statusCode).toBe(200);
    clock.advance(61_000);
    expect((await image(links.photos[0]!, viewer)).statusCode).toBe(403);
    const res = await answer(viewer, {
      captcha_id: late.captcha_id,
      answer: solve(late.question),
      slug: owner.slug,
    });
    expect(ok(res, 400)).toHaveProperty('captcha_id');
    clock.reset();
  });

  it("refuses another member's question, and unknown or hidden profiles", async () => {
    const mine = await challenge(viewer);
    const stolen = await answer(other, {
      captcha_id: mine.captcha_id,
      answer: solve(mine.question),
      slug: owner.slug,
    });
    expect(ok(stolen, 400)).toHaveProperty('captcha_id');
    const c = await challenge(viewer);
    const unknown = await answer(viewer, {
      captcha_id: c.captcha_id,
      answer: solve(c.question),
      slug: 'nobody-x1',
    });
    expect(ok(unknown, 404)).toEqual({ detail: 'No Profile Found!' });
    // The question survives a call for an unknown profile.
    expect(
      (await answer(viewer, { captcha_id: c.captcha_id, answer: solve(c.question), slug: owner.slug }))
        .statusCode,
    ).toBe(200);
    const links = await unlock(viewer, second.slug);
    await makeVisible(t, second, { approvalStatus: 'pending' });
    expect((await image(links.photos[0]!, viewer)).statusCode).toBe(404);
    const d = await challenge(viewer);
    const hidden = await answer(viewer, {
      captcha_id: d.captcha_id,
      answer: solve(d.question),
      slug: second.slug,
    });
    expect(ok(hidden, 404)).toEqual({ detail: 'No Profile Found!' });
    await makeVisible(t, second);
  });

  it('always gives the owner originals, and needs a session for questions', async () => {
    const mine = ok<{ photo_1: string }>(await detail(t, owner, owner.slug));
    expect(mine.photo_1).toMatch(/variant=original/);
    expect((await image(mine.photo_1, owner)).statusCode).toBe(200);
    const own = await unlock(owner, owner.slug);
    expect((await image(own.photos[0]!, owner)).statusCode).toBe(200);
    expect((await send(t, 'GET', '/api/profiles/captcha/')).statusCode).toBe(401);
    const anon = await send(t, 'POST', '/api/profiles/captcha/', {
      captcha_id: 'x',
      answer: 1,
      slug: owner.slug,
    });
    expect(anon.statusCode).toBe(401);
  });
});

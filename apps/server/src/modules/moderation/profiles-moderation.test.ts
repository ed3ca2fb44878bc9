/**
 * Moderation API part 1 (issue 9): every route refuses visitors (401) and members (403); approve
 * and reject decide what search shows (D4); a new photo of an approved profile is not served to
 * others until approved (D17); text edits mark the profile changed; photo reuse is flagged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProfileItem, AdminProfilePage, AuditPage } from '@nikah/shared';
import { sampleSignup } from '../../../../../packages/shared/test/sample-profile';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, send, signUp, type Member } from '../../../test/accounts-helpers';
import { RELAXED_DISCOVERY_LIMITS, ok } from '../../../test/discovery-helpers';
import { capturingSenders, superuser } from './cases-test-helpers';
import { cropped, halfSize, reencoded, testPicture } from './test-images';

/** A multipart body with one file part `file`. */
export function multipart(data: Buffer) {
  const boundary = 'x-moderation-7';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(DATABASE_KINDS)('moderation of profiles on %s', (kind) => {
  let t: TestApp;
  let mod: { token: string; userId: number };
  let member: Member;
  const captured = capturingSenders();

  const asMod = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    send(t, method, url, body, auth(mod.token));
  const upload = async (m: Member, index: number, data: Buffer) => {
    const body = multipart(data);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/profiles/upload/${m.profileId}/${index}/`,
      payload: body.payload,
      headers: { ...body.headers, ...auth(m.token) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Whether a visitor's search for `code` lists it. */
  const listed = async (code: string) => {
    const res = ok<{ results: { profile_code: string }[] }>(
      await send(t, 'GET', `/api/profiles/list/?search=${code}`),
    );
    return res.results.some((r) => r.profile_code === code);
  };
  const codeOfId = async (id: number) =>
    ok<{ profile_code: string }>(await asMod('GET', `/api/admin/profiles/${id}/`)).profile_code;

  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: RELAXED_DISCOVERY_LIMITS,
      deps: { senders: captured.senders },
    });
    member = await signUp(t);
    mod = await superuser(t);
  }, 120_000);
  afterAll(() => t.close());

  const routes = (): [string, string, unknown][] => {
    const id = member.profileId;
    return [
      ['GET', '/api/admin/profiles/', undefined],
      ['GET', `/api/admin/profiles/${id}/`, undefined],
      ['POST', `/api/admin/profiles/${id}/approve/`, {}],
      ['POST', `/api/admin/profiles/${id}/reject/`, { remarks: 'x' }],
      ['GET', `/api/admin/profiles/${id}/photos/0/current`, undefined],
      ['GET', `/api/admin/profiles/${id}/photos/0/pending`, undefined],
      ['POST', `/api/admin/profiles/${id}/photos/0/approve/`, {}],
      ['POST', `/api/admin/profiles/${id}/photos/0/reject/`, {}],
      ['GET', '/api/admin/members/', undefined],
      ['POST', `/api/admin/members/${id}/block/`, { reason: 'x' }],
      ['POST', `/api/admin/members/${id}/unblock/`, {}],
      ['POST', `/api/admin/members/${id}/promote/`, {}],
      ['POST', `/api/admin/members/${id}/demote/`, {}],
      ['GET', '/api/admin/audit/', undefined],
      ['GET', '/api/admin/dashboard/', undefined],
    ];
  };

  it('answers a visitor 401 and a member 403 on every route, about their own profile too', async () => {
    for (const [method, url, body] of routes()) {
      expect((await send(t, method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(401);
      const res = await send(t, method, url, body, auth(member.token));
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("answers a superuser's malformed input with 4xx, never 5xx", async () => {
    const id = member.profileId;
    const long = 'x'.repeat(1001);
    const cases: [string, string, unknown][] = [
      ['GET', '/api/admin/profiles/?approval_status=maybe', undefined],
      ['GET', '/api/admin/profiles/?page=0', undefined],
      ['GET', '/api/admin/profiles/?page_size=101', undefined],
      ['GET', '/api/admin/profiles/?flagged=yes', undefined],
      ['GET', '/api/admin/profiles/?ordering=name', undefined],
      ['GET', '/api/admin/profiles/abc/', undefined],
      ['GET', '/api/admin/profiles/2147483648/', undefined],
      ['GET', '/api/admin/profiles/2147483647/', undefined],
      ['POST', '/api/admin/profiles/2147483647/approve/', {}],
      ['POST', `/api/admin/profiles/${id}/reject/`, {}],
      ['POST', `/api/admin/profiles/${id}/reject/`, { remarks: long }],
      ['POST', `/api/admin/profiles/${id}/reject/`, [1, 2]],
      ['POST', `/api/admin/profiles/${id}/approve/`, { remarks: 7 }],
      ['GET', `/api/admin/profiles/${id}/photos/2/current`, undefined],
      ['GET', `/api/admin/profiles/${id}/photos/0/other`, undefined],
      ['GET', `/api/admin/profiles/${id}/photos/0/current`, undefined],
      ['POST', `/api/admin/profiles/${id}/photos/0/approve/`, {}],
      ['POST', `/api/admin/profiles/${id}/photos/-1/reject/`, {}],
      ['GET', `/api/admin/members/?q=${'q'.repeat(101)}`, undefined],
      ['POST', `/api/admin/members/${id}/block/`, { reason: long }],
      ['POST', `/api/admin/members/${id}/block/`, {}],
      ['POST', '/api/admin/members/2147483647/unblock/', {}],
      ['GET', '/api/admin/audit/?target_id=0', undefined],
      ['GET', '/api/admin/audit/?target_id=abc', undefined],
    ];
    for (const [method, url, body] of cases) {
      const res = await asMod(method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
  });

  it('approves a pending profile: listed in search, audited, the member told', async () => {
    const m = await signUp(t);
    const code = await codeOfId(m.profileId);
    const queue = ok<AdminProfilePage>(
      await asMod('GET', '/api/admin/profiles/?approval_status=pending&page_size=100'),
    );
    expect(queue.results.map((p) => p.id)).toContain(m.profileId);
    expect(await listed(code)).toBe(false);
    const item = ok<AdminProfileItem>(await asMod('POST', `/api/admin/profiles/${m.profileId}/approve/`, {}));
    expect(item.approval_status).toBe('approved');
    expect(item.approved_on).not.toBeNull();
    expect(await listed(code)).toBe(true);
    const audit = ok<AuditPage>(
      await asMod('GET', `/api/admin/audit/?target_type=profile&target_id=${m.profileId}`),
    );
    expect(audit.results[0]).toMatchObject({
      action: 'profile.approve',
      before: { approval_status: 'pending' },
      after: { approval_status: 'approved' },
    });
    expect(captured.sent.some((s) => s.to === m.username && /approved/.test(s.text))).toBe(true);
  });

  it('rejects with remarks (required): never listed, remarks audited and sent to the member', async () => {
    const m = await signUp(t);
    const code = await codeOfId(m.profileId);
    const missing = await asMod('POST', `/api/admin/profiles/${m.profileId}/reject/`, { remarks: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ remarks: ['Reason is required'] });
    ok(await asMod('POST', `/api/admin/profiles/${m.profileId}/reject/`, { remarks: 'Photos not clear' }));
    expect(await listed(code)).toBe(false);
    const queue = ok<AdminProfilePage>(await asMod('GET', '/api/admin/profiles/?approval_status=rejected'));
    expect(queue.results.find((p) => p.id === m.profileId)?.approval_remarks).toBe('Photos not clear');
    const audit = ok<AuditPage>(await asMod('GET', `/api/admin/audit/?target_id=${m.profileId}`));
    expect(audit.results[0]).toMatchObject({
      action: 'profile.reject',
      remarks: 'Photos not clear',
      after: { approval_status: 'rejected' },
    });
    expect(captured.sent.some((s) => s.to === m.username && s.text.includes('Photos not clear'))).toBe(true);
  });

  it('keeps a new photo of an approved profile from others until a moderator approves it (D17)', async () => {
    const owner = await signUp(t);
    const viewer = await signUp(t, { gender: 'Male' });
    await upload(owner, 0, await testPicture(101));
    ok(await asMod('POST', `/api/admin/profiles/${owner.profileId}/approve/`, {}));
    const blur = async () => {
      const res = await send(
        t,
        'GET',
        `/api/profiles/photo/${owner.slug}/0?variant=blur`,
        undefined,
        auth(viewer.token),
      );
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    };
    const oldPhoto = await blur();
    await upload(owner, 0, await testPicture(102));
    expect(Buffer.compare(await blur(), oldPhoto)).toBe(0);
    const own = ok<{ pending_photos: number[]; photo_1_pending: string | null; photo_2_pending: null }>(
      await send(t, 'GET', `/api/profiles/detail-slug/${owner.slug}`, undefined, auth(owner.token)),
    );
    expect(own.pending_photos).toEqual([0]);
    expect(own.photo_2_pending).toBeNull();
    // The owner sees the waiting photo itself (issue 34 point 3); anyone else gets 404 for it.
    const waiting = await send(t, 'GET', own.photo_1_pending!, undefined, auth(owner.token));
    expect(waiting.statusCode).toBe(200);
    expect(waiting.headers['content-type']).toBe('image/jpeg');
    expect(waiting.headers['cache-control']).toBe('private, no-cache');
    expect((await send(t, 'GET', own.photo_1_pending!, undefined, auth(viewer.token))).statusCode).toBe(404);
    expect((await send(t, 'GET', own.photo_1_pending!)).statusCode).toBe(404);
    const queue = ok<AdminProfilePage>(
      await asMod('GET', '/api/admin/profiles/?approval_status=approved&photos=true&page_size=100'),
    );
    const item = queue.results.find((p) => p.id === owner.profileId);
    expect(item?.pending_photos.map((p) => p.slot)).toEqual([0]);
    const pendingImage = await asMod('GET', item!.pending_photos[0]!.url);
    expect(pendingImage.statusCode).toBe(200);
    expect(pendingImage.headers['content-type']).toBe('image/jpeg');
    ok(await asMod('POST', `/api/admin/profiles/${owner.profileId}/photos/0/approve/`, {}));
    expect(Buffer.compare(await blur(), oldPhoto)).not.toBe(0);
    const audit = ok<AuditPage>(await asMod('GET', `/api/admin/audit/?target_id=${owner.profileId}`));
    expect(audit.results[0]?.action).toBe('profile.photo.approve');
    expect(audit.results[0]?.before).toMatchObject({ slot: 0 });

    // A rejected photo is removed and the slot keeps its photo.
    const shown = await blur();
    await upload(owner, 0, await testPicture(103));
    ok(await asMod('POST', `/api/admin/profiles/${owner.profileId}/photos/0/reject/`, {}));
    expect(Buffer.compare(await blur(), shown)).toBe(0);
    const after = ok<{ pending_photos: number[] }>(
      await send(t, 'GET', `/api/profiles/detail-slug/${owner.slug}`, undefined, auth(owner.token)),
    );
    expect(after.pending_photos).toEqual([]);
    expect((await send(t, 'GET', own.photo_1_pending!, undefined, auth(owner.token))).statusCode).toBe(404);
    expect(
      (await asMod('POST', `/api/admin/profiles/${owner.profileId}/photos/0/reject/`, {})).statusCode,
    ).toBe(404);
  });

  it('lets text edits of an approved profile stay live and marks it changed since approval', async () => {
    const m = await signUp(t);
    ok(await asMod('POST', `/api/admin/profiles/${m.profileId}/approve/`, {}));
    const form = sampleSignup({ hobbies: 'Reading and long walks' });
    for (const k of ['username', 'password', 'confirm_password', 'otp']) {
      delete form[k];
    }
    ok(await send(t, 'PATCH', `/api/profiles/update/${m.profileId}/`, form, auth(m.token)));
    const changed = ok<AdminProfilePage>(
      await asMod('GET', '/api/admin/profiles/?approval_status=approved&changed=true&page_size=100'),
    );
    const item = changed.results.find((p) => p.id === m.profileId);
    expect(item?.hobbies).toBe('Reading and long walks');
    expect(await listed(await codeOfId(m.profileId))).toBe(true);
    const again = ok<AdminProfileItem>(
      await asMod('POST', `/api/admin/profiles/${m.profileId}/approve/`, {}),
    );
    expect(again.changed_since_approval).toBe(false);
  });

  it('flags the same photo (re-encoded, resized, cropped) on two profiles, and none of ten different ones', async () => {
    const picture = await testPicture(7);
    const first = await signUp(t);
    await upload(first, 0, picture);
    const copies = [await reencoded(picture), await halfSize(picture), await cropped(picture, 0.05)];
    const copiers: Member[] = [];
    for (const copy of copies) {
      const m = await signUp(t);
      await upload(m, 1, copy);
      copiers.push(m);
    }
    const distinct: Member[] = [];
    for (let seed = 200; seed < 210; seed++) {
      const m = await signUp(t);
      await upload(m, 0, await testPicture(seed));
      distinct.push(m);
    }
    const flagged = ok<AdminProfilePage>(
      await asMod('GET', '/api/admin/profiles/?approval_status=pending&flagged=true&page_size=100'),
    );
    const ids = flagged.results.map((p) => p.id);
    for (const m of [first, ...copiers]) expect(ids).toContain(m.profileId);
    for (const m of distinct) expect(ids).not.toContain(m.profileId);
    const copier = flagged.results.find((p) => p.id === copiers[2]!.profileId)!;
    const match = copier.photos[0]!.reuse.find((r) => r.profile_id === first.profileId);
    expect(match).toMatchObject({ slug: first.slug, slot: 0, pending: false });
    expect(match!.distance).toBeLessThanOrEqual(16);
    const all = ok<AdminProfilePage>(
      await asMod('GET', '/api/admin/profiles/?approval_status=pending&page_size=100'),
    );
    for (const m of distinct) expect(all.results.find((p) => p.id === m.profileId)?.flagged).toBe(false);
  }, 60_000);
});

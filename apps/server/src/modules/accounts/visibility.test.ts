/**
 * Activation and visibility (DESIGN.md D16): a completed signup leaves the profile active (shown
 * once a moderator approves it, with no "edit and save once"), and the member hides and shows it
 * with `PATCH /api/profiles/visibility/`, whose identity comes from the session only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sampleSignup } from '../../../../../packages/shared/test/sample-profile';
import { profiles } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, auth, send, signUp, type Member } from '../../../test/accounts-helpers';

describe.each(DATABASE_KINDS)('profile activation and visibility on %s', (kind) => {
  let t: TestApp;
  let owner: Member;
  let other: Member;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_LIMITS });
    owner = await signUp(t, { gender: 'Female', full_name: 'Ayesha Siddiqui' });
    other = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi' });
  });
  afterAll(() => t.close());

  const ownView = (m: Member) =>
    send(t, 'GET', `/api/profiles/detail-slug/${m.slug}?skip-update=true`, undefined, auth(m.token));
  const seenBy = (viewer: Member, m: Member) =>
    send(t, 'GET', `/api/profiles/detail-slug/${m.slug}?skip-update=true`, undefined, auth(viewer.token));
  const approve = (m: Member) =>
    t.database.db.update(profiles).set({ approvalStatus: 'approved' }).where(eq(profiles.id, m.profileId));

  it('activates the profile when the signup wizard completes; a moderator approval shows it', async () => {
    const own = await ownView(owner);
    expect(own.json()).toMatchObject({ is_owner: true, is_active: true, approval_status: 'pending' });
    expect((await seenBy(other, owner)).statusCode).toBe(404);
    // Approval alone, with no edit of the profile, makes it visible.
    await approve(owner);
    const seen = await seenBy(other, owner);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ is_owner: false, slug: owner.slug });
  });

  it('hides and shows the profile from the session, never from an id in the body', async () => {
    await approve(other);
    const url = '/api/profiles/visibility/';
    const hide = await send(t, 'PATCH', url, { is_active: false }, auth(owner.token));
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json()).toEqual({ is_active: false });
    expect((await ownView(owner)).json()).toMatchObject({ is_active: false });
    expect((await seenBy(other, owner)).json()).toEqual({ detail: 'No Profile Found!' });
    // The other member's profile is untouched by the owner's call.
    expect((await seenBy(owner, other)).statusCode).toBe(200);

    // An edit of a hidden profile keeps it hidden: only the switch shows it again.
    const edit = await send(
      t,
      'PATCH',
      `/api/profiles/update/${owner.profileId}/`,
      sampleSignup({ gender: 'Female', full_name: 'Ayesha Siddiqui', hobbies: 'Reading' }),
      auth(owner.token),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ hobbies: 'Reading', is_active: false });

    const show = await send(t, 'PATCH', url, { is_active: true }, auth(owner.token));
    expect(show.json()).toEqual({ is_active: true });
    expect((await seenBy(other, owner)).statusCode).toBe(200);
  });

  it('refuses visitors, bad bodies and another profile named in the body', async () => {
    const url = '/api/profiles/visibility/';
    expect((await send(t, 'PATCH', url, { is_active: false })).statusCode).toBe(401);
    const bad = await send(t, 'PATCH', url, { is_active: 'no' }, auth(owner.token));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<object>())).toEqual(['is_active']);
    const named = await send(t, 'PATCH', url, { is_active: false, id: other.profileId }, auth(owner.token));
    expect(named.statusCode).toBe(400);
    expect((await ownView(other)).json()).toMatchObject({ is_active: true });
  });
});

/**
 * `PATCH /api/profiles/detail/{userId}/` (SPEC.md sections 1, 4, 5 and 8; DESIGN.md D2, D11): the
 * owner's deletion request; refused within 7 days of creation and while one is pending; the
 * profile leaves search and others' detail at once; another member's id gets 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@nikah/shared';
import { profiles } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, send, signUp, type Member } from '../../../test/accounts-helpers';
import { codeOf, detail, makeVisible, RELAXED_DISCOVERY_LIMITS } from '../../../test/discovery-helpers';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASE_KINDS)('deletion requests on %s', (kind) => {
  let t: TestApp;
  let owner: Member;
  let other: Member;

  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_DISCOVERY_LIMITS });
    owner = await signUp(t, { gender: 'Female' });
    other = await signUp(t, { gender: 'Male' });
    await makeVisible(t, owner);
    await makeVisible(t, other);
  }, 120_000);
  afterAll(() => t.close());

  const ask = (who: Member | null, id: number, body: unknown) =>
    send(t, 'PATCH', `/api/profiles/detail/${id}/`, body, who ? auth(who.token) : {});
  const createdDaysAgo = (m: Member, days: number) =>
    t.database.db
      .update(profiles)
      .set({ createdOn: new Date(Date.now() - days * DAY) })
      .where(eq(profiles.id, m.profileId));
  const listed = async (viewer: Member, m: Member) => {
    const res = await send(
      t,
      'GET',
      `/api/profiles/list/?code=${await codeOf(t, m)}`,
      undefined,
      auth(viewer.token),
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ count: number }>().count;
  };

  it('answers a visitor 401 and another member 403', async () => {
    expect((await ask(null, owner.profileId, { reason_to_delete: 'Taking a break' })).statusCode).toBe(401);
    const res = await ask(other, owner.profileId, { reason_to_delete: 'Taking a break' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: MESSAGES.forbidden });
  });

  it('checks the reason: one of the list, and a text for Others', async () => {
    expect((await ask(owner, owner.profileId, {})).json()).toHaveProperty('reason_to_delete');
    expect((await ask(owner, owner.profileId, { reason_to_delete: 'Bored' })).statusCode).toBe(400);
    const others = await ask(owner, owner.profileId, { reason_to_delete: 'Others' });
    expect(others.statusCode).toBe(400);
    expect(others.json()).toEqual({ reason_detail: [MESSAGES.required] });
  });

  it('refuses within 7 days of creation, and the owner detail says from when it opens', async () => {
    await createdDaysAgo(owner, 6.9);
    const res = await ask(owner, owner.profileId, { reason_to_delete: 'Taking a break' });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ detail: MESSAGES.deleteTooSoon.replace('{days}', '7') });
    const [made] = await t.database.db.select().from(profiles).where(eq(profiles.id, owner.profileId));
    const own = await detail(t, owner, owner.slug);
    expect(own.json<{ deletion_allowed_from: string }>().deletion_allowed_from).toBe(
      new Date(made!.createdOn.getTime() + 7 * 24 * 3600_000).toISOString(),
    );
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, owner.profileId));
    expect(row).toMatchObject({ deletionRequestedOn: null, deletionStatus: null, reasonToDelete: null });
  });

  it('records the request after 7 days and takes the profile out of search and detail at once', async () => {
    expect(await listed(other, owner)).toBe(1);
    expect((await detail(t, other, owner.slug)).statusCode).toBe(200);
    await createdDaysAgo(owner, 8);

    const res = await ask(owner, owner.profileId, {
      reason_to_delete: 'Others',
      reason_detail: ' Moving abroad ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      status: 'Done',
      message: MESSAGES.deleteRequested,
      deletion_status: 'requested',
      reason_to_delete: 'Others: Moving abroad',
    });
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, owner.profileId));
    expect(row?.deletionStatus).toBe('requested');
    expect(row?.deletionRequestedOn).toBeInstanceOf(Date);

    expect(await listed(other, owner)).toBe(0);
    expect((await detail(t, other, owner.slug)).statusCode).toBe(404);
    // The owner still sees the profile, with the request's state.
    const own = await detail(t, owner, owner.slug);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      is_owner: true,
      deletion_status: 'requested',
      reason_to_delete: 'Others: Moving abroad',
      deletion_requested_on: body.deletion_requested_on,
    });
  });

  it('refuses a second request while one is pending', async () => {
    const res = await ask(owner, owner.profileId, { reason_to_delete: 'Taking a break' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: MESSAGES.deletePending });
  });
});

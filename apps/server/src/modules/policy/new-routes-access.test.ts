/**
 * Who may call the routes added by issues 13 and 15, as one table: each route against a visitor, the
 * owner (member A on A's profile), another member (B acting on A's profile, or on what the session
 * names), and a superuser without a profile. Identity always comes from the session (DESIGN.md D2):
 * a route without an id in its path acts on the caller's own profile, so B never changes or reads A's.
 * The production issue grows this into a matrix generated from every route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactViews, profiles } from '../../db/schema';
import { createOrPromoteSuperuser } from '../auth/superuser';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, auth, send, signUp, type Member } from '../../../test/accounts-helpers';
import { RELAXED_DISCOVERY_LIMITS, codeOf, makeVisible, testClock } from '../../../test/discovery-helpers';

type Role = 'visitor' | 'owner' | 'other' | 'superuser';
const ROLES: Role[] = ['visitor', 'owner', 'other', 'superuser'];

/** 10:00 in India: inside the owner's contact hours. */
const INDIA_MORNING = '2026-01-15T04:30:00Z';

describe.each(DATABASE_KINDS)('access to the routes of issues 13 and 15 on %s', (kind) => {
  let t: TestApp;
  let owner: Member;
  let other: Member;
  let ownerCode: string;
  const tokens: Record<Role, string | null> = { visitor: null, owner: null, other: null, superuser: null };
  const clock = testClock();

  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: { ...RELAXED_LIMITS, ...RELAXED_DISCOVERY_LIMITS },
      deps: { clock: clock.now },
    });
    clock.set(INDIA_MORNING);
    owner = await signUp(t, { gender: 'Female', private_contact: false });
    other = await signUp(t, { gender: 'Male' });
    await makeVisible(t, owner);
    await makeVisible(t, other);
    ownerCode = await codeOf(t, owner);
    await createOrPromoteSuperuser(t.database.db, 'moderator', 'moderator-pass1');
    const su = await send(t, 'POST', '/api/profiles/login/', {
      username: 'moderator',
      password: 'moderator-pass1',
    });
    Object.assign(tokens, {
      visitor: null,
      owner: owner.token,
      other: other.token,
      superuser: su.json<{ token: string }>().token,
    });
  });
  afterAll(() => t.close());

  const as = (role: Role) => {
    const token = tokens[role];
    return token ? auth(token) : {};
  };

  it('POST /api/profiles/contact/{profile_code}/: members only; a reveal to another member is logged', async () => {
    // An account without a profile reveals nothing (issue 28): the owner could not see who it was.
    const expected: Record<Role, number> = { visitor: 401, owner: 200, other: 200, superuser: 403 };
    for (const role of ROLES) {
      const res = await send(t, 'POST', `/api/profiles/contact/${ownerCode}/`, {}, as(role));
      expect(res.statusCode, `${role}: ${res.body}`).toBe(expected[role]);
    }
    const logged = await t.database.db
      .select({ viewer: contactViews.viewerProfileId })
      .from(contactViews)
      .where(eq(contactViews.profileId, owner.profileId));
    // The owner's own look is not a reveal; the other member's is, and names them.
    expect(logged.map((r) => r.viewer)).toEqual([other.profileId]);
  });

  it("GET /api/profiles/contact-views/: only the caller's own list", async () => {
    const expected: Record<Role, number> = { visitor: 401, owner: 200, other: 200, superuser: 200 };
    for (const role of ROLES) {
      const res = await send(t, 'GET', '/api/profiles/contact-views/', undefined, as(role));
      expect(res.statusCode, `${role}: ${res.body}`).toBe(expected[role]);
    }
    const mine = await send(t, 'GET', '/api/profiles/contact-views/', undefined, as('owner'));
    const theirs = await send(t, 'GET', '/api/profiles/contact-views/', undefined, as('other'));
    expect(mine.json<{ results: unknown[] }>().results.length).toBeGreaterThan(0);
    const none = await send(t, 'GET', '/api/profiles/contact-views/', undefined, as('superuser'));
    // B was shown A's number; B's own list names nobody who saw B's; an account without a profile
    // has nobody to list.
    expect(theirs.json<{ results: unknown[] }>().results).toEqual([]);
    expect(none.json<{ results: unknown[] }>().results).toEqual([]);
  });

  it("PATCH /api/profiles/visibility/: changes the caller's own profile only", async () => {
    const expected: Record<Role, number> = { visitor: 401, owner: 200, other: 200, superuser: 404 };
    for (const role of ROLES) {
      const res = await send(t, 'PATCH', '/api/profiles/visibility/', { is_active: false }, as(role));
      expect(res.statusCode, `${role}: ${res.body}`).toBe(expected[role]);
      if (role === 'owner') {
        await send(t, 'PATCH', '/api/profiles/visibility/', { is_active: true }, as(role));
      }
    }
    const rows = await t.database.db.select({ id: profiles.id, active: profiles.isActive }).from(profiles);
    const active = new Map(rows.map((r) => [r.id, r.active]));
    // B hid B's profile, not A's.
    expect(active.get(owner.profileId)).toBe(true);
    expect(active.get(other.profileId)).toBe(false);
  });

  it('GET /api/configs/site/: public', async () => {
    for (const role of ROLES) {
      const res = await send(t, 'GET', '/api/configs/site/', undefined, as(role));
      expect(res.statusCode, role).toBe(200);
    }
  });
});

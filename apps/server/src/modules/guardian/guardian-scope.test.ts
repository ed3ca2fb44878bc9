/**
 * What a guardian may do (DESIGN.md D19; issue 28 points 3 and 4), over HTTP on the real app: a
 * guardian's session (an account without a profile, accepted as a member's guardian) reads that
 * member's friend chats and nothing else. Every member action answers 403 'guardianReadOnly'
 * (contact reveals, the captcha to the originals, bio-data PDFs, proposals, profile details,
 * favourites, blocks, reports, lists of a member); public lists serve the guardian as a visitor.
 * Removing the guardian ends the guardian's sessions at once, unless the account still guards
 * another member. The guardian routes do not share the invitation's rate limit.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_KEYS_HEADER, type FriendsResponse, type GuardianMessagesResponse } from '@nikah/shared';
import { inArray } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, send, type Member } from '../../../test/accounts-helpers';
import { RELAXED_DISCOVERY_LIMITS, codeOf, ok, testClock } from '../../../test/discovery-helpers';
import { befriend, sendTo, visibleMember } from '../chat/chat-test-helpers';
import { makeGuardian, type Guardian } from './guardian-test-helpers';

/** Invitations per address per hour in this file: small, so that sharing it shows at once. */
const INVITES_PER_HOUR = 4;

const as = (t: TestApp, token: string, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
  send(t, method, url, method === 'GET' ? undefined : (body ?? {}), auth(token));

/** Expects the guardian's refusal: 403 with the stable key `guardianReadOnly`. */
function expectReadOnly(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  what: string,
) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(403);
  expect(String(res.headers[ERROR_KEYS_HEADER.toLowerCase()]), what).toContain('guardianReadOnly');
}

describe.each(DATABASE_KINDS)('guardian scope on %s', (kind) => {
  let t: TestApp;
  let bride: Member;
  let groom: Member;
  let stranger: Member;
  let guardian: Guardian;

  beforeAll(async () => {
    const clock = testClock();
    // Noon in India today: the public contact window is open, so only the guardian rule refuses.
    const noon = new Date();
    noon.setUTCHours(6, 30, 0, 0);
    clock.set(noon);
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: { ...RELAXED_DISCOVERY_LIMITS, RATE_LIMIT_OTP_PER_HOUR: String(INVITES_PER_HOUR) },
      deps: { clock: clock.now },
    });
    bride = await visibleMember(t, 'Female', 'Ayesha Siddiqui');
    groom = await visibleMember(t, 'Male', 'Imran Qureshi');
    stranger = await visibleMember(t, 'Male', 'Salman Khan');
    // Public numbers: in the contact window anyone else who may see them gets them.
    await t.database.db
      .update(profiles)
      .set({ privateContact: false })
      .where(inArray(profiles.id, [groom.profileId, stranger.profileId]));
    await befriend(t, groom, bride);
    expect((await sendTo(t, groom, bride, 'Assalamu alaikum')).statusCode).toBe(201);
    guardian = await makeGuardian(t, bride);
  }, 60_000);
  afterAll(() => t.close());

  it('still reads the guarded member’s friend chats', async () => {
    const friends = ok<FriendsResponse>(
      await as(t, guardian.token, 'GET', `/api/guardian/members/${bride.profileId}/friends`),
    );
    expect(friends.friends.map((f) => f.friend_id)).toEqual([groom.profileId]);
    const page = ok<GuardianMessagesResponse>(
      await as(
        t,
        guardian.token,
        'GET',
        `/api/guardian/members/${bride.profileId}/messages?with=${groom.profileId}`,
      ),
    );
    expect(
      Object.values(page.groupedMessages)
        .flat()
        .map((m) => m.text),
    ).toEqual(['Assalamu alaikum']);
  });

  it('reveals no contact, of a stranger or of a chat partner, and logs no null viewer', async () => {
    for (const m of [stranger, groom]) {
      expectReadOnly(
        await as(t, guardian.token, 'POST', `/api/profiles/contact/${await codeOf(t, m)}/`),
        m.slug,
      );
    }
    const views = ok<{ results: unknown[] }>(
      await send(t, 'GET', '/api/profiles/contact-views/', undefined, auth(stranger.token)),
    );
    expect(views.results).toEqual([]);
  });

  it('gets no captcha, hence no originals, and no bio-data PDF', async () => {
    expectReadOnly(await as(t, guardian.token, 'GET', '/api/profiles/captcha/'), 'captcha question');
    expectReadOnly(
      await as(t, guardian.token, 'POST', '/api/profiles/captcha/', {
        slug: stranger.slug,
        captcha_id: 'x',
        answer: 1,
      }),
      'captcha answer',
    );
    for (const m of [stranger, groom]) {
      expectReadOnly(await as(t, guardian.token, 'GET', `/api/profiles/pdf/${m.slug}`), `pdf ${m.slug}`);
    }
  });

  it('sends no proposal and opens no profile detail, not even a chat partner’s', async () => {
    expectReadOnly(
      await as(t, guardian.token, 'POST', `/api/profiles/proposal/${await codeOf(t, stranger)}/`),
      'proposal',
    );
    for (const m of [stranger, groom, bride]) {
      expectReadOnly(
        await as(t, guardian.token, 'GET', `/api/profiles/detail-slug/${m.slug}`),
        `detail ${m.slug}`,
      );
    }
  });

  it('keeps no favourites, visits, blocks or reports, and sees no member lists', async () => {
    const code = await codeOf(t, stranger);
    expectReadOnly(
      await as(t, guardian.token, 'PATCH', `/api/profiles/add-to-favourite/${code}/`),
      'favourite',
    );
    expectReadOnly(await as(t, guardian.token, 'POST', `/api/profiles/block/${code}/`), 'block');
    expectReadOnly(
      await as(t, guardian.token, 'POST', '/api/profiles/report-profile/', {
        profile_id: stranger.profileId,
        reason: 'x',
      }),
      'report',
    );
    for (const url of [
      '/api/profiles/add-to-favourite/user/',
      '/api/profiles/profile-visited/user',
      '/api/profiles/blocked/',
      '/api/profiles/matches/',
      '/api/profiles/proposal/sent',
      '/api/profiles/contact-views/',
    ]) {
      expectReadOnly(await as(t, guardian.token, 'GET', url), url);
    }
    // A public list answers as it does a visitor.
    ok(await as(t, guardian.token, 'GET', '/api/profiles/new-profiles/'));
  });

  it('the guardian routes do not share the invitation’s rate limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < INVITES_PER_HOUR + 2; i += 1) {
      statuses.push((await send(t, 'GET', '/api/guardian/', undefined, auth(bride.token))).statusCode);
      statuses.push((await as(t, guardian.token, 'GET', '/api/guardian/members')).statusCode);
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it('removing a guardian ends their sessions at once; one who guards another member keeps reading that one', async () => {
    // A second member invites the same contact: one account, two links, two sessions.
    const sister = await visibleMember(t, 'Female', 'Sana Sheikh');
    await befriend(t, stranger, sister);
    const both = await makeGuardian(t, sister, guardian.contact);
    ok(await send(t, 'DELETE', `/api/guardian/${guardian.id}`, undefined, auth(bride.token)));
    // Still a guardian of the sister: the sessions stay, the bride's chats answer 403.
    const bridesChats = await as(t, both.token, 'GET', `/api/guardian/members/${bride.profileId}/friends`);
    expect(bridesChats.statusCode).toBe(403);
    ok(await as(t, both.token, 'GET', `/api/guardian/members/${sister.profileId}/friends`));
    // The last link goes: every session of the account ends.
    ok(await send(t, 'DELETE', `/api/guardian/${both.id}`, undefined, auth(sister.token)));
    for (const token of [guardian.token, both.token]) {
      for (const url of ['/api/guardian/members', `/api/guardian/members/${sister.profileId}/friends`]) {
        const res = await as(t, token, 'GET', url);
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toEqual({ detail: 'Invalid token.' });
      }
    }
    // The members keep theirs.
    ok(await send(t, 'GET', '/api/guardian/', undefined, auth(sister.token)));
  });
});

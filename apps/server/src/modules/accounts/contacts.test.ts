/**
 * Contact details under DESIGN.md D6 (issue 13 defect 1): never in the profile detail of a
 * non-owner; only through "Show contact" (`POST /api/profiles/contact/{code}/`), which follows the
 * private-contact rule and the 08:00-22:00 window in the OWNER's time zone (the viewer's
 * X-Timezone is ignored), is capped per member per day, logged, and listed to the owner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactViews, proposals } from '../../db/schema';
import { getCountries } from 'libphonenumber-js';
import {
  MAIN_ZONES,
  contactHiddenReason,
  ownerTimeZone,
  withinContactHours,
  zonesOfCountry,
} from '../policy';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, send, signUp, type Member } from '../../../test/accounts-helpers';
import {
  RELAXED_DISCOVERY_LIMITS,
  codeOf,
  detail,
  insertProfile,
  insertProposal,
  makeVisible,
  ok,
  showContact,
  testClock,
} from '../../../test/discovery-helpers';

// 15 January 2026: India UTC+5:30, Dubai UTC+4, New York UTC-5 (standard time).
const KOLKATA = {
  '07:59': '2026-01-15T02:29:00Z',
  '08:00': '2026-01-15T02:30:00Z',
  '21:59': '2026-01-15T16:29:00Z',
  '22:00': '2026-01-15T16:30:00Z',
};
const DUBAI = {
  '07:59': '2026-01-15T03:59:00Z',
  '08:00': '2026-01-15T04:00:00Z',
  '21:59': '2026-01-15T17:59:00Z',
  '22:00': '2026-01-15T18:00:00Z',
};
const NEW_YORK = {
  '07:59': '2026-01-15T12:59:00Z',
  '08:00': '2026-01-15T13:00:00Z',
  '21:59': '2026-01-16T02:59:00Z',
  '22:00': '2026-01-16T03:00:00Z',
};
const SHOWN = { '07:59': false, '08:00': true, '21:59': true, '22:00': false } as const;
/** 05:34 in India (UTC+5:30) is 19:04 the evening before in New York. */
const IST_0534 = '2026-01-15T00:04:00Z';

describe('the contact hours rule', () => {
  it.each([
    ['Asia/Kolkata', KOLKATA],
    ['Asia/Dubai', DUBAI],
    ['America/New_York', NEW_YORK],
  ])('opens at 08:00 and closes at 22:00 in %s', (zone, moments) => {
    for (const [local, utc] of Object.entries(moments)) {
      expect(withinContactHours(new Date(utc), zone), `${zone} ${local}`).toBe(
        SHOWN[local as keyof typeof SHOWN],
      );
    }
  });

  it('follows daylight saving time (New York in July is UTC-4)', () => {
    expect(withinContactHours(new Date('2026-07-15T11:59:00Z'), 'America/New_York')).toBe(false);
    expect(withinContactHours(new Date('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(true);
  });

  it("takes the owner's zone from their current country: India, single-zone and main zones", () => {
    expect(ownerTimeZone({ countryCurrent: 'India', stateCurrent: 'Kerala' })).toBe('Asia/Kolkata');
    expect(ownerTimeZone({ countryCurrent: 'United Arab Emirates', stateCurrent: null })).toBe('Asia/Dubai');
    expect(ownerTimeZone({ countryCurrent: 'Saudi Arabia', stateCurrent: null })).toBe('Asia/Riyadh');
    expect(ownerTimeZone({ countryCurrent: 'United Kingdom', stateCurrent: null })).toBe('Europe/London');
    expect(ownerTimeZone({ countryCurrent: 'United States', stateCurrent: null })).toBe('America/New_York');
    expect(ownerTimeZone({ countryCurrent: 'Canada', stateCurrent: null })).toBe('America/Toronto');
    expect(ownerTimeZone({ countryCurrent: 'Australia', stateCurrent: null })).toBe('Australia/Sydney');
    // An unknown country falls back to India's zone rather than opening the window anywhere.
    expect(ownerTimeZone({ countryCurrent: 'Atlantis', stateCurrent: null })).toBe('Asia/Kolkata');
  });

  it('names a main zone for every country of several zones, and it is one of its own', () => {
    for (const code of getCountries()) {
      const zones = zonesOfCountry(code);
      if (zones.length !== 1) expect(MAIN_ZONES[code], code).toBeDefined();
      const main = MAIN_ZONES[code];
      if (main && zones.length > 0) expect(zones, code).toContain(main);
      // Intl knows every zone named.
      if (main) expect(() => withinContactHours(new Date(), main)).not.toThrow();
    }
  });

  it('puts the private rule before the hours and the proposal exception after', () => {
    const base = {
      privateContact: false,
      proposalFromProfile: false,
      proposalAccepted: false,
      openedFromProposal: false,
      now: new Date(KOLKATA['22:00']),
      timeZone: 'Asia/Kolkata',
    };
    expect(contactHiddenReason(base)).toBe('hours');
    expect(contactHiddenReason({ ...base, openedFromProposal: true })).toBe('hours');
    expect(contactHiddenReason({ ...base, proposalFromProfile: true })).toBe('hours');
    expect(contactHiddenReason({ ...base, openedFromProposal: true, proposalFromProfile: true })).toBeNull();
    const morning = { ...base, privateContact: true, now: new Date(KOLKATA['08:00']) };
    expect(contactHiddenReason(morning)).toBe('private');
    // D6 as changed: the owner's own proposal or an Accepted one opens a private contact, at any hour.
    expect(contactHiddenReason({ ...base, privateContact: true, proposalFromProfile: true })).toBeNull();
    expect(contactHiddenReason({ ...base, privateContact: true, proposalAccepted: true })).toBeNull();
  });
});

const CONTACT_KEYS = ['contact_number', 'whatsapp_number', 'whatsapp_country_code', 'email'];

describe.each(DATABASE_KINDS)('Show contact on %s', (kind) => {
  const clock = testClock();
  let t: TestApp;
  let hidden: Member; // private_contact true, India
  let open: Member; // private_contact false, India
  let dubai: Member; // private_contact false, living in Dubai
  let viewer: Member;
  const codes: Record<string, string> = {};
  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: { ...RELAXED_DISCOVERY_LIMITS, CONTACT_REVEALS_PER_DAY: '20' },
      deps: { clock: clock.now },
    });
    hidden = await signUp(t, { private_contact: true, contact_number: '9811111111' });
    open = await signUp(t, {
      full_name: 'Sana Farooqui',
      private_contact: false,
      contact_number: '9822222222',
      email: 'sana@example.com',
    });
    dubai = await signUp(t, { full_name: 'Hina Khan', private_contact: false, contact_number: '9833333333' });
    viewer = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi' });
    for (const m of [hidden, open, viewer]) await makeVisible(t, m);
    await makeVisible(t, dubai, {
      countryCurrent: 'United Arab Emirates',
      stateCurrent: null,
      cityCurrent: null,
    });
    for (const [k, m] of Object.entries({ hidden, open, dubai, viewer })) codes[k] = await codeOf(t, m);
  });
  afterAll(() => t.close());

  const clearLog = () => t.database.db.delete(contactViews);
  const clearProposals = () => t.database.db.delete(proposals);

  it('never puts contact details in the detail a non-owner gets, at any hour', async () => {
    for (const at of [KOLKATA['08:00'], KOLKATA['21:59'], IST_0534]) {
      clock.set(at);
      for (const m of [open, hidden, dubai]) {
        const body = ok(await detail(t, viewer, m.slug, '', { 'x-timezone': 'America/New_York' }));
        for (const key of CONTACT_KEYS) expect(body, `${key} at ${at}`).not.toHaveProperty(key);
      }
    }
    clock.reset();
  });

  it('always shows the owner their contacts in the detail', async () => {
    clock.set(IST_0534);
    const mine = ok(await detail(t, hidden, hidden.slug));
    expect(mine).toMatchObject({ is_owner: true, contact_number: '9811111111', contact_hidden_reason: null });
    clock.reset();
  });

  it('ignores a forged X-Timezone: at 05:34 in India, New York time opens nothing', async () => {
    clock.set(IST_0534);
    const res = await showContact(t, viewer, codes.open!, '', { 'x-timezone': 'America/New_York' });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.body).not.toContain('9822222222');
    const body = ok(await detail(t, viewer, open.slug, '', { 'x-timezone': 'America/New_York' }));
    expect(body.contact_hidden_reason).toBe('hours');
    expect(body.contact_time_zone).toBe('Asia/Kolkata');
    clock.reset();
  });

  it("opens the window from 08:00 to 22:00 in the owner's zone (Dubai), whatever the viewer says", async () => {
    for (const [local, utc] of Object.entries(DUBAI)) {
      clock.set(utc);
      const res = await showContact(t, viewer, codes.dubai!, '', { 'x-timezone': 'Asia/Kolkata' });
      if (SHOWN[local as keyof typeof SHOWN]) {
        expect(ok(res)).toMatchObject({ contact_number: '9833333333', whatsapp_country_code: '+91' });
      } else {
        expect(res.statusCode, `${local} Dubai`).toBe(403);
        expect(res.json<{ detail: string }>().detail).toContain('Asia/Dubai');
      }
    }
    const body = ok(await detail(t, viewer, dubai.slug));
    expect(body.contact_time_zone).toBe('Asia/Dubai');
    await clearLog();
    clock.reset();
  });

  it("opens a private contact only from the owner's proposal or an Accepted one (D6 as changed)", async () => {
    clock.set(KOLKATA['08:00']);
    const reveal = async (who: Member, code: string) => (await showContact(t, who, code)).statusCode;
    expect(await reveal(viewer, codes.hidden!)).toBe(403);
    // The viewer's own proposal, not yet answered, opens nothing.
    await insertProposal(t, viewer.profileId, hidden.profileId);
    expect(ok(await showContact(t, viewer, codes.hidden!), 403)).toEqual({
      detail: 'This member shares contact details only after sending you a proposal or accepting yours.',
    });
    expect(ok(await detail(t, viewer, hidden.slug)).contact_hidden_reason).toBe('private');
    // Accepted: open both ways, at any hour.
    await t.database.db.update(proposals).set({ status: 'Accepted' });
    clock.set(KOLKATA['22:00']);
    expect(ok(await showContact(t, viewer, codes.hidden!))).toMatchObject({ contact_number: '9811111111' });
    expect(ok(await detail(t, viewer, hidden.slug)).contact_hidden_reason).toBeNull();
    await makeVisible(t, viewer, { privateContact: true });
    expect(await reveal(hidden, codes.viewer!)).toBe(200);
    // Rejected closes it again.
    await t.database.db.update(proposals).set({ status: 'Rejected' });
    expect(await reveal(viewer, codes.hidden!)).toBe(403);
    expect(await reveal(hidden, codes.viewer!)).toBe(403);
    await clearProposals();
    // The owner reached out: her proposal opens her contact for the receiver, not his for her.
    await insertProposal(t, hidden.profileId, viewer.profileId);
    expect(await reveal(viewer, codes.hidden!)).toBe(200);
    expect(await reveal(hidden, codes.viewer!)).toBe(403);
    await makeVisible(t, viewer, { privateContact: false });
    await clearProposals();
    // A public contact outside the window opens from a proposal that profile sent.
    expect((await showContact(t, viewer, codes.open!, '?from=proposal')).statusCode).toBe(403);
    await insertProposal(t, open.profileId, viewer.profileId);
    expect(ok(await showContact(t, viewer, codes.open!, '?from=proposal'))).toMatchObject({
      contact_number: '9822222222',
      email: 'sana@example.com',
    });
    expect((await showContact(t, viewer, codes.open!)).statusCode).toBe(403);
    await clearProposals();
    await clearLog();
    clock.reset();
  });

  it('caps reveals at 20 profiles a day per member, each counted once: the 21st answers 429', async () => {
    clock.set(KOLKATA['08:00']);
    const targets = [codes.open!];
    for (let i = 1; i < 21; i += 1) {
      const row = await insertProfile(t, {
        gender: 'Female',
        approvalStatus: 'approved',
        privateContact: false,
        countryCurrent: 'India',
      });
      targets.push(row.profileCode);
    }
    for (let i = 1; i <= 20; i += 1) {
      const body = ok<{ reveals_left: number }>(await showContact(t, viewer, targets[i - 1]!));
      expect(body.reveals_left).toBe(20 - i);
      // The same profile again the same day counts for nothing (issue 34 point 9).
      const again = ok<{ reveals_left: number }>(await showContact(t, viewer, targets[i - 1]!));
      expect(again.reveals_left).toBe(20 - i);
    }
    const res = await showContact(t, viewer, targets[20]!);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      detail:
        'You have seen the contact details of 20 profiles today, the most allowed in a day. Please try again tomorrow.',
    });
    // Refused reveals are not logged, nor repeated ones; a profile shown today still opens.
    expect(await t.database.db.select().from(contactViews)).toHaveLength(20);
    expect(ok(await showContact(t, viewer, codes.open!))).toMatchObject({ contact_number: '9822222222' });
    expect(ok(await showContact(t, open, codes.open!))).toMatchObject({ contact_number: '9822222222' });
    // A day later the budget is back.
    clock.advance(24 * 3600_000 + 1000);
    expect(ok(await showContact(t, viewer, targets[20]!))).toMatchObject({ reveals_left: 19 });
    await clearLog();
    clock.reset();
  });

  it('logs each reveal and lists it to the owner only ("who viewed my number")', async () => {
    clock.set(KOLKATA['08:00']);
    ok(await showContact(t, viewer, codes.open!));
    const rows = await t.database.db
      .select()
      .from(contactViews)
      .where(eq(contactViews.profileId, open.profileId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ viewerProfileId: viewer.profileId, kind: 'contact' });
    const list = ok<{ results: Record<string, unknown>[] }>(
      await send(t, 'GET', '/api/profiles/contact-views/', undefined, auth(open.token)),
    );
    expect(list.results).toEqual([
      {
        full_name: 'Imran Qureshi',
        profile_code: codes.viewer,
        slug: viewer.slug,
        kind: 'contact',
        viewed_on: new Date(KOLKATA['08:00']).toISOString(),
      },
    ]);
    const theirs = ok<{ results: unknown[] }>(
      await send(t, 'GET', '/api/profiles/contact-views/', undefined, auth(viewer.token)),
    );
    expect(theirs.results).toEqual([]);
    expect((await send(t, 'GET', '/api/profiles/contact-views/')).statusCode).toBe(401);
    await clearLog();
    clock.reset();
  });

  it('needs a session and a visible profile', async () => {
    clock.set(KOLKATA['08:00']);
    expect((await showContact(t, null, codes.open!)).statusCode).toBe(401);
    expect(ok(await showContact(t, viewer, 'NK999999'), 404)).toEqual({ detail: 'No Profile Found!' });
    await makeVisible(t, open, { isBlocked: true });
    expect(ok(await showContact(t, viewer, codes.open!), 404)).toEqual({ detail: 'No Profile Found!' });
    await makeVisible(t, open, { isBlocked: false });
    clock.reset();
  });
});

describe.each(DATABASE_KINDS)('profile detail limits on %s', (kind) => {
  let t: TestApp;
  let a: Member;
  let b: Member;
  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: { ...RELAXED_DISCOVERY_LIMITS, RATE_LIMIT_DETAIL_PER_MEMBER_PER_HOUR: '5' },
    });
    a = await signUp(t);
    b = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi' });
    for (const m of [a, b]) await makeVisible(t, m);
  });
  afterAll(() => t.close());

  it('limits detail views per member, whatever address they come from', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await detail(t, b, a.slug, '', { 'x-forwarded-for': `10.0.0.${i}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await detail(t, b, a.slug);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: 'Too many requests. Please try again later.' });
    // Another member is not affected.
    expect((await detail(t, a, b.slug)).statusCode).toBe(200);
  });
});

describe.each(DATABASE_KINDS)('profile detail limit per address on %s', (kind) => {
  let t: TestApp;
  const members: Member[] = [];
  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: { ...RELAXED_DISCOVERY_LIMITS, RATE_LIMIT_DETAIL_PER_IP_PER_HOUR: '6' },
    });
    for (const name of ['Imran Qureshi', 'Faisal Ansari', 'Salman Sheikh']) {
      members.push(await signUp(t, { gender: 'Male', full_name: name }));
    }
    members.push(await signUp(t));
    for (const m of members) await makeVisible(t, m);
  });
  afterAll(() => t.close());

  it('limits detail views per address across members', async () => {
    const bride = members[3]!;
    for (let i = 0; i < 6; i += 1) {
      expect((await detail(t, members[i % 3]!, bride.slug)).statusCode).toBe(200);
    }
    expect((await detail(t, members[0]!, bride.slug)).statusCode).toBe(429);
    expect((await detail(t, members[2]!, bride.slug)).statusCode).toBe(429);
  });
});

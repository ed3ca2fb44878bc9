/**
 * Contact details under DESIGN.md D6: the owner always; a private contact only with a proposal
 * (not Rejected) either way; any other contact from 08:00 to 22:00 in the viewer's time zone
 * (X-Timezone, default Asia/Kolkata, bad names falling back to it), or at any hour when opened from
 * a proposal that profile sent the viewer. The pure time rule first, then the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { proposals } from '../src/db/schema';
import { contactHiddenReason, resolveTimeZone, withinContactHours } from '../src/modules/accounts/contacts';
import { DATABASE_KINDS } from './databases';
import { makeTestApp, type TestApp } from './app';
import { RELAXED_LIMITS, signUp, type Member } from './accounts-helpers';
import { detail, insertProposal, makeVisible, ok, testClock } from './discovery-helpers';

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
    expect(withinContactHours(new Date('2026-07-16T01:59:00Z'), 'America/New_York')).toBe(true);
    expect(withinContactHours(new Date('2026-07-16T02:00:00Z'), 'America/New_York')).toBe(false);
  });

  it('falls back to Asia/Kolkata for missing or unknown zones and never throws', () => {
    for (const bad of [
      undefined,
      '',
      '   ',
      'Mars/Olympus',
      '../../etc/passwd',
      'x'.repeat(500),
      'Asia/Kolkata\u0000',
    ]) {
      expect(resolveTimeZone(bad)).toBe('Asia/Kolkata');
    }
    expect(resolveTimeZone(['Asia/Dubai', 'Europe/London'])).toBe('Asia/Dubai');
    expect(resolveTimeZone('america/new_york')).toBe('America/New_York');
    expect(resolveTimeZone('UTC')).toBe('UTC');
  });

  it('puts the private rule before the hours and the proposal exception after', () => {
    const base = {
      privateContact: false,
      proposalBetween: false,
      proposalFromProfile: false,
      openedFromProposal: false,
      now: new Date(KOLKATA['22:00']),
      timeZone: 'Asia/Kolkata',
    };
    expect(contactHiddenReason(base)).toBe('hours');
    expect(contactHiddenReason({ ...base, openedFromProposal: true })).toBe('hours');
    expect(contactHiddenReason({ ...base, proposalBetween: true })).toBe('hours');
    expect(contactHiddenReason({ ...base, proposalBetween: true, proposalFromProfile: true })).toBe('hours');
    expect(
      contactHiddenReason({
        ...base,
        openedFromProposal: true,
        proposalBetween: true,
        proposalFromProfile: true,
      }),
    ).toBeNull();
    expect(contactHiddenReason({ ...base, privateContact: true, now: new Date(KOLKATA['08:00']) })).toBe(
      'private',
    );
    expect(contactHiddenReason({ ...base, privateContact: true, proposalBetween: true })).toBeNull();
  });
});

const CONTACT_KEYS = ['contact_number', 'whatsapp_number', 'whatsapp_country_code', 'email'];

describe.each(DATABASE_KINDS)('contact details on %s', (kind) => {
  const clock = testClock();
  let t: TestApp;
  let hidden: Member; // private_contact true
  let open: Member; // private_contact false
  let viewer: Member;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_LIMITS, deps: { clock: clock.now } });
    hidden = await signUp(t, { private_contact: true, contact_number: '9811111111' });
    open = await signUp(t, {
      full_name: 'Sana Farooqui',
      private_contact: false,
      contact_number: '9822222222',
      email: 'sana@example.com',
    });
    viewer = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi' });
    for (const m of [hidden, open, viewer]) await makeVisible(t, m);
  });
  afterAll(() => t.close());

  const view = async (m: Member, slug: string, query = '', headers: Record<string, string> = {}) =>
    ok<Record<string, unknown>>(await detail(t, m, slug, query, headers));
  const expectShown = (body: Record<string, unknown>, number: string) => {
    expect(body).toMatchObject({
      contact_number: number,
      whatsapp_country_code: '+91',
      contact_hidden_reason: null,
    });
    expect(body).toHaveProperty('whatsapp_number');
    expect(body).toHaveProperty('email');
  };
  const expectHidden = (body: Record<string, unknown>, reason: 'private' | 'hours') => {
    expect(body.contact_hidden_reason).toBe(reason);
    for (const key of CONTACT_KEYS) expect(body).not.toHaveProperty(key);
  };
  const clearProposals = () => t.database.db.delete(proposals);

  it('always shows the owner their contacts', async () => {
    clock.set(KOLKATA['22:00']);
    const mine = await view(hidden, hidden.slug);
    expect(mine).toMatchObject({ is_owner: true, contact_number: '9811111111', contact_hidden_reason: null });
    clock.reset();
  });

  it('hides a private contact until a proposal exists either way, at any hour', async () => {
    clock.set(KOLKATA['08:00']);
    expectHidden(await view(viewer, hidden.slug), 'private');
    await insertProposal(t, viewer.profileId, hidden.profileId);
    clock.set(KOLKATA['22:00']);
    expectShown(await view(viewer, hidden.slug), '9811111111');
    await clearProposals();
    await insertProposal(t, hidden.profileId, viewer.profileId, 'Accepted');
    expectShown(await view(viewer, hidden.slug), '9811111111');
    await clearProposals();
    await insertProposal(t, hidden.profileId, viewer.profileId, 'Rejected');
    expectHidden(await view(viewer, hidden.slug), 'private');
    // A proposal with someone else does not count.
    await insertProposal(t, open.profileId, hidden.profileId);
    expectHidden(await view(viewer, hidden.slug), 'private');
    await clearProposals();
    clock.reset();
  });

  it.each([
    ['no header (Asia/Kolkata)', {}, KOLKATA],
    ['X-Timezone Asia/Kolkata', { 'x-timezone': 'Asia/Kolkata' }, KOLKATA],
    ['X-Timezone Asia/Dubai', { 'x-timezone': 'Asia/Dubai' }, DUBAI],
    ['X-Timezone America/New_York', { 'x-timezone': 'America/New_York' }, NEW_YORK],
  ])('shows other contacts from 08:00 to 21:59 with %s', async (_name, headers, moments) => {
    for (const [local, utc] of Object.entries(moments)) {
      clock.set(utc);
      const body = await view(viewer, open.slug, '', headers);
      if (SHOWN[local as keyof typeof SHOWN]) {
        expectShown(body, '9822222222');
        expect(body.email).toBe('sana@example.com');
      } else expectHidden(body, 'hours');
    }
    clock.reset();
  });

  it('falls back to Asia/Kolkata for a bad X-Timezone', async () => {
    clock.set(KOLKATA['08:00']); // 06:30 in Dubai
    for (const bad of ['Mars/Olympus', '"><script>', 'x'.repeat(300), '+05:30x']) {
      expectShown(await view(viewer, open.slug, '', { 'x-timezone': bad }), '9822222222');
    }
    expectHidden(await view(viewer, open.slug, '', { 'x-timezone': 'Asia/Dubai' }), 'hours');
    clock.reset();
  });

  it('shows contacts out of hours from a received proposal only', async () => {
    clock.set(KOLKATA['22:00']);
    expectHidden(await view(viewer, open.slug, '?from=proposal'), 'hours');
    await insertProposal(t, viewer.profileId, open.profileId); // sent by the viewer: not received
    expectHidden(await view(viewer, open.slug, '?from=proposal'), 'hours');
    await insertProposal(t, open.profileId, viewer.profileId);
    expectShown(await view(viewer, open.slug, '?from=proposal'), '9822222222');
    expectHidden(await view(viewer, open.slug), 'hours');
    expectHidden(await view(viewer, open.slug, '?from=search'), 'hours');
    await t.database.db
      .update(proposals)
      .set({ status: 'Rejected' })
      .where(eq(proposals.senderId, open.profileId));
    expectHidden(await view(viewer, open.slug, '?from=proposal'), 'hours');
    await clearProposals();
    clock.reset();
  });

  it('needs a session and a visible profile, and is never cached', async () => {
    const res = await detail(t, viewer, open.slug);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(ok(await detail(t, null, open.slug), 401)).toEqual({
      detail: 'Authentication credentials were not provided.',
    });
    await makeVisible(t, open, { isBlocked: true });
    expect(ok(await detail(t, viewer, open.slug), 404)).toEqual({ detail: 'No Profile Found!' });
    await makeVisible(t, open, { isBlocked: false });
    expect(ok(await detail(t, viewer, 'nobody-nk1'), 404)).toEqual({ detail: 'No Profile Found!' });
  });
});

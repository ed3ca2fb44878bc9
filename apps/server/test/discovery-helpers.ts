/**
 * Helpers for the discovery API tests: a clock the test moves, members made visible, hand-made
 * profiles inserted directly (with any field overridden), proposals inserted directly (the
 * proposals calls come with a later issue), and the detail call.
 */
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { makeDemoProfile } from '../src/db/seed';
import { profiles, proposals } from '../src/db/schema';
import { createRng } from '../src/lib/random';
import type { TestApp } from './app';
import { auth, send, type Member } from './accounts-helpers';

type DemoProfile = typeof profiles.$inferInsert;

/** A clock for `makeTestApp({deps: {clock}})`: the real time until `set` fixes it. */
export function testClock() {
  let fixed: Date | null = null;
  return {
    now: () => fixed ?? new Date(),
    set: (at: Date | string) => {
      fixed = new Date(at);
    },
    advance: (ms: number) => {
      fixed = new Date((fixed ?? new Date()).getTime() + ms);
    },
    reset: () => {
      fixed = null;
    },
  };
}

/** Approves and activates the profile of `m` (what a moderator and the first update do). */
export async function makeVisible(t: TestApp, m: Member, extra: Partial<DemoProfile> = {}) {
  await t.database.db
    .update(profiles)
    .set({ approvalStatus: 'approved', isActive: true, ...extra })
    .where(eq(profiles.id, m.profileId));
}

const FIRST_INDEX = 800_000;
let nextIndex = FIRST_INDEX;

/**
 * Starts insertProfile's numbering afresh. Called before every test file (test/per-file.ts): the
 * server tests share modules between the files of a worker (vitest.config.ts), and a file's
 * profiles (their generated country, zone, names) must not depend on which files ran before it.
 */
export function resetProfileNumbering(): void {
  nextIndex = FIRST_INDEX;
}
/** Inserts a visible profile born on 1 January of `birthYear` with `fields` overridden; returns the row. */
export async function insertProfile(
  t: TestApp,
  fields: Partial<DemoProfile> & { gender: 'Male' | 'Female'; birthYear?: number },
) {
  // Odd demo rows are men, even rows women: names fit the gender.
  nextIndex += fields.gender === 'Male' ? 1 + (nextIndex % 2) : 2 - (nextIndex % 2);
  const { birthYear, ...rest } = fields;
  const base = makeDemoProfile(createRng(`discovery-${nextIndex}`), nextIndex);
  const year = birthYear ?? base.yearOfBirth;
  const [row] = await t.database.db
    .insert(profiles)
    .values({ ...base, yearOfBirth: year, dateOfBirth: `${year}-01-01`, isDemo: false, ...rest })
    .returning();
  return row!;
}

/** Inserts a proposal from profile `senderId` to `receiverId`. */
export async function insertProposal(t: TestApp, senderId: number, receiverId: number, status = 'Sent') {
  await t.database.db.insert(proposals).values({ senderId, receiverId, status });
}

/** `GET /api/profiles/detail-slug/{slug}` as `viewer`, with `query` and extra headers. */
export function detail(
  t: TestApp,
  viewer: Member | null,
  slug: string,
  query = '',
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return send(
    t,
    'GET',
    `/api/profiles/detail-slug/${slug}${query}`,
    undefined,
    viewer ? { ...auth(viewer.token), ...headers } : headers,
  );
}

/** The JSON of `res` after checking its status. */
export function ok<T = Record<string, unknown>>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

/**
 * Environment that lifts the discovery limits (detail views, listing, captcha, contact and photo
 * reveals) out of the way of tests that do not test them; the account limits are lifted too.
 */
export const RELAXED_DISCOVERY_LIMITS = {
  RATE_LIMIT_OTP_PER_HOUR: '1000',
  RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
  RATE_LIMIT_CODE_CHECKS_PER_HOUR: '1000',
  RATE_LIMIT_LOOKUPS_PER_MINUTE: '1000',
  RATE_LIMIT_UPLOADS_PER_HOUR: '1000',
  RATE_LIMIT_DETAIL_PER_MEMBER_PER_HOUR: '100000',
  RATE_LIMIT_DETAIL_PER_IP_PER_HOUR: '100000',
  RATE_LIMIT_LIST_PER_MEMBER_PER_MINUTE: '100000',
  RATE_LIMIT_LIST_PER_IP_PER_MINUTE: '100000',
  RATE_LIMIT_CAPTCHA_PER_MINUTE: '100000',
  CONTACT_REVEALS_PER_DAY: '1000',
  PHOTO_REVEALS_PER_DAY: '1000',
};

/** `POST /api/profiles/contact/{code}/` ("Show contact") as `viewer`, with `query` and headers. */
export function showContact(
  t: TestApp,
  viewer: Member | null,
  code: string,
  query = '',
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return send(
    t,
    'POST',
    `/api/profiles/contact/${code}/${query}`,
    {},
    viewer ? { ...auth(viewer.token), ...headers } : headers,
  );
}

/** The profile code of member `m`. */
export async function codeOf(t: TestApp, m: Member): Promise<string> {
  const [row] = await t.database.db
    .select({ code: profiles.profileCode })
    .from(profiles)
    .where(eq(profiles.id, m.profileId));
  return row!.code;
}

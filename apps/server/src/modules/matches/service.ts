/**
 * "Matches for you" (issue Discovery; SPEC.md sections 3 and 9, expectation_proposal): visible
 * profiles of the opposite gender that fit the member's expectations AND whose own expectations the
 * member fits. A side without expectations accepts everyone. One SQL query per page (jsonb
 * operators for the other side's expectations, the count as a window), best first: profiles whose
 * explicit expectations the member meets, then verified ones, then the most recently active.
 */
import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  PAGE_SIZE,
  ageFromDateOfBirth,
  expectationProposal,
  oppositeGender,
  type ExpectationProposal,
  type ProfilePage,
} from '@nikah/shared';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { VISIBLE_PROFILE_SQL, notBlockedWith } from '../policy';
import { presentCard } from '../../presenters/card';
import { cardColumns } from '../profiles/service';
import { ageBounds } from '../search/filters';
import { markVisited } from '../visitors/service';

/** The member's own facts the other side's expectations are checked against. */
interface Seeker {
  id: number;
  gender: string;
  age: number;
  states: string[];
  martialStatus: string;
  education: string;
  expectation: ExpectationProposal | null;
}

const nonEmpty = (list: string[] | undefined): list is string[] => list !== undefined && list.length > 0;

/** Conditions on a candidate from the member's expectation `e` (none when `e` is null). */
export function fitsMine(e: ExpectationProposal | null, now: Date): SQL[] {
  if (!e) return [];
  const c = ageBounds(e.age[0], e.age[1], now);
  if (nonEmpty(e.state)) {
    c.push(or(inArray(profiles.state, e.state), inArray(profiles.stateCurrent, e.state))!);
  }
  if (nonEmpty(e.marital_status)) c.push(inArray(profiles.martialStatus, e.marital_status));
  if (nonEmpty(e.education)) c.push(inArray(profiles.education, e.education));
  return c;
}

/** A candidate's expectation column holds an object (an expectation was set). */
const HAS_EXPECTATION = sql`jsonb_typeof(${profiles.expectationProposal}) = 'object'`;

/**
 * True when the candidate has no expectation, or when `me` fits every part it sets: the age range,
 * and each non-empty list (state: native or current state of `me`).
 */
export function fitsTheirs(me: Omit<Seeker, 'id' | 'gender' | 'expectation'>): SQL {
  const ep = profiles.expectationProposal;
  const list = (key: 'state' | 'marital_status' | 'education', values: string[]) => {
    const part = sql`${ep}->${sql.raw(`'${key}'`)}`;
    return sql`(CASE
      WHEN jsonb_typeof(${part}) = 'array' AND jsonb_array_length(${part}) > 0
      THEN (${sql.join(
        values.map((v) => sql`${part} @> jsonb_build_array(${v}::text)`),
        sql` OR `,
      )})
      ELSE true END)`;
  };
  const bound = (i: 0 | 1, op: SQL) => sql`(CASE
    WHEN jsonb_typeof(${ep}->'age'->${sql.raw(String(i))}) = 'number'
    THEN (${ep}->'age'->>${sql.raw(String(i))})::numeric ${op} ${me.age}
    ELSE true END)`;
  return sql`(${ep} IS NULL OR NOT ${HAS_EXPECTATION} OR (${bound(0, sql`<=`)} AND ${bound(1, sql`>=`)}
    AND ${list('state', me.states.length ? me.states : [''])}
    AND ${list('marital_status', [me.martialStatus])}
    AND ${list('education', [me.education])}))`;
}

async function seekerOf(db: Db, profileId: number, now: Date): Promise<Seeker | undefined> {
  const [row] = await db
    .select({
      gender: profiles.gender,
      dateOfBirth: profiles.dateOfBirth,
      state: profiles.state,
      stateCurrent: profiles.stateCurrent,
      martialStatus: profiles.martialStatus,
      education: profiles.education,
      expectation: profiles.expectationProposal,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!row) return undefined;
  const parsed = row.expectation == null ? undefined : expectationProposal.safeParse(row.expectation);
  return {
    id: profileId,
    gender: row.gender,
    age: ageFromDateOfBirth(row.dateOfBirth, now),
    states: [row.state, row.stateCurrent].filter((s): s is string => Boolean(s)),
    martialStatus: row.martialStatus,
    education: row.education,
    expectation: parsed?.success ? parsed.data : null,
  };
}

/**
 * Page `page` (PAGE_SIZE cards) of the matches of member profile `profileId` at `now`, with the
 * total count and the eye marks. An unknown profile gets an empty page.
 */
export async function listMatches(db: Db, profileId: number, page: number, now: Date): Promise<ProfilePage> {
  const me = await seekerOf(db, profileId, now);
  if (!me) return { results: [], count: 0 };
  const where = and(
    VISIBLE_PROFILE_SQL,
    notBlockedWith(me.id),
    eq(profiles.gender, oppositeGender(me.gender)),
    ne(profiles.id, me.id),
    ...fitsMine(me.expectation, now),
    fitsTheirs(me),
  );
  const score = sql`(CASE WHEN ${HAS_EXPECTATION} THEN 2 ELSE 0 END
    + CASE WHEN ${profiles.verificationStatus} = 'Verified' THEN 1 ELSE 0 END)`;
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(profiles)
    .where(where)
    .orderBy(
      sql`${score} desc`,
      sql`${profiles.lastActive} desc nulls last`,
      sql`${profiles.createdOn} desc`,
      sql`${profiles.id} desc`,
    )
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  let count = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(profiles)
      .where(where);
    count = row?.n ?? 0;
  }
  const cards = rows.map((r) => presentCard(r, now));
  return { results: await markVisited(db, profileId, cards), count };
}

/**
 * `PATCH profiles/update/{userId}/` (SPEC.md sections 4 and 7): the owner changes the whole form
 * (steps 1 to 4), or only `{email}`, or only `{expectation_proposal}`. Every update marks the
 * profile active (SPEC.md section 4).
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACCOUNT_MSG,
  MSG,
  emailUpdateForm,
  expectationUpdateForm,
  profileForm,
  type FieldErrors,
} from '@nikah/shared';
import type { Db } from '../../db/client';
import { profiles, states, users } from '../../db/schema';
import { HttpError, detailError } from '../../lib/errors';
import type { Member } from '../auth/sessions';
import { checkBlockedWords, checkReferences } from './checks';
import { profileValues } from './columns';

/** Parses `body` with `schema` or throws 400 with the field errors of DESIGN.md section 3. */
export function parseOr400<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  const errors: FieldErrors = {};
  for (const issue of r.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'non_field_errors';
    (errors[key] ??= []).push(issue.message);
  }
  throw new HttpError(400, errors);
}

/** Which of the three bodies of the call `body` is. */
export function updateKind(body: Record<string, unknown>): 'expectation' | 'email' | 'form' {
  if ('expectation_proposal' in body) return 'expectation';
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === 'email' ? 'email' : 'form';
}

async function checkExpectationStates(db: Db, names: string[] | undefined): Promise<string[] | undefined> {
  if (!names) return undefined;
  const out: string[] = [];
  for (const name of names) {
    const [row] = await db
      .select({ name: states.name })
      .from(states)
      .where(sql`lower(${states.name}) = lower(${name})`)
      .limit(1);
    if (!row) throw new HttpError(400, { 'expectation_proposal.state': [MSG.invalidChoice] });
    out.push(row.name);
  }
  return [...new Set(out)];
}

/**
 * Applies `body` to profile `profileId` for `member`. Errors: 403 when the profile is not the
 * member's (DESIGN.md D2); 400 field errors from the shared schemas, the reference check and the
 * blocked-word check (as on create).
 */
export async function updateProfile(
  db: Db,
  member: Member,
  profileId: number,
  body: Record<string, unknown>,
): Promise<void> {
  if (member.profileId === null || member.profileId !== profileId) {
    throw detailError(403, ACCOUNT_MSG.forbidden);
  }
  const touched = { isActive: true, updatedOn: new Date() };
  const kind = updateKind(body);

  if (kind === 'expectation') {
    const { expectation_proposal: e } = parseOr400(expectationUpdateForm, body);
    const state = await checkExpectationStates(db, e.state);
    const value = { ...e, ...(state ? { state } : {}) };
    await db
      .update(profiles)
      .set({ ...touched, expectationProposal: value })
      .where(eq(profiles.id, profileId));
    return;
  }
  if (kind === 'email') {
    const { email } = parseOr400(emailUpdateForm, body);
    await db.transaction(async (tx) => {
      await tx
        .update(profiles)
        .set({ ...touched, email })
        .where(eq(profiles.id, profileId));
      await tx.update(users).set({ email }).where(eq(users.id, member.userId));
    });
    return;
  }
  const form = parseOr400(profileForm, body);
  const refs = await checkReferences(db, form);
  await checkBlockedWords(db, form);
  await db
    .update(profiles)
    .set({ ...profileValues(form, refs), ...touched })
    .where(eq(profiles.id, profileId));
}

/** Marks the member's profile active now (at most once a minute); `GET profiles/update-last-active/`. */
export async function touchLastActive(db: Db, profileId: number): Promise<void> {
  await db
    .update(profiles)
    .set({ lastActive: sql`now()` })
    .where(
      sql`${profiles.id} = ${profileId} and (${profiles.lastActive} is null or ${profiles.lastActive} < now() - interval '1 minute')`,
    );
}

/**
 * The owner's profile changes: `PATCH profiles/update/{userId}/` (SPEC.md sections 4 and 7: the
 * whole form of steps 1 to 4, or only `{email}`, or only `{expectation_proposal}`, parsed by the
 * route with the shared `profileUpdateBody`) and `PATCH profiles/visibility/` (DESIGN.md D16: hide
 * or show). An update leaves `is_active` as it is: signup activates the profile, and only the
 * member's Hide/Show switch changes it.
 */
import { eq, sql } from 'drizzle-orm';
import { type OwnerProfileDetail, type ProfileUpdateBody, type VisibilityResponse, msg } from '@nikah/shared';
import type { Db } from '../../db/client';
import { profiles, states, users } from '../../db/schema';
import { HttpError, detailError } from '../../lib/errors';
import type { Member } from '../auth/sessions';
import { authorize } from '../policy';
import { checkBlockedWords, checkLegalAge, checkReferences } from './checks';
import { profileValues } from './columns';
import { presentOwnerDetail } from '../../presenters/profile-detail';
import { findProfileById } from './detail';

async function checkExpectationStates(db: Db, names: string[] | undefined): Promise<string[] | undefined> {
  if (!names) return undefined;
  const out: string[] = [];
  for (const name of names) {
    const [row] = await db
      .select({ name: states.name })
      .from(states)
      .where(sql`lower(${states.name}) = lower(${name})`)
      .limit(1);
    if (!row) throw new HttpError(400, { 'expectation_proposal.state': [msg('invalidChoice')] });
    out.push(row.name);
  }
  return [...new Set(out)];
}

/**
 * Applies `body` (parsed by the route) to profile `profileId` for `member` and returns the owner
 * view of the profile after it. Errors: 403 when the
 * profile is not the member's (DESIGN.md D2, `authorize` 'actAs'); 400 field errors for the legal age on `today` (the
 * app's clock; DESIGN.md D15), the reference check and the blocked-word check (as on create).
 */
export async function updateProfile(
  db: Db,
  member: Member,
  profileId: number,
  body: ProfileUpdateBody,
  today: Date,
): Promise<OwnerProfileDetail> {
  await applyUpdate(db, member, profileId, body, today);
  const row = await findProfileById(db, profileId);
  if (!row) throw detailError(404, msg('noProfile'));
  return presentOwnerDetail(row);
}

async function applyUpdate(
  db: Db,
  member: Member,
  profileId: number,
  body: ProfileUpdateBody,
  today: Date,
): Promise<void> {
  authorize(member, 'actAs', { profileId });
  const updatedOn = new Date();
  switch (body.kind) {
    case 'expectation': {
      const e = body.expectation_proposal;
      const state = await checkExpectationStates(db, e.state);
      const value = { ...e, ...(state ? { state } : {}) };
      await db
        .update(profiles)
        .set({ updatedOn, expectationProposal: value })
        .where(eq(profiles.id, profileId));
      return;
    }
    case 'email': {
      const { email } = body;
      await db.transaction(async (tx) => {
        await tx.update(profiles).set({ updatedOn, email }).where(eq(profiles.id, profileId));
        await tx.update(users).set({ email }).where(eq(users.id, member.userId));
      });
      return;
    }
    case 'form': {
      const { form } = body;
      checkLegalAge(form, today);
      const refs = await checkReferences(db, form);
      await checkBlockedWords(db, form);
      // D17: text that passed the checks stays live; an approved profile goes back to the queue.
      await db
        .update(profiles)
        .set({
          ...profileValues(form, refs),
          updatedOn,
          changedSinceApproval: sql`${profiles.approvalStatus} = 'approved'`,
        })
        .where(eq(profiles.id, profileId));
      return;
    }
  }
}

/**
 * Hides (`isActive` false) or shows the member's own profile (DESIGN.md D16); the profile is the
 * session's, never one named by the client. Others see it only when it is also approved and not
 * blocked (the access policy). Errors: 404 `{detail: 'No Profile Found!'}` for an account without a
 * profile (a superuser).
 */
export async function setProfileVisibility(
  db: Db,
  member: Member,
  isActive: boolean,
): Promise<VisibilityResponse> {
  const profileId = authorize(member, 'ownProfile', {});
  const [row] = await db
    .update(profiles)
    .set({ isActive, updatedOn: new Date() })
    .where(eq(profiles.id, profileId))
    .returning({ isActive: profiles.isActive });
  if (!row) throw detailError(404, msg('noProfile'));
  return { is_active: row.isActive };
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

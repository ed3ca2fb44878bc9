/**
 * Guardian (wali, DESIGN.md D19; issue 10): the member's side (list, invite, remove) and the
 * guardian's acceptance with the code; the guardian's read-only views are in ./reads.ts. Access
 * rules are in policy/guardian.ts.
 *
 * The invitation code is a one-time code like every other (DESIGN.md D1, modules/auth/otp.ts):
 * 6 digits from the CSPRNG (`newOtpCode`), kept only as an HMAC with the server key on the
 * invitation row, valid OTP_VALID_MINUTES, used once, locked after OTP_MAX_ATTEMPTS wrong tries,
 * sent through the notifier and never returned or logged. It lives on the `guardians` row (not
 * in `otp_codes`) because it belongs to one invitation, not to a username's sign-up or reset.
 */
import { and, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import {
  GUARDIAN_INVITES_PER_CONTACT_PER_DAY,
  GUARDIAN_INVITES_PER_DAY,
  OTP_MAX_ATTEMPTS,
  OTP_VALID_MINUTES,
  isEmailUsername,
  msg,
  type GuardianAcceptForm,
  type GuardianInviteForm,
  type GuardianItem,
  type GuardianStatus,
} from '@nikah/shared';
import type { Db } from '../../db/client';
import { guardians, profiles, users } from '../../db/schema';
import { detailError, fieldError } from '../../lib/errors';
import type { Notifier } from '../../lib/notifier';
import { DAY_MS } from '../../lib/time';
import { hmacHex, newOtpCode, sameHex } from '../../lib/tokens';
import { createSession, endSessions, type Member } from '../auth/sessions';
import type { Notices } from '../notifications/service';
import type { RealtimeHub } from '../realtime/hub';
import {
  authorizeGuardianInvite,
  authorizeGuardianOwner,
  authorizeGuardianRow,
  authorizeNewContact,
  leavingState,
} from '../policy';

type GuardianRow = typeof guardians.$inferSelect;

const codeHash = (key: Uint8Array, contact: string, code: string) =>
  hmacHex(key, `guardian:${contact}:${code}`);

function toItem(row: GuardianRow): GuardianItem {
  return {
    id: row.id,
    name: row.name,
    contact: row.contact,
    status: row.status as GuardianStatus,
    created_on: row.createdOn.toISOString(),
    accepted_on: row.acceptedOn ? row.acceptedOn.toISOString() : null,
  };
}

/** The caller's invited and active guardians, newest first. 403 for an account without a profile. */
export async function listGuardians(db: Db, actor: Member): Promise<GuardianItem[]> {
  const me = authorizeGuardianOwner(actor);
  const rows = await db
    .select()
    .from(guardians)
    .where(and(eq(guardians.memberProfileId, me), inArray(guardians.status, ['invited', 'active'])))
    .orderBy(desc(guardians.createdOn), desc(guardians.id));
  return rows.map(toItem);
}

/** The text of the invitation (SMS or e-mail): who invites, the code, where to enter it. */
export const invitationText = (memberName: string, code: string, link: string) =>
  `${memberName} invites you to be their guardian on Nikah: you will be able to read their chats, never write. ` +
  `Your code is ${code}, valid for ${OTP_VALID_MINUTES} minutes. Enter it at ${link}. Never share it.`;

/**
 * Invites `form.contact` as the caller's guardian: a new invitation with a fresh code, sent to the
 * contact with a link to /guardian/accept (an earlier open invitation to the same contact is
 * replaced). Errors: 403 without a profile; 403 'deletionPendingNoContact' while the caller's
 * deletion is pending (policy/leaving.ts: an invitation contacts someone and opens a new link; the
 * guardians already there stay and can still be removed); 400 `{contact}` for oneself or an
 * active guardian; 409 past GUARDIANS_MAX; 429 past GUARDIAN_INVITES_PER_DAY for the member or
 * GUARDIAN_INVITES_PER_CONTACT_PER_DAY for the contact (24 hours); 503 when delivery fails (the
 * invitation is then discarded).
 */
export async function inviteGuardian(
  deps: {
    db: Db;
    key: Uint8Array;
    notifier: Notifier;
    siteUrl: string | undefined;
    log?: { warn(obj: object, msg: string): void };
  },
  actor: Member,
  form: GuardianInviteForm,
  now: Date,
): Promise<GuardianItem> {
  const { db } = deps;
  const me = authorizeGuardianOwner(actor);
  authorizeNewContact(await leavingState(db, me));
  const code = newOtpCode();
  const row = await db.transaction(async (tx) => {
    // One invitation at a time per member and per contact, so parallel calls cannot pass a count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`guardian:member:${me}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`guardian:contact:${form.contact}`}))`);
    const since = new Date(now.getTime() - DAY_MS);
    const open = await tx
      .select({ id: guardians.id, contact: guardians.contact, status: guardians.status })
      .from(guardians)
      .where(and(eq(guardians.memberProfileId, me), inArray(guardians.status, ['invited', 'active'])));
    const replaced = open.filter((g) => g.contact === form.contact && g.status === 'invited');
    authorizeGuardianInvite(actor, form.contact, {
      current: open.length - replaced.length,
      activeSameContact: open.some((g) => g.contact === form.contact && g.status === 'active'),
    });
    const [counts] = await tx
      .select({
        byMember: sql<number>`(count(*) filter (where ${guardians.memberProfileId} = ${me}))::int`,
        toContact: sql<number>`(count(*) filter (where ${guardians.contact} = ${form.contact}))::int`,
      })
      .from(guardians)
      .where(gt(guardians.createdOn, since));
    if ((counts?.byMember ?? 0) >= GUARDIAN_INVITES_PER_DAY) throw detailError(429, msg('tooManyRequests'));
    if ((counts?.toContact ?? 0) >= GUARDIAN_INVITES_PER_CONTACT_PER_DAY) {
      throw detailError(429, msg('tooManyRequests'));
    }
    if (replaced.length > 0) {
      await tx
        .update(guardians)
        .set({ status: 'removed', removedOn: now, codeHash: null })
        .where(
          inArray(
            guardians.id,
            replaced.map((g) => g.id),
          ),
        );
    }
    const [inserted] = await tx
      .insert(guardians)
      .values({
        memberProfileId: me,
        contact: form.contact,
        name: form.name,
        codeHash: codeHash(deps.key, form.contact, code),
        codeExpiresOn: new Date(now.getTime() + OTP_VALID_MINUTES * 60_000),
        status: 'invited',
        createdOn: now,
      })
      .returning();
    return inserted!;
  });

  const [member] = await db
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, me))
    .limit(1);
  const link = `${deps.siteUrl ?? ''}/guardian/accept?contact=${encodeURIComponent(form.contact)}`;
  const email = isEmailUsername(form.contact);
  try {
    await deps.notifier.send({
      to: form.contact,
      channel: email ? 'email' : 'sms',
      subject: 'You are invited as a guardian on Nikah',
      text: invitationText(member?.fullName ?? 'A member', code, link),
      code,
    });
  } catch (err) {
    deps.log?.warn(
      { channel: email ? 'email' : 'sms', error: (err as Error).message },
      'invitation delivery failed',
    );
    await db.delete(guardians).where(eq(guardians.id, row.id));
    throw detailError(503, msg('otpDeliveryFailed'));
  }
  return toItem(row);
}

/**
 * Removes the caller's guardian `id` at once (status removed): the guardian's reads answer 403
 * from the next request on, and the guardian's sessions end (401) unless the account still guards
 * another member or has a profile of its own (`endIdleGuardianSessions`); its open sockets stop
 * hearing of the member's messages at once (`hub.setWatching`). Errors: 403 without a
 * profile or for another member's guardian, 404 for an unknown id or one already removed.
 */
export async function removeGuardian(
  db: Db,
  actor: Member,
  id: number,
  now: Date,
  hub: RealtimeHub,
  notices?: Notices,
): Promise<GuardianItem> {
  const me = authorizeGuardianOwner(actor);
  const [found] = await db.select().from(guardians).where(eq(guardians.id, id)).limit(1);
  const row = authorizeGuardianRow(me, found);
  const [removed] = await db
    .update(guardians)
    .set({ status: 'removed', removedOn: now, codeHash: null })
    .where(and(eq(guardians.id, row.id), ne(guardians.status, 'removed')))
    .returning();
  if (!removed) throw detailError(404, msg('notFound'));
  if (removed.guardianUserId !== null) {
    hub.setWatching(removed.guardianUserId, removed.memberProfileId, false);
    await endIdleGuardianSessions(db, removed.guardianUserId);
    const [member] = await db
      .select({ fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.id, removed.memberProfileId))
      .limit(1);
    await notices?.notify(
      {
        userId: removed.guardianUserId,
        kind: 'guardian-removed',
        params: { name: member?.fullName ?? '' },
        link: '/guardian',
      },
      now,
    );
  }
  return toItem(removed);
}

/**
 * Ends the sessions of account `userId` when it is left with nothing a session could do (D19: a
 * removed guardian's sessions end): no profile of its own and no active link to another member.
 * An account that still guards someone keeps its sessions (each read checks its link, so the
 * removed member's chats answer 403 at once), and a member keeps their own sessions.
 */
async function endIdleGuardianSessions(db: Db, userId: number): Promise<void> {
  const [link] = await db
    .select({ id: guardians.id })
    .from(guardians)
    .where(and(eq(guardians.guardianUserId, userId), eq(guardians.status, 'active')))
    .limit(1);
  const [own] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  if (!link && !own) await endSessions(db, userId);
}

/**
 * The guardian accepts: `form.code` must be the code of an open invitation to `form.contact`
 * (not expired, not used, fewer than OTP_MAX_ATTEMPTS wrong tries; a wrong code counts one try
 * on every open invitation to the contact). The invitation becomes active, linked to the account
 * of that contact (made without a password and without a profile when there is none), and a
 * session starts for it. Errors: 400 `{code: ['Invalid OTP']}`; 403 `User Blocked, Reason: ...`
 * for an account whose profile moderators blocked; 400 `{contact}` for the member themselves;
 * 403 'deletionPendingNoContact' for an account whose own deletion is pending (policy/leaving.ts:
 * becoming a member's guardian is a new link, like accepting a proposal; the invitation and its
 * code stay open, so the account can accept once the request is declined).
 */
export async function acceptInvitation(
  deps: { db: Db; key: Uint8Array; hub: RealtimeHub; notices?: Notices },
  form: GuardianAcceptForm,
  now: Date,
): Promise<{ token: string; profileId: number | null; slug: string | null; memberName: string }> {
  const { db } = deps;
  const open = await db
    .select()
    .from(guardians)
    .where(
      and(
        eq(guardians.contact, form.contact),
        eq(guardians.status, 'invited'),
        gt(guardians.codeExpiresOn, now),
        lt(guardians.attempts, OTP_MAX_ATTEMPTS),
      ),
    );
  const hash = codeHash(deps.key, form.contact, form.code);
  const match = open.find((g) => g.codeHash !== null && sameHex(g.codeHash, hash));
  if (!match) {
    if (open.length > 0) {
      await db
        .update(guardians)
        .set({ attempts: sql`${guardians.attempts} + 1` })
        .where(
          inArray(
            guardians.id,
            open.map((g) => g.id),
          ),
        );
    }
    throw fieldError('code', msg('invalidOtp'));
  }

  const account = await accountFor(db, form.contact);
  if (account.profileId === match.memberProfileId) throw fieldError('contact', msg('guardianSelf'));
  if (account.isBlocked) throw detailError(403, msg('userBlocked', { reason: account.blockedReason ?? '' }));
  authorizeNewContact(await leavingState(db, account.profileId));
  // Conditional update: of two parallel correct tries only one wins.
  const accepted = await db
    .update(guardians)
    .set({ status: 'active', acceptedOn: now, guardianUserId: account.userId, codeHash: null })
    .where(
      and(
        eq(guardians.id, match.id),
        eq(guardians.status, 'invited'),
        lt(guardians.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: guardians.id });
  if (accepted.length !== 1) throw fieldError('code', msg('invalidOtp'));
  // The account's sockets already open (say, it guards another member) hear of this member too.
  deps.hub.setWatching(account.userId, match.memberProfileId, true);
  const token = await createSession(db, account.userId);
  const [member] = await db
    .select({ fullName: profiles.fullName, userId: profiles.userId, slug: profiles.slug })
    .from(profiles)
    .where(eq(profiles.id, match.memberProfileId))
    .limit(1);
  if (member?.userId) {
    await deps.notices?.notify(
      {
        userId: member.userId,
        kind: 'guardian-added',
        params: { name: match.name ?? '' },
        link: `/profiles/${member.slug}`,
      },
      now,
    );
  }
  return { token, profileId: account.profileId, slug: account.slug, memberName: member?.fullName ?? '' };
}

/** The account of `contact` (its username), made without password or profile when there is none. */
async function accountFor(db: Db, contact: string) {
  await db.insert(users).values({ username: contact }).onConflictDoNothing({ target: users.username });
  const [row] = await db
    .select({
      userId: users.id,
      profileId: profiles.id,
      slug: profiles.slug,
      isBlocked: profiles.isBlocked,
      blockedReason: profiles.blockedReason,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.username, contact))
    .limit(1);
  return { ...row!, isBlocked: row!.isBlocked ?? false };
}

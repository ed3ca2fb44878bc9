/**
 * Members as moderators manage them (issue 9; SPEC.md sections 6 and 8; DESIGN.md section 3, D2):
 * search by name, profile code or username; block with a reason (login then answers 'User Blocked,
 * Reason: ...', auth/service.ts) and end their sessions; unblock; promote to or demote from
 * superuser. `{id}` is the profile id. Each action is one transaction with its audit entry.
 */
import { asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { msg, type AdminMemberItem, type AdminMemberPage, type AdminMembersQuery } from '@nikah/shared';
import type { Db, Tx } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { detailError } from '../../lib/errors';
import { endSessions, type Member } from '../auth/sessions';
import { recordAudit } from './audit';
import type { ModerationDeps } from './profiles-actions';

const memberColumns = {
  profile: profiles,
  username: users.username,
  isSuperuser: users.isSuperuser,
  lastLogin: users.lastLogin,
};

type MemberRow = {
  profile: typeof profiles.$inferSelect;
  username: string | null;
  isSuperuser: boolean | null;
  lastLogin: Date | null;
};

function toItem(r: MemberRow): AdminMemberItem {
  const p = r.profile;
  return {
    id: p.id,
    user_id: p.userId,
    username: r.username,
    full_name: p.fullName,
    profile_code: p.profileCode,
    slug: p.slug,
    gender: p.gender,
    approval_status: p.approvalStatus,
    verification_status: p.verificationStatus,
    is_active: p.isActive,
    is_blocked: p.isBlocked,
    blocked_reason: p.blockedReason,
    is_superuser: r.isSuperuser ?? false,
    deletion_status: p.deletionStatus,
    created_on: p.createdOn.toISOString(),
    last_login: r.lastLogin?.toISOString() ?? null,
  };
}

/** `%text%` for ILIKE with the pattern characters of `text` escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of members matching `query.q` (part of the name, profile code or username), by name. */
export async function searchMembers(db: Db, query: AdminMembersQuery): Promise<AdminMemberPage> {
  const q = query.q?.trim();
  const where: SQL | undefined = q
    ? or(
        ilike(profiles.fullName, contains(q)),
        ilike(profiles.profileCode, contains(q)),
        ilike(users.username, contains(q)),
      )
    : undefined;
  const [total] = await db
    .select({ n: count() })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(where);
  const rows = await db
    .select(memberColumns)
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(where)
    .orderBy(asc(profiles.fullName), asc(profiles.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { count: total?.n ?? 0, results: rows.map(toItem) };
}

async function lockMember(tx: Tx, id: number): Promise<MemberRow> {
  const [row] = await tx
    .select(memberColumns)
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, id))
    .for('update', { of: profiles });
  if (!row) throw detailError(404, msg('noProfile'));
  return row;
}

async function memberItem(db: Db, id: number): Promise<AdminMemberItem> {
  const [row] = await db
    .select(memberColumns)
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, id));
  if (!row) throw detailError(404, msg('noProfile'));
  return toItem(row);
}

const blockState = (r: MemberRow) => ({
  is_blocked: r.profile.isBlocked,
  blocked_reason: r.profile.blockedReason,
});

/**
 * Blocks member `id` with `reason`: their login then answers 'User Blocked, Reason: <reason>', their
 * sessions end now, they are told ('member-blocked'), and their profile leaves every list (D4).
 * Errors: 404 `{detail: 'No Profile Found!'}`.
 */
export async function blockMember(
  deps: ModerationDeps,
  actor: Member,
  id: number,
  reason: string,
): Promise<AdminMemberItem> {
  const userId = await deps.db.transaction(async (tx) => {
    const before = await lockMember(tx, id);
    await tx
      .update(profiles)
      .set({ isBlocked: true, blockedReason: reason, updatedOn: deps.now })
      .where(eq(profiles.id, id));
    if (before.profile.userId !== null) {
      // Told as 'blocked': the member's devices say why instead of a bare "Invalid token."
      await endSessions(deps.db, before.profile.userId, { reason: 'blocked', tx });
    }
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'member.block',
      targetType: 'member',
      targetId: id,
      before: blockState(before),
      after: { is_blocked: true, blocked_reason: reason },
      remarks: reason,
    });
    return before.profile.userId;
  });
  if (userId !== null) {
    await deps.notices.notify({ userId, kind: 'member-blocked', params: { reason }, link: '/' }, deps.now);
  }
  return memberItem(deps.db, id);
}

/** Unblocks member `id` (they can log in again). Errors: 404 `{detail: 'No Profile Found!'}`. */
export async function unblockMember(
  deps: ModerationDeps,
  actor: Member,
  id: number,
): Promise<AdminMemberItem> {
  await deps.db.transaction(async (tx) => {
    const before = await lockMember(tx, id);
    await tx
      .update(profiles)
      .set({ isBlocked: false, blockedReason: null, updatedOn: deps.now })
      .where(eq(profiles.id, id));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'member.unblock',
      targetType: 'member',
      targetId: id,
      before: blockState(before),
      after: { is_blocked: false, blocked_reason: null },
    });
  });
  return memberItem(deps.db, id);
}

/**
 * Makes the account of member `id` a superuser (`superuser` true) or a member again. A superuser
 * cannot demote themselves (403), so the console always keeps the one acting. Errors: 404
 * `{detail: 'No Profile Found!'}` for an unknown profile or one without an account.
 */
export async function setSuperuser(
  deps: ModerationDeps,
  actor: Member,
  id: number,
  superuser: boolean,
): Promise<AdminMemberItem> {
  await deps.db.transaction(async (tx) => {
    const before = await lockMember(tx, id);
    const userId = before.profile.userId;
    if (userId === null) throw detailError(404, msg('noProfile'));
    if (!superuser && userId === actor.userId) throw detailError(403, msg('forbidden'));
    await tx.update(users).set({ isSuperuser: superuser }).where(eq(users.id, userId));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: superuser ? 'member.promote' : 'member.demote',
      targetType: 'member',
      targetId: id,
      before: { is_superuser: before.isSuperuser ?? false },
      after: { is_superuser: superuser },
    });
  });
  return memberItem(deps.db, id);
}

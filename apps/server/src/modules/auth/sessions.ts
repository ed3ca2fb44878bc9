/**
 * Sessions (DESIGN.md D3): opaque 256-bit tokens, stored as SHA-256 hashes, ended by logout or a
 * password change, expiring after SESSION_IDLE_DAYS without use. `lastUsedOn` is written at most
 * once a minute per session, so a busy member costs one read per request.
 */
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { SESSION_END_REASONS, SESSION_IDLE_DAYS, type SessionEndReason } from '@nikah/shared';
import type { Db } from '../../db/client';
import { profiles, sessions, users } from '../../db/schema';
import { newToken, sha256Hex } from '../../lib/tokens';
import { DAY_MS } from '../../lib/time';

export const SESSION_IDLE_MS = SESSION_IDLE_DAYS * DAY_MS;
const TOUCH_AFTER_MS = 60_000;

/** The member a valid session belongs to. */
export interface Member {
  sessionId: number;
  userId: number;
  username: string;
  /** The member's profile id, or null (a superuser without a profile). */
  profileId: number | null;
  slug: string | null;
  isSuperuser: boolean;
  isBlocked: boolean;
  blockedReason: string | null;
}

/** Starts a session for `userId`; returns the token (shown once, never stored). */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ userId, tokenHash: sha256Hex(token) });
  return token;
}

/**
 * The member of `token`, or null when the token is unknown, revoked or idle for longer than
 * SESSION_IDLE_DAYS. Marks the session used (at most once a minute).
 */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<Member | null> {
  if (token.length < 20 || token.length > 100) return null;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastUsedOn: sessions.lastUsedOn,
      userId: users.id,
      username: users.username,
      isSuperuser: users.isSuperuser,
      profileId: profiles.id,
      slug: profiles.slug,
      isBlocked: profiles.isBlocked,
      blockedReason: profiles.blockedReason,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sha256Hex(token)),
        isNull(sessions.revokedOn),
        gt(sessions.lastUsedOn, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastUsedOn.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastUsedOn: now })
      .where(
        and(
          eq(sessions.id, row.sessionId),
          lt(sessions.lastUsedOn, new Date(now.getTime() - TOUCH_AFTER_MS)),
        ),
      );
  }
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    username: row.username,
    profileId: row.profileId,
    slug: row.slug,
    isSuperuser: row.isSuperuser,
    isBlocked: row.isBlocked ?? false,
    blockedReason: row.blockedReason,
  };
}

/** Revokes the session of `token`, if it is still open. */
export async function revokeToken(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedOn: sql`now()` })
    .where(and(eq(sessions.tokenHash, sha256Hex(token)), isNull(sessions.revokedOn)));
}

/**
 * Revokes every open session of `userId`, keeping why (issue 15): the reason is written in front of
 * the session's hash (`password-changed:<hash>`), which no token can match any more, so that
 * `endReasonOf` can tell a device that comes back with it. Kept with the hash rather than in a new
 * column so that this needs no migration.
 */
export async function revokeAllSessions(
  db: Db,
  userId: number,
  reason: SessionEndReason = 'password-changed',
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedOn: sql`now()`, tokenHash: sql`${`${reason}:`} || ${sessions.tokenHash}` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedOn)));
}

/**
 * Why the session of `token` was ended, when it was revoked for a reason the member should be
 * told (a password change); null for an unknown token, a logout or an idle session. One indexed
 * look-up, made only for a token that failed `resolveSession`.
 */
export async function endReasonOf(db: Db, token: string): Promise<SessionEndReason | null> {
  if (token.length < 20 || token.length > 100) return null;
  const hash = sha256Hex(token);
  const [row] = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(
      inArray(
        sessions.tokenHash,
        SESSION_END_REASONS.map((reason) => `${reason}:${hash}`),
      ),
    )
    .limit(1);
  return SESSION_END_REASONS.find((reason) => row?.tokenHash === `${reason}:${hash}`) ?? null;
}

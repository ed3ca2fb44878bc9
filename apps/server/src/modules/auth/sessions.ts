/**
 * Sessions (DESIGN.md D3): opaque 256-bit tokens, stored as SHA-256 hashes, ended by logout or a
 * password change, expiring after SESSION_IDLE_DAYS without use. `lastUsedOn` is written at most
 * once a minute per session, so a busy member costs one read per request.
 *
 * Every session that ends here (logout, password change or reset, a moderator's block, guardian
 * removal) is announced to `onSessionsEnded` listeners of its database: the socket server
 * disconnects those sessions' sockets at once (DESIGN.md section 3 "Real time"). Without a
 * listener (an app built without sockets, the CLI) nothing else happens.
 */
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { SESSION_END_REASONS, SESSION_IDLE_DAYS, type SessionEndReason } from '@nikah/shared';
import type { Db, Tx } from '../../db/client';
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

/** Told the ids of sessions that have just ended. Must not throw (errors are its own to log). */
export type SessionsEndedListener = (sessionIds: number[]) => void;

/** Listeners per database handle (several apps in one test process each have their own). */
const endListeners = new WeakMap<Db, Set<SessionsEndedListener>>();

/**
 * Calls `listener` with the ids of the sessions of `db` ended from now on (through `revokeToken`
 * or `endSessions`); returns the function that stops it. The socket server (modules/realtime)
 * listens, so ending a session is the one place that also ends its sockets.
 */
export function onSessionsEnded(db: Db, listener: SessionsEndedListener): () => void {
  const set = endListeners.get(db) ?? new Set<SessionsEndedListener>();
  endListeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}

function announceEnded(db: Db, sessionIds: number[]): void {
  if (sessionIds.length === 0) return;
  for (const listener of endListeners.get(db) ?? []) listener(sessionIds);
}

/** Revokes the session of `token`, if it is still open (logout); its sockets are told. */
export async function revokeToken(db: Db, token: string): Promise<void> {
  const ended = await db
    .update(sessions)
    .set({ revokedOn: sql`now()` })
    .where(and(eq(sessions.tokenHash, sha256Hex(token)), isNull(sessions.revokedOn)))
    .returning({ id: sessions.id });
  announceEnded(
    db,
    ended.map((s) => s.id),
  );
}

/** How `endSessions` ends them. */
export interface EndSessionsOptions {
  /**
   * Why, when the member's other devices should be told (issue 15): written in front of the
   * session's hash (`password-changed:<hash>`), which no token can match any more, so that
   * `endReasonOf` can tell a device that comes back with it (kept with the hash rather than in a
   * new column so that this needs no migration). Absent: a plain revocation (guardian removal,
   * logout), told to the device as 'Invalid token.'.
   */
  reason?: SessionEndReason;
  /**
   * The caller's transaction, so that the sessions end together with the change that ends them
   * (a new password, a block). The listeners of `db` are told as soon as the update is made,
   * before the commit: a client told to go that reconnects before the commit is caught by the
   * socket server's periodic re-check; a rollback only costs the client a reconnection.
   */
  tx?: Tx;
}

/**
 * Ends every open session of account `userId` (password change or reset, a moderator's block,
 * guardian removal) and has their sockets disconnected on every server process. `db` is the app's
 * database handle, whose listeners are told (a transaction goes in `opts.tx`, never here: no
 * listener knows it). Returns how many sessions ended.
 */
export async function endSessions(db: Db, userId: number, opts: EndSessionsOptions = {}): Promise<number> {
  const { reason, tx } = opts;
  const ended = await (tx ?? db)
    .update(sessions)
    .set(
      reason
        ? { revokedOn: sql`now()`, tokenHash: sql`${`${reason}:`} || ${sessions.tokenHash}` }
        : { revokedOn: sql`now()` },
    )
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedOn)))
    .returning({ id: sessions.id });
  announceEnded(
    db,
    ended.map((s) => s.id),
  );
  return ended.length;
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

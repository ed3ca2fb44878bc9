/**
 * Login, username look-ups and password reset (SPEC.md sections 4, 7 and 8; DESIGN.md D1, D3).
 * Each function takes validated input (the shared schemas of auth-forms.ts) and throws HttpError.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MSG, type LoginForm, type SetPasswordForm, type SessionResponse, msg } from '@nikah/shared';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { detailError, fieldError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { type CodeCheckDeps, consumeCode } from './otp';
import { createSession, endSessions, type Member } from './sessions';
import { consentRequired } from '../privacy/consents';
import { authorize } from '../policy';

/** An argon2id hash of a random password, checked when the username is unknown (same timing). */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

async function accountOf(db: Db, username: string) {
  const [row] = await db
    .select({
      userId: users.id,
      passwordHash: users.passwordHash,
      isSuperuser: users.isSuperuser,
      userEmail: users.email,
      profileId: profiles.id,
      slug: profiles.slug,
      profileEmail: profiles.email,
      isBlocked: profiles.isBlocked,
      blockedReason: profiles.blockedReason,
      deletedOn: profiles.deletedOn,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.username, username))
    .limit(1);
  return row;
}

/**
 * `POST profiles/login/`: checks the password and starts a session. Errors: 400
 * `{non_field_errors: ['Unable to log in with provided credentials.']}`; 403
 * `{detail: 'User Blocked, Reason: <reason>'}` for a blocked profile (SPEC.md section 8).
 */
export async function login(db: Db, form: LoginForm): Promise<SessionResponse> {
  const account = await accountOf(db, form.username);
  let ok = false;
  if (account?.passwordHash) ok = await verifyPassword(account.passwordHash, form.password);
  else await verifyPassword(await dummy(), form.password);
  if (!account || !ok || account.deletedOn) {
    throw fieldError('non_field_errors', msg('invalidCredentials'));
  }
  if (account.isBlocked) throw detailError(403, msg('userBlocked', { reason: account.blockedReason ?? '' }));
  const token = await createSession(db, account.userId);
  await db
    .update(users)
    .set({ lastLogin: sql`now()` })
    .where(eq(users.id, account.userId));
  return {
    token,
    profile_id: account.profileId,
    slug: account.slug,
    message: ACCOUNT_MSG.loggedIn,
    is_superuser: account.isSuperuser,
    // A member who has not accepted the notice in force is asked again now (DESIGN.md D22).
    consent_required: account.profileId !== null && (await consentRequired(db, account.userId)),
  };
}

/**
 * `POST profiles/verify-user/` (SPEC.md section 4, login): `available` when the username has an
 * account, `blocked` with the reason as message, else `other` (the web goes to signup).
 */
export async function verifyUser(
  db: Db,
  username: string,
): Promise<{ status: 'available' | 'blocked' | 'other'; message: string }> {
  const account = await accountOf(db, username);
  if (!account || account.deletedOn) return { status: 'other', message: ACCOUNT_MSG.noAccount };
  if (account.isBlocked) return { status: 'blocked', message: account.blockedReason ?? '' };
  return { status: 'available', message: ACCOUNT_MSG.available };
}

/**
 * `POST profiles/get-email/`: the e-mail of the caller's own account (profile e-mail, else account
 * e-mail), null when none is known. Nobody else gets it, not even masked: a hint for any number
 * told strangers which provider a member uses (issue 13 defect 7). Errors: 403 `{detail}` when
 * `username` is not the caller's (`authorize` 'actAsAccount'); 404 when the account is gone.
 */
export async function getEmail(db: Db, username: string, caller: Member): Promise<{ email: string | null }> {
  const userId = authorize(caller, 'actAsAccount', { username });
  const account = await accountOf(db, username);
  if (!account || account.deletedOn || account.userId !== userId) {
    throw detailError(404, msg('noAccount'));
  }
  return { email: account.profileEmail ?? account.userEmail ?? null };
}

/**
 * `POST profiles/set-password/` (forgot password): checks the reset code tried from the client
 * address `ip` (its limits per address and per code: `consumeCode`), sets the new password and
 * ends every session of the account. Errors: 400 `{otp: ['Invalid OTP']}` (also for an unknown
 * username, so the call does not tell which usernames exist).
 */
export async function setPassword(
  deps: CodeCheckDeps,
  form: SetPasswordForm,
  ip: string,
): Promise<{ status: 'Done'; message: string }> {
  const ok = await consumeCode(deps, { username: form.username, purpose: 'reset', code: form.otp, ip });
  const account = ok ? await accountOf(deps.db, form.username) : undefined;
  if (!account) throw fieldError('otp', msg('invalidOtp'));
  const passwordHash = await hashPassword(form.password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, account.userId));
    await endSessions(deps.db, account.userId, { reason: 'password-changed', tx });
  });
  return { status: 'Done', message: ACCOUNT_MSG.passwordSet };
}

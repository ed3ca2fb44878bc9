/**
 * `POST profiles/create/` (SPEC.md sections 2, 4 and 7; DESIGN.md D1, D9): the whole signup form
 * with the code. The new profile is active (DESIGN.md D16) and pending: others see it once a
 * moderator approves it. The member is logged in at once.
 */
import { eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_MSG,
  CONSENT_VERSION,
  isEmailUsername,
  type SessionResponse,
  type SignupForm,
  msg,
} from '@nikah/shared';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { fieldError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { type CodeCheckDeps, consumeCode } from '../auth/otp';
import { createSession } from '../auth/sessions';
import { recordConsent } from '../privacy/consents';
import { checkBlockedWords, checkLegalAge, checkReferences } from './checks';
import { profileValues } from './columns';

/** Prefix of members' profile codes; demo profiles use MP, so the two never collide. */
export const MEMBER_CODE_PREFIX = 'NK';
const MEMBER_CODE_BASE = 100000;

/** Profile code of the profile with id `id`, e.g. `NK100061`. */
export const memberProfileCode = (id: number) => `${MEMBER_CODE_PREFIX}${MEMBER_CODE_BASE + id}`;

/** URL slug of a profile: its name in lower-case ASCII words, then the profile code. */
export function profileSlug(fullName: string, code: string): string {
  const name = fullName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return name ? `${name}-${code.toLowerCase()}` : code.toLowerCase();
}

async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return Boolean(row);
}

/**
 * Creates the account and its profile and starts a session. `deps.today` is the app's clock; `ip`
 * the client address, whose tries of the code are limited (`consumeCode`, issue 28 point 8).
 * Checks, in order: the legal age on that day (400 `{year_of_birth: ['Minimum age is N years.']}`,
 * DESIGN.md D15), the username is
 * free (400 `{username: ['Already exists.']}`), reference values (400 `{field: ['Select a valid
 * choice.']}`), blocked words (400 `{field: ['Your Profile contains blocked words, ...']}`), the
 * signup code (400 `{otp: ['OTP is incorrect']}`).
 */
export async function createAccount(
  deps: CodeCheckDeps & { today: Date },
  form: SignupForm,
  ip: string,
): Promise<SessionResponse> {
  const { db } = deps;
  checkLegalAge(form, deps.today);
  if (await usernameTaken(db, form.username)) throw fieldError('username', msg('alreadyExists'));
  const refs = await checkReferences(db, form);
  await checkBlockedWords(db, form);
  if (form.consent_version !== undefined && form.consent_version !== CONSENT_VERSION) {
    throw fieldError('consent_version', msg('invalidChoice'));
  }
  const ok = await consumeCode(deps, { username: form.username, purpose: 'signup', code: form.otp, ip });
  if (!ok) throw fieldError('otp', msg('otpIncorrect'));

  const passwordHash = await hashPassword(form.password);
  const email = form.email ?? (isEmailUsername(form.username) ? form.username : null);
  let created: { userId: number; profileId: number; slug: string };
  try {
    created = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ username: form.username, passwordHash, email, lastLogin: new Date() })
        .returning({ id: users.id });
      const seq = await tx.execute<{ id: number }>(
        sql`select nextval(pg_get_serial_sequence('profiles', 'id'))::int as id`,
      );
      const id = Number((seq as { rows: { id: number }[] }).rows[0]!.id);
      const code = memberProfileCode(id);
      const slug = profileSlug(form.full_name, code);
      await tx.insert(profiles).values({
        ...profileValues(form, refs),
        email,
        id,
        userId: user!.id,
        slug,
        profileCode: code,
        avatarSeed: code,
        approvalStatus: 'pending',
        // Completing the wizard activates the profile; approval makes it visible (DESIGN.md D16).
        isActive: true,
        lastActive: new Date(),
      });
      // The consent notice shown before the code was sent (DESIGN.md D22).
      if (form.consent_version !== undefined) {
        await recordConsent(
          tx,
          user!.id,
          { version: form.consent_version, language: form.consent_language ?? 'en' },
          deps.today,
          'consent_version',
        );
      }
      return { userId: user!.id, profileId: id, slug };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('username', msg('alreadyExists'));
    throw err;
  }
  const token = await createSession(db, created.userId);
  return {
    token,
    profile_id: created.profileId,
    slug: created.slug,
    message: ACCOUNT_MSG.created,
    consent_required: form.consent_version === undefined,
  };
}

/** Creating or promoting a superuser (DESIGN.md section 3, `npm run create-superuser`). */
import { eq } from 'drizzle-orm';
import { STRONG_PASSWORD_MIN } from '@nikah/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { authorizeDevSuperuser } from '../policy/moderation';

/**
 * Creates user `username` as a superuser with `password`, or promotes the existing user and sets
 * the password. Returns whether the user was created. Throws on a password shorter than 8 chars.
 */
export async function createOrPromoteSuperuser(
  db: Db,
  username: string,
  password: string,
): Promise<{ created: boolean; id: number }> {
  if (password.length < STRONG_PASSWORD_MIN) {
    throw new Error(`The password must have at least ${STRONG_PASSWORD_MIN} characters.`);
  }
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (existing) {
    await db.update(users).set({ isSuperuser: true, passwordHash }).where(eq(users.id, existing.id));
    return { created: false, id: existing.id };
  }
  const [row] = await db
    .insert(users)
    .values({ username, passwordHash, isSuperuser: true })
    .returning({ id: users.id });
  if (!row) throw new Error('Insert returned no row');
  return { created: true, id: row.id };
}

/**
 * The development route's superuser (`POST /api/dev/superuser/`, for browser tests): creates
 * superuser `username` with `password` and returns `{created: true}`; an existing superuser is
 * left as it is (`{created: false}`, password unchanged). Errors: 409 `alreadyExists` for an
 * existing account that is not a superuser (the policy's `authorizeDevSuperuser`).
 */
export async function createDevSuperuser(
  db: Db,
  username: string,
  password: string,
): Promise<{ created: boolean }> {
  const [existing] = await db
    .select({ isSuperuser: users.isSuperuser })
    .from(users)
    .where(eq(users.username, username));
  authorizeDevSuperuser(existing);
  if (existing) return { created: false };
  const { created } = await createOrPromoteSuperuser(db, username, password);
  return { created };
}

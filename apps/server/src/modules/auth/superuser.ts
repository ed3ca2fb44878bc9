/**
 * Creating or promoting a superuser (DESIGN.md section 3, `npm run create-superuser`): only the CLI
 * does it, never an HTTP route (D23).
 */
import { eq } from 'drizzle-orm';
import { STRONG_PASSWORD_MIN } from '@nikah/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';

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

/**
 * `npx tsx bench/member-session.ts <dataDir> <gender>`: makes one demo profile of the embedded
 * database in `<dataDir>` (a server's DATA_DIR, its server stopped) a member who can be logged in
 * as, and prints `{"token": …, "slug": …}` on standard output: a new account linked to the first
 * approved, active demo profile of `<gender>` (`Male` or `Female`) that has none, which accepted
 * the consent notice in force (as the signup page sends it; DESIGN.md D22), with a session whose
 * token is printed once. The Lighthouse bench (bench/lighthouse.mjs) measures a member's
 * server-rendered profile detail with it (issue 29): a production server keeps no development
 * outbox, so no code can be read for a signup. Exit code 2 on bad arguments, 1 when no such
 * profile exists.
 */
import path from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { CONSENT_VERSION } from '@nikah/shared';
import { consents, profiles, sessions, users } from '../apps/server/src/db/schema';
import { newToken, sha256Hex } from '../apps/server/src/lib/tokens';

const [dataDir, gender] = process.argv.slice(2);
if (!dataDir || (gender !== 'Male' && gender !== 'Female')) {
  console.error('Usage: npx tsx bench/member-session.ts <dataDir> <Male|Female>');
  process.exit(2);
}

const database = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
try {
  const db = database.db;
  const [profile] = await db
    .select({ id: profiles.id, slug: profiles.slug })
    .from(profiles)
    .where(
      and(
        eq(profiles.gender, gender),
        eq(profiles.approvalStatus, 'approved'),
        eq(profiles.isActive, true),
        isNull(profiles.userId),
      ),
    )
    .orderBy(asc(profiles.id))
    .limit(1);
  if (!profile) {
    console.error(`no approved, active ${gender} demo profile without an account in ${dataDir}`);
    process.exitCode = 1;
  } else {
    const [user] = await db
      .insert(users)
      .values({ username: `lighthouse-${profile.id}@example.com` })
      .returning({ id: users.id });
    if (!user) throw new Error('no account was created');
    await db.update(profiles).set({ userId: user.id }).where(eq(profiles.id, profile.id));
    await db.insert(consents).values({ userId: user.id, version: CONSENT_VERSION, language: 'en' });
    const token = newToken();
    await db.insert(sessions).values({ userId: user.id, tokenHash: sha256Hex(token) });
    console.log(JSON.stringify({ token, slug: profile.slug }));
  }
} finally {
  await database.close();
}

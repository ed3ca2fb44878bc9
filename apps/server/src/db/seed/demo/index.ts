/**
 * Demo content for a fresh database (DESIGN.md section 3: "realistic demo content (profiles, books,
 * guidelines, stories, news, groups)" unless DEMO_DATA=false).
 */
import { sql } from 'drizzle-orm';
import type { Storage } from '../../../lib/storage';
import type { Db } from '../../client';
import { headerMessages, profiles } from '../../schema';
import { insertDemoBooks } from './books';
import { insertDemoContent, insertDemoGroupMembers } from './content';
import { insertDemoProfiles } from './profiles';

export { insertDemoProfiles, makeDemoProfile, demoProfileCode } from './profiles';

/**
 * Loads site content, books (files through `storage`) and `opts.profiles` demo profiles, only when
 * both the profiles and header_messages tables are empty; otherwise does nothing. `opts.now` fixes
 * the moment profile dates are spread back from (default: now). Rejects on a database or storage
 * error. Call `seedReference` first (demo profiles use its lists by name).
 */
export async function seedDemo(
  db: Db,
  storage: Storage,
  opts: { profiles: number; now?: Date },
): Promise<void> {
  const [p] = await db.select({ n: sql<number>`count(*)::int` }).from(profiles);
  const [h] = await db.select({ n: sql<number>`count(*)::int` }).from(headerMessages);
  if ((p?.n ?? 0) > 0 || (h?.n ?? 0) > 0) return;
  await insertDemoContent(db);
  await insertDemoBooks(db, storage);
  await insertDemoProfiles(db, opts.profiles, { now: opts.now });
  await insertDemoGroupMembers(db);
}

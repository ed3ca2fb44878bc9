/**
 * Data of the search benchmark: the demo profiles it searches, generated row by row by the
 * server's seeding code, and in large mode copied in SQL up to BENCH_PROFILES (bench/search.ts).
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { insertDemoProfiles, seedReference } from '../apps/server/src/db/seed';
import { profiles } from '../apps/server/src/db/schema';
import { LARGE, LARGE_BASE, PROFILES } from './search-config';

/**
 * Migrates `database` and fills it up to PROFILES profiles. Returns the seconds spent generating
 * rows, or null when they were all there from an earlier run.
 */
export async function ensureProfiles(database: Database): Promise<number | null> {
  await database.migrate();
  await seedReference(database.db);
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(profiles);
  const have = row?.n ?? 0;
  if (have >= PROFILES) return null;
  const t = Date.now();
  if (!LARGE) {
    await insertDemoProfiles(database.db, PROFILES - have);
    return (Date.now() - t) / 1000;
  }
  if (have < LARGE_BASE) await insertDemoProfiles(database.db, LARGE_BASE - have);
  await copyProfiles(database, PROFILES);
  return (Date.now() - t) / 1000;
}

/**
 * Large mode: copies the demo rows in SQL until there are `target` profiles. Each copy `g` gets
 * its own slug and code (`-c<g>`, `C<g>`) and a creation time shifted by g × 7 minutes, so
 * sorting by newest still interleaves; the generated search vector is computed by PostgreSQL.
 */
export async function copyProfiles(database: Database, target: number): Promise<void> {
  const colsRes: unknown = await database.db.execute(
    sql.raw(
      `select column_name from information_schema.columns where table_name = 'profiles' and is_generated = 'NEVER' and column_name not in ('id', 'slug', 'profile_code', 'user_id', 'created_on') order by ordinal_position`,
    ),
  );
  const cols = z
    .object({ rows: z.array(z.object({ column_name: z.string() })) })
    .parse(colsRes)
    .rows.map((r) => `"${r.column_name}"`);
  const list = cols.join(', ');
  for (;;) {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(profiles);
    const have = row?.n ?? 0;
    const missing = target - have;
    if (missing <= 0) return;
    // Each copy is one statement (all or nothing), so the count says which copies exist.
    const g = Math.floor(have / LARGE_BASE);
    console.log(`copying ${Math.min(missing, LARGE_BASE)} profiles (copy ${g})`);
    await database.db.execute(
      sql.raw(
        `insert into profiles (${list}, slug, profile_code, created_on)
         select ${list}, slug || '-c${g}', profile_code || 'C${g}', created_on - interval '${g * 7} minutes'
         from profiles where is_demo and profile_code not like '%C%' order by id limit ${Math.min(missing, LARGE_BASE)}`,
      ),
    );
  }
}

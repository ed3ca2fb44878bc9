/**
 * Visitor counters of SPEC.md section 7 (`configs/counter/book|guidelines|homepage`): a browser
 * counts once a day per page. The `counters` table holds one row per page, day and hashed visitor
 * id, only as long as it is needed to recognise a second visit the same day; each page's running
 * total lives in `settings` under `visits:<page>`, so the table stays small.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { CounterPage } from '@nikah/shared';
import type { Db } from '../../db/client';
import { counters, settings } from '../../db/schema';
import { hmacHex } from '../../lib/tokens';

/** The calendar day of the counters: India's, since most members live there. */
export const COUNTER_TIME_ZONE = 'Asia/Kolkata';
/** Rows older than this many days are removed (a day is kept as a margin around midnight). */
export const COUNTER_KEEP_DAYS = 2;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: COUNTER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` of `at` in COUNTER_TIME_ZONE. */
export const counterDay = (at: Date): string => dayFormat.format(at);

/** The settings key of a page's total. */
export const totalKey = (page: CounterPage) => `visits:${page}`;

/**
 * What the counters table stores for a visitor id: an HMAC with the server key, so the stored value
 * cannot be linked back to a browser's cookie without the key.
 */
export const visitorHash = (serverKey: Uint8Array, visitorId: string): string =>
  hmacHex(serverKey, `visitor:${visitorId}`).slice(0, 40);

/** The total of `page` (0 before its first visit). */
export async function visitTotal(db: Db, page: CounterPage): Promise<number> {
  const [row] = await db
    .select()
    .from(settings)
    .where(eq(settings.key, totalKey(page)));
  const n = Number(row?.value);
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
}

/**
 * Counts a visit of `page` by the browser whose id hashes to `hash` on `day` (`YYYY-MM-DD`), once:
 * a second call with the same page, hash and day changes nothing. Returns the page's total.
 */
export async function countVisit(db: Db, page: CounterPage, hash: string, day: string): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(counters)
      .values({ page, visitorHash: hash, day })
      .onConflictDoNothing()
      .returning({ page: counters.page });
    if (inserted.length === 0) return visitTotal(tx, page);
    const [row] = await tx
      .insert(settings)
      .values({ key: totalKey(page), value: '1' })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: sql`(coalesce(nullif(${settings.value}, ''), '0')::bigint + 1)::text` },
      })
      .returning({ value: settings.value });
    return Number(row?.value ?? 0);
  });
}

/** Removes the rows of days before `day` minus COUNTER_KEEP_DAYS; they can no longer match a visit. */
export async function pruneVisits(db: Db, day: string): Promise<void> {
  const cutoff = new Date(`${day}T00:00:00Z`);
  cutoff.setUTCDate(cutoff.getUTCDate() - COUNTER_KEEP_DAYS);
  await db.delete(counters).where(lt(counters.day, cutoff.toISOString().slice(0, 10)));
}

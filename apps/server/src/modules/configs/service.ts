/** Site-wide configuration reads: header messages, blocked keywords, the partner-found count. */
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blockedKeywords, headerMessages, settings } from '../../db/schema';

export const PARTNER_FOUND_KEY = 'partner_found';

/** Ticker lines, newest first, with their translations (issue 12). */
export const listHeaderMessages = (db: Db) =>
  db
    .select({
      id: headerMessages.id,
      message: headerMessages.message,
      translations: headerMessages.translations,
    })
    .from(headerMessages)
    .orderBy(desc(headerMessages.createdOn), desc(headerMessages.id));

/**
 * Words that profiles and messages may not contain (DESIGN.md D9), by keyword: the one query of
 * the table, for `GET /api/configs/blocked-keywords/` and the checks (accounts/checks.ts).
 */
export const listBlockedKeywords = (db: Db) =>
  db
    .select({ id: blockedKeywords.id, keyword: blockedKeywords.keyword })
    .from(blockedKeywords)
    .orderBy(asc(blockedKeywords.keyword));

/** The number of members who found a partner, as set by moderators; 0 when unset. */
export async function partnerFoundCount(db: Db): Promise<number> {
  const [row] = await db.select().from(settings).where(eq(settings.key, PARTNER_FOUND_KEY));
  const n = Number(row?.value);
  return Number.isInteger(n) && n >= 0 ? n : 0;
}

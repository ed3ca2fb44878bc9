/**
 * The consent notice's acceptances (DESIGN.md D22, issue 31): stored at signup (the notice is shown
 * before the code is sent) and whenever a signed-in member accepts a changed notice. A member
 * whose newest acceptance is not CONSENT_VERSION is asked again at the next sign-in.
 */
import { desc, eq } from 'drizzle-orm';
import { CONSENT_VERSION, msg, type ConsentItem } from '@nikah/shared';
import type { Db, Tx } from '../../db/client';
import { consents } from '../../db/schema';
import { fieldError } from '../../lib/errors';

/**
 * Stores that account `userId` accepted notice `version` in `language` at `now`. 400
 * `{version: ['Select a valid choice.']}` (under `field`) when `version` is not the one in force:
 * a person cannot accept a notice they were not shown.
 */
export async function recordConsent(
  db: Db | Tx,
  userId: number,
  accepted: { version: string; language: string },
  now: Date,
  field = 'version',
): Promise<void> {
  if (accepted.version !== CONSENT_VERSION) throw fieldError(field, msg('invalidChoice'));
  await db
    .insert(consents)
    .values({ userId, version: accepted.version, language: accepted.language, acceptedOn: now });
}

/** The acceptances of account `userId`, newest first, as `GET /api/profiles/consents/` lists them. */
export async function listConsents(db: Db, userId: number): Promise<ConsentItem[]> {
  const rows = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.acceptedOn), desc(consents.id));
  return rows.map((r) => ({
    version: r.version,
    accepted_at: r.acceptedOn.toISOString(),
    language: r.language,
  }));
}

/** Whether account `userId` has not accepted the notice in force (CONSENT_VERSION). */
export async function consentRequired(db: Db, userId: number): Promise<boolean> {
  const [newest] = await db
    .select({ version: consents.version })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.acceptedOn), desc(consents.id))
    .limit(1);
  return newest?.version !== CONSENT_VERSION;
}

/**
 * The two forms of DESIGN.md D4's visibility (the SQL filter the search indexes carry and the
 * predicate routes call) agree on every combination of the flags that decide it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { and, inArray } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { insertProfile } from '../../../test/discovery-helpers';
import { VISIBLE_PROFILE_PREDICATE, VISIBLE_PROFILE_SQL, isProfileVisible } from './visibility';

const LONG_AGO = new Date('2026-01-01T00:00:00Z');

describe.each(DATABASE_KINDS)('profile visibility on %s', (kind) => {
  let t: TestApp;
  const ids: number[] = [];
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0 });
    for (const isActive of [true, false]) {
      for (const approvalStatus of ['approved', 'pending', 'rejected']) {
        for (const isBlocked of [false, true]) {
          for (const deletionRequestedOn of [null, LONG_AGO]) {
            for (const deletedOn of [null, LONG_AGO]) {
              const row = await insertProfile(t, {
                gender: 'Female',
                isActive,
                approvalStatus,
                isBlocked,
                deletionRequestedOn,
                deletedOn,
              });
              ids.push(row.id);
            }
          }
        }
      }
    }
  });
  afterAll(() => t.close());

  it('gives the same answer in SQL and in code, row by row, over all 48 flag combinations', async () => {
    const db = t.database.db;
    const rows = await db.select().from(profiles).where(inArray(profiles.id, ids));
    expect(rows).toHaveLength(48);
    const visibleInSql = new Set(
      (
        await db
          .select({ id: profiles.id })
          .from(profiles)
          .where(and(inArray(profiles.id, ids), VISIBLE_PROFILE_SQL))
      ).map((r) => r.id),
    );
    for (const row of rows) {
      expect(isProfileVisible(row), `profile ${row.id}`).toBe(visibleInSql.has(row.id));
    }
    // Exactly one combination is visible: active, approved, not blocked, not being deleted.
    expect(visibleInSql.size).toBe(1);
    const [only] = rows.filter((r) => visibleInSql.has(r.id));
    expect(only).toMatchObject({ isActive: true, approvalStatus: 'approved', isBlocked: false });
  });

  it('is, word for word, the predicate the migrations gave the partial search indexes', () => {
    // The migrations are history and keep their own copy; this ties them to the one definition.
    for (const file of ['0000_init.sql', '0001_search_facets_index.sql']) {
      const text = fs.readFileSync(new URL(`../../../drizzle/${file}`, import.meta.url), 'utf8');
      expect(text, file).toContain(`WHERE ${VISIBLE_PROFILE_PREDICATE};`);
    }
  });
});

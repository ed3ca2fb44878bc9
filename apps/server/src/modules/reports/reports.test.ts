/**
 * `POST /api/profiles/report-profile/` (SPEC.md sections 5-8, DESIGN.md D11): only a Verified
 * member reports; not oneself; a visible profile; one report per pair; 'Other' needs its text;
 * the evidence image is checked by content, re-encoded without EXIF and kept privately.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { ERROR_KEYS_HEADER, MESSAGES, parseErrorKeys } from '@nikah/shared';
import { profiles, reports } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, signUp, type Member } from '../../../test/accounts-helpers';
import { makeVisible, RELAXED_DISCOVERY_LIMITS } from '../../../test/discovery-helpers';
import { image, multipartBody, PDF, type FilePart } from './member-actions-helpers';

const URL = '/api/profiles/report-profile/';

describe.each(DATABASE_KINDS)('reporting a profile on %s', (kind) => {
  let t: TestApp;
  let reporter: Member;
  let unverified: Member;
  let target: Member;
  let hidden: Member;

  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: { ...RELAXED_DISCOVERY_LIMITS, RATE_LIMIT_REPORTS_PER_MEMBER_PER_DAY: '1000' },
    });
    reporter = await signUp(t);
    unverified = await signUp(t);
    target = await signUp(t, { gender: 'Female' });
    hidden = await signUp(t);
    await makeVisible(t, reporter, { verificationStatus: 'Verified' });
    await makeVisible(t, unverified);
    await makeVisible(t, target);
  }, 120_000);
  afterAll(() => t.close());

  const report = (who: Member | null, fields: Record<string, string>, file?: FilePart) => {
    const body = multipartBody(fields, file);
    return t.app.inject({
      method: 'POST',
      url: URL,
      payload: body.payload,
      headers: { ...body.headers, ...(who ? auth(who.token) : {}) },
    });
  };
  const evidence = async (): Promise<FilePart> => ({ field: 'file', data: await image('jpeg') });

  it('answers a visitor 401', async () => {
    const res = await report(null, { reason: 'Fake profile', user_slug: target.slug }, await evidence());
    expect(res.statusCode).toBe(401);
  });

  it('refuses a member who is not Verified with the message of SPEC.md', async () => {
    const res = await report(
      unverified,
      { reason: 'Fake profile', user_slug: target.slug },
      await evidence(),
    );
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ detail: MESSAGES.verifyToReport });
    expect(parseErrorKeys(res.headers[ERROR_KEYS_HEADER.toLowerCase()] as string).detail?.key).toBe(
      'verifyToReport',
    );
  });

  it("needs a text for 'Other' and a reason from the list", async () => {
    const other = await report(reporter, { reason: 'Other', user_slug: target.slug }, await evidence());
    expect(other.statusCode, other.body).toBe(400);
    expect(other.json()).toEqual({ other_reason: [MESSAGES.required] });
    const unknown = await report(reporter, { reason: 'Bored', user_slug: target.slug }, await evidence());
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('reason');
    const long = await report(
      reporter,
      { reason: 'Other', other_reason: 'ب'.repeat(2001), user_slug: target.slug },
      await evidence(),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ other_reason: ['Max 2000 characters required.'] });
  });

  it('needs the evidence image and checks it by content (a PDF named .jpg is refused)', async () => {
    const none = await report(reporter, { reason: 'Fake profile', user_slug: target.slug });
    expect(none.statusCode, none.body).toBe(400);
    expect(none.json()).toEqual({ file: [MESSAGES.fileRequired] });
    const pdf = await report(
      reporter,
      { reason: 'Fake profile', user_slug: target.slug },
      { field: 'file', data: PDF, filename: 'proof.jpg', type: 'image/jpeg' },
    );
    expect(pdf.statusCode, pdf.body).toBe(400);
    expect(pdf.json()).toEqual({ file: [MESSAGES.invalidImage] });
    const text = await report(
      reporter,
      { reason: 'Fake profile', user_slug: target.slug },
      { field: 'file', data: Buffer.from('just words'), filename: 'proof.jpg' },
    );
    expect(text.statusCode).toBe(400);
    expect(await t.database.db.select().from(reports)).toHaveLength(0);
  });

  it('refuses oneself, an unknown and a hidden profile', async () => {
    const self = await report(
      reporter,
      { reason: 'Fake profile', user_slug: reporter.slug },
      await evidence(),
    );
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ detail: MESSAGES.reportSelf });
    const unknown = await report(
      reporter,
      { reason: 'Fake profile', user_slug: 'nobody-here' },
      await evidence(),
    );
    expect(unknown.statusCode).toBe(404);
    const notVisible = await report(
      reporter,
      { reason: 'Fake profile', user_slug: hidden.slug },
      await evidence(),
    );
    expect(notVisible.statusCode).toBe(404);
    const noSlug = await report(reporter, { reason: 'Fake profile' }, await evidence());
    expect(noSlug.statusCode).toBe(400);
    expect(noSlug.json()).toHaveProperty('user_slug');
  });

  it('records one report per pair, with the evidence re-encoded without EXIF in private storage', async () => {
    const res = await report(
      reporter,
      { reason: 'Other', other_reason: '  Asked me for a deposit  ', 'user-slug': target.slug },
      await evidence(),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'Done', message: MESSAGES.reported });
    const rows = await t.database.db
      .select()
      .from(reports)
      .where(and(eq(reports.reporterId, reporter.profileId), eq(reports.reportedId, target.profileId)));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ reason: 'Other', details: 'Asked me for a deposit', status: 'open' });
    expect(row.evidenceKey).toMatch(new RegExp(`^reports/${row.id}/[0-9a-f]{32}\\.jpg$`));
    const file = await t.storage.locate(row.evidenceKey!);
    expect(file).not.toBeNull();
    const meta = await sharp(fs.readFileSync(file!)).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();

    const again = await report(
      reporter,
      { reason: 'Fake profile', user_slug: target.slug },
      await evidence(),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: MESSAGES.alreadyReported });
  });

  it('limits reports per member per day', async () => {
    const limited = await makeTestApp(kind, {
      demoProfiles: 0,
      env: { ...RELAXED_DISCOVERY_LIMITS, RATE_LIMIT_REPORTS_PER_MEMBER_PER_DAY: '1' },
    });
    try {
      const m = await signUp(limited);
      await limited.database.db
        .update(profiles)
        .set({ verificationStatus: 'Verified' })
        .where(eq(profiles.id, m.profileId));
      const send = async () => {
        const body = multipartBody({ reason: 'Fake profile', user_slug: 'nobody' }, await evidence());
        return limited.app.inject({
          method: 'POST',
          url: URL,
          payload: body.payload,
          headers: { ...body.headers, ...auth(m.token) },
        });
      };
      expect((await send()).statusCode).toBe(404);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

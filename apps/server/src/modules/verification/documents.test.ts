/**
 * `POST /api/profiles/upload/{user}/docs/` (SPEC.md sections 4 and 5, DESIGN.md D2 and D12): a
 * PNG, GIF or JPEG by content ('File is required' without one; a PDF is refused), stored
 * privately with a row, status In Process; refused while In Process or Verified, allowed again
 * after Rejected; another member's id gets 403, a visitor 401.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@nikah/shared';
import { profiles, verificationDocuments } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, signUp, type Member } from '../../../test/accounts-helpers';
import { RELAXED_DISCOVERY_LIMITS } from '../../../test/discovery-helpers';
import { image, multipartBody, PDF, type FilePart } from '../reports/member-actions-helpers';

describe.each(DATABASE_KINDS)('verification documents on %s', (kind) => {
  let t: TestApp;
  let owner: Member;
  let other: Member;

  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_DISCOVERY_LIMITS });
    owner = await signUp(t);
    other = await signUp(t);
  }, 120_000);
  afterAll(() => t.close());

  const upload = (who: Member | null, id: number, file?: FilePart) => {
    const body = multipartBody({}, file);
    return t.app.inject({
      method: 'POST',
      url: `/api/profiles/upload/${id}/docs/`,
      payload: body.payload,
      headers: { ...body.headers, ...(who ? auth(who.token) : {}) },
    });
  };
  const doc = async (format: 'jpeg' | 'png' | 'gif' | 'webp'): Promise<FilePart> => ({
    field: 'verification_docs',
    data: await image(format),
    filename: `id.${format}`,
    type: `image/${format}`,
  });
  const statusOf = async (m: Member) =>
    (await t.database.db.select().from(profiles).where(eq(profiles.id, m.profileId)))[0]?.verificationStatus;
  const documentsOf = (m: Member) =>
    t.database.db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.profileId, m.profileId));

  it('answers a visitor 401 and another member 403', async () => {
    expect((await upload(null, owner.profileId, await doc('png'))).statusCode).toBe(401);
    const res = await upload(other, owner.profileId, await doc('png'));
    expect(res.statusCode).toBe(403);
    expect(await documentsOf(owner)).toHaveLength(0);
  });

  it("says 'File is required' without a file", async () => {
    const res = await upload(owner, owner.profileId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ verification_docs: [MESSAGES.fileRequired] });
  });

  it('refuses a PDF (even named .png) and a WebP image, by content', async () => {
    const pdf = await upload(owner, owner.profileId, {
      field: 'verification_docs',
      data: PDF,
      filename: 'id.png',
      type: 'image/png',
    });
    expect(pdf.statusCode, pdf.body).toBe(400);
    expect(pdf.json()).toEqual({ verification_docs: [MESSAGES.documentType] });
    expect((await upload(owner, owner.profileId, await doc('webp'))).statusCode).toBe(400);
    expect(await statusOf(owner)).toBe('Not Verified');
  });

  it('stores a PNG privately, sets In Process and refuses another while it is checked', async () => {
    const res = await upload(owner, owner.profileId, await doc('png'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'Done',
      message: MESSAGES.updated,
      verification_status: 'In Process',
    });
    expect(await statusOf(owner)).toBe('In Process');
    const [row] = await documentsOf(owner);
    expect(row?.storageKey).toMatch(new RegExp(`^documents/${owner.profileId}/[0-9a-f]{32}\\.png$`));
    const file = await t.storage.locate(row!.storageKey);
    expect((await sharp(fs.readFileSync(file!)).metadata()).format).toBe('png');

    const again = await upload(owner, owner.profileId, await doc('jpeg'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: MESSAGES.verificationPending });
  });

  it('allows a new document after Rejected, and none once Verified', async () => {
    await t.database.db
      .update(profiles)
      .set({ verificationStatus: 'Rejected', verificationRemarks: 'Blurred' })
      .where(eq(profiles.id, owner.profileId));
    const res = await upload(owner, owner.profileId, await doc('gif'));
    expect(res.statusCode, res.body).toBe(200);
    expect(await documentsOf(owner)).toHaveLength(2);
    const [p] = await t.database.db.select().from(profiles).where(eq(profiles.id, owner.profileId));
    expect(p).toMatchObject({ verificationStatus: 'In Process', verificationRemarks: null });

    await t.database.db
      .update(profiles)
      .set({ verificationStatus: 'Verified' })
      .where(eq(profiles.id, owner.profileId));
    const verified = await upload(owner, owner.profileId, await doc('jpeg'));
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toEqual({ detail: MESSAGES.alreadyVerified });
  });
});

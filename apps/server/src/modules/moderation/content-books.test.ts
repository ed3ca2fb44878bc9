/**
 * Books in the moderation console (issue 9) on each database kind: a book with a cover and a PDF
 * shows in the public list and its files are served; the cover is re-encoded without metadata; a
 * PDF that is not a PDF and a file past the limit are refused; an update replaces a file and
 * removes the old one; a delete removes the row and its files; every write is audited.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { BOOK_PDF_MAX_BYTES, messageText, msg } from '@nikah/shared';
import { eq } from 'drizzle-orm';
import { books } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { auth, signUp } from '../../../test/accounts-helpers';
import { auditRows, moderatorApp, multipartBody, type FilePart } from './content-test-helpers';

const PDF: FilePart = {
  data: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  filename: 'book.pdf',
  type: 'application/pdf',
};

async function png(colour: string): Promise<FilePart> {
  const data = await sharp({ create: { width: 60, height: 90, channels: 3, background: colour } })
    .withMetadata({ exif: { IFD0: { Artist: 'Somebody' } } })
    .png()
    .toBuffer();
  return { data, filename: 'cover.png', type: 'image/png' };
}

const FIELDS = { title: 'Rights of spouses', author: 'A. Scholar', language: 'english' };

describe.each(DATABASE_KINDS)('moderation books on %s', (kind) => {
  const c = moderatorApp(kind);

  const upload = (
    method: 'POST' | 'PUT',
    url: string,
    body: ReturnType<typeof multipartBody>,
    headers = c.mod,
  ) => c.t.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
  const rowOf = async (id: number) => (await c.t.database.db.select().from(books).where(eq(books.id, id)))[0];

  it('adds a book shown in the public list, with a re-encoded cover and the PDF served', async () => {
    const res = await upload(
      'POST',
      '/api/admin/books/',
      multipartBody(FIELDS, { cover: await png('#336699'), pdf: PDF }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const book = res.json<{ id: number; cover: string; pdf: string }>();
    const list = (await c.t.app.inject({ method: 'GET', url: '/api/book/list/' })).json<{ id: number }[]>();
    expect(list).toContainEqual(
      expect.objectContaining({ id: book.id, title: FIELDS.title, language: 'english' }),
    );

    const cover = await c.t.app.inject({ method: 'GET', url: book.cover });
    expect(cover.statusCode).toBe(200);
    const meta = await sharp(cover.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    const pdf = await c.t.app.inject({ method: 'GET', url: book.pdf });
    expect(pdf.rawPayload.equals(PDF.data)).toBe(true);

    const audit = await auditRows(c.t, 'book', book.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'book.create',
      before: null,
      after: { id: book.id, title: FIELDS.title },
    });
  });

  it('refuses a PDF that is not a PDF, a cover that is not an image, a missing file and a bad field', async () => {
    const fake: FilePart = {
      data: Buffer.from('just text, named like a pdf'),
      filename: 'x.pdf',
      type: 'application/pdf',
    };
    const notPdf = await upload(
      'POST',
      '/api/admin/books/',
      multipartBody(FIELDS, { cover: await png('#000'), pdf: fake }),
    );
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json()).toEqual({ pdf: [messageText(msg('invalidPdf'))] });

    const pdfAsCover = await upload(
      'POST',
      '/api/admin/books/',
      multipartBody(FIELDS, { cover: { ...PDF, type: 'image/png' }, pdf: PDF }),
    );
    expect(pdfAsCover.json()).toEqual({ cover: [messageText(msg('invalidImage'))] });

    const noPdf = await upload(
      'POST',
      '/api/admin/books/',
      multipartBody(FIELDS, { cover: await png('#000') }),
    );
    expect(noPdf.json()).toEqual({ pdf: [messageText(msg('fileRequired'))] });

    const badLanguage = await upload(
      'POST',
      '/api/admin/books/',
      multipartBody({ ...FIELDS, language: 'latin' }, { cover: await png('#000'), pdf: PDF }),
    );
    expect(badLanguage.json()).toEqual({ language: [messageText(msg('invalidChoice'))] });

    const notMultipart = await c.t.app.inject({
      method: 'POST',
      url: '/api/admin/books/',
      payload: FIELDS,
      headers: c.mod,
    });
    expect(notMultipart.statusCode).toBe(400);
    expect((await c.t.database.db.select().from(books)).length).toBe(1);
  });

  it('refuses a PDF past the limit with 413', async () => {
    const big: FilePart = {
      data: Buffer.concat([PDF.data, Buffer.alloc(BOOK_PDF_MAX_BYTES + 1, 0x20)]),
      filename: 'big.pdf',
      type: 'application/pdf',
    };
    const res = await upload(
      'POST',
      '/api/admin/books/',
      multipartBody(FIELDS, { cover: await png('#000'), pdf: big }),
    );
    expect(res.statusCode).toBe(413);
  });

  it('replaces the cover and removes the old file; a delete removes the row and both files', async () => {
    const created = await upload(
      'POST',
      '/api/admin/books/',
      multipartBody(FIELDS, { cover: await png('#aa0000'), pdf: PDF }),
    );
    const { id } = created.json<{ id: number }>();
    const before = await rowOf(id);
    const oldCover = await c.t.storage.locate(before!.coverKey);
    expect(oldCover).not.toBeNull();

    const changed = await upload(
      'POST',
      `/api/admin/books/${id}/`,
      multipartBody(
        { ...FIELDS, title: 'Rights of spouses, 2nd edition', language: 'urdu' },
        { cover: await png('#00aa00') },
      ),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id, title: 'Rights of spouses, 2nd edition', language: 'urdu' });
    const after = await rowOf(id);
    expect(after!.coverKey).not.toBe(before!.coverKey);
    expect(after!.pdfKey).toBe(before!.pdfKey);
    expect(await c.t.storage.locate(before!.coverKey)).toBeNull();

    const audit = await auditRows(c.t, 'book', id);
    expect(audit[1]).toMatchObject({
      action: 'book.update',
      before: { title: FIELDS.title, cover_key: before!.coverKey },
      after: { title: 'Rights of spouses, 2nd edition', cover_key: after!.coverKey },
    });

    const member = await signUp(c.t);
    expect(
      (
        await c.t.app.inject({
          method: 'DELETE',
          url: `/api/admin/books/${id}/`,
          headers: auth(member.token),
        })
      ).statusCode,
    ).toBe(403);
    const del = await c.t.app.inject({ method: 'DELETE', url: `/api/admin/books/${id}/`, headers: c.mod });
    expect(del.statusCode, del.body).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
    expect(await c.t.storage.locate(after!.coverKey)).toBeNull();
    expect(await c.t.storage.locate(after!.pdfKey)).toBeNull();
    expect((await c.t.app.inject({ method: 'GET', url: `/api/media/books/${id}/pdf` })).statusCode).toBe(404);
    expect((await auditRows(c.t, 'book', id)).map((a) => a.action)).toEqual([
      'book.create',
      'book.update',
      'book.delete',
    ]);

    const list = await c.t.app.inject({ method: 'GET', url: '/api/admin/books/', headers: c.mod });
    expect(list.json<{ count: number }>().count).toBe(1);
  });
});

/**
 * Books (SPEC.md sections 2 and 7): the list, the download counter (404 `{detail}` for a missing
 * id), and the PDF and cover files with their headers and range requests; on each database kind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOK_LANGUAGES } from '@nikah/shared';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';

interface Book {
  id: number;
  title: string;
  author: string;
  language: string;
  cover: string;
  pdf: string;
  download_count: number;
}

describe.each(DATABASE_KINDS)('books on %s', (kind) => {
  let t: TestApp;
  let books: Book[];
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 1 });
    books = (await get('/api/book/list/')).json<Book[]>();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('lists books of every language, each with a cover, a PDF and a download count', async () => {
    const res = await get('/api/book/list');
    expect(res.statusCode).toBe(200);
    expect(res.json<Book[]>()).toEqual(books);
    expect(books.length).toBeGreaterThanOrEqual(BOOK_LANGUAGES.length);
    expect(new Set(books.map((b) => b.language))).toEqual(new Set(BOOK_LANGUAGES));
    for (const b of books) {
      expect(b.title.length).toBeGreaterThan(0);
      expect(b.author.length).toBeGreaterThan(0);
      expect(b.cover).toBe(`/api/media/books/${b.id}/cover`);
      expect(b.pdf).toBe(`/api/media/books/${b.id}/pdf`);
      expect(b.download_count).toBeGreaterThanOrEqual(0);
    }
  });

  it('counts a download, answers the new count and the PDF, and the list shows it', async () => {
    const book = books[0]!;
    const first = await get(`/api/book/increase-book-counter/${book.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({ id: book.id, download_count: book.download_count + 1, pdf: book.pdf });
    const second = await get(`/api/book/increase-book-counter/${book.id}/`);
    expect(second.json<Book>().download_count).toBe(book.download_count + 2);
    const listed = (await get('/api/book/list/')).json<Book[]>().find((b) => b.id === book.id);
    expect(listed?.download_count).toBe(book.download_count + 2);
    // Other books are untouched.
    const other = (await get('/api/book/list/')).json<Book[]>().find((b) => b.id === books[1]!.id);
    expect(other?.download_count).toBe(books[1]!.download_count);
  });

  it('answers 404 {detail} for a missing book id and 400 for a malformed one', async () => {
    const missing = await get('/api/book/increase-book-counter/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await get(`/api/book/increase-book-counter/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json<Record<string, string[]>>())).toEqual(['id']);
    }
  });

  it('serves the PDF inline with its type, name, length and byte ranges', async () => {
    const book = books[0]!;
    const pdf = await get(book.pdf);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''.+\.pdf$/);
    expect(pdf.headers['accept-ranges']).toBe('bytes');
    expect(pdf.headers['cache-control']).toMatch(/public/);
    expect(Number(pdf.headers['content-length'])).toBe(pdf.rawPayload.length);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const size = pdf.rawPayload.length;

    const head = await get(book.pdf, { range: 'bytes=0-99' });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(head.rawPayload).toEqual(pdf.rawPayload.subarray(0, 100));
    const tail = await get(book.pdf, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(pdf.rawPayload.subarray(size - 10));
    const beyond = await get(book.pdf, { range: `bytes=${size + 10}-` });
    expect(beyond.statusCode).toBe(416);
  });

  it('serves covers as images and 404 {detail} for a missing book file', async () => {
    const cover = await get(books[0]!.cover);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toMatch(/^image\//);
    const missing = await get('/api/media/books/999999/cover');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });
  });
});

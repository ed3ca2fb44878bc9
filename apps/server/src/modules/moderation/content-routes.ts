/**
 * Content routes of the moderation console (issue 9, DESIGN.md section 3 and D13), superusers only
 * (401 visitor, 403 member, checked before the body is read), lists paginated `?page=&page_size=`
 * as `{count, results}`:
 * - `/api/admin/books/` GET, POST (multipart: title, author, language, files `cover` and `pdf`);
 *   `/api/admin/books/{id}/` POST (same, files optional: multipart forms are posted), DELETE (its files removed);
 * - `/api/admin/guideline-tags/`, `guidelines/`, `success-stories/`, `news/`, `header-messages/`:
 *   GET, POST; `{id}/` PUT, DELETE (a tag with guidelines: 409);
 * - `/api/admin/blocked-keywords/` and `groups/`: GET, POST; `{id}/` DELETE;
 * - `/api/admin/feedback/`: GET, newest first (read-only: the table has no "read" column).
 * Every write is one transaction with its audit row.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest, RawServerDefault, RouteGenericInterface } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc, count } from 'drizzle-orm';
import { z } from 'zod';
import {
  BOOK_PDF_MAX_BYTES,
  adminBookItem,
  adminFeedbackItem,
  adminGroupItem,
  adminGuidelineItem,
  adminGuidelineTagItem,
  adminHeaderMessageItem,
  adminKeywordItem,
  adminNewsItem,
  adminStoryItem,
  blockedKeywordForm,
  bookForm,
  contentPage,
  contentPageQuery,
  deletedResponse,
  groupForm,
  guidelineForm,
  guidelineTagForm,
  headerMessageForm,
  newsCardForm,
  successStoryForm,
  type ContentPageQuery,
} from '@nikah/shared';
import { feedback } from '../../db/schema';
import type { Db } from '../../db/client';
import { parseFields } from '../../lib/form-fields';
import { readMultipartForm } from '../../lib/multipart';
import { idParam } from '../../lib/params';
import { authorizeModerator } from '../policy/moderation';
import { moderatorGuard } from './guard';
import { createBook, deleteBook, listAdminBooks, updateBook, type BookFiles } from './content-books';
import {
  guidelineKind,
  guidelineTagKind,
  groupKind,
  headerMessageKind,
  keywordKind,
  newsKind,
  storyKind,
} from './content-kinds';
import {
  createContent,
  deleteContent,
  listContent,
  updateContent,
  type ContentKind,
  type IdTable,
} from './content-service';

/**
 * The body Fastify's Zod type provider gives a route whose body schema is `S`: `z.output<S>` for
 * a known schema; inside a function generic in `S`, the same (unresolved) type as `req.body`.
 */
type ProvidedBody<S extends z.ZodType> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  { body: S },
  ZodTypeProvider
>['body'];

const moderatorOf = (req: FastifyRequest) => ({ userId: authorizeModerator(req.member).userId });

/**
 * The text fields and the `cover` / `pdf` files of a book form, read with the book limits
 * (BOOK_PDF_MAX_BYTES per file, else 413; a field cut at 1 KiB is refused by the form's lengths).
 * A body that is not multipart has no fields.
 */
async function readBookUpload(
  req: FastifyRequest,
): Promise<{ fields: Record<string, string>; files: BookFiles }> {
  return readMultipartForm(req, {
    files: ['cover', 'pdf'],
    fields: Object.keys(bookForm.shape),
    limits: { fileBytes: BOOK_PDF_MAX_BYTES, files: 2, fields: 6, parts: 8, fieldBytes: 1024 },
  });
}

/** Feedback messages, newest first (read-only). */
async function listFeedback(db: Db, page: ContentPageQuery) {
  const [total] = await db.select({ n: count() }).from(feedback);
  const rows = await db
    .select()
    .from(feedback)
    .orderBy(desc(feedback.createdOn), desc(feedback.id))
    .limit(page.page_size)
    .offset((page.page - 1) * page.page_size);
  return {
    count: total?.n ?? 0,
    results: rows.map((r) => ({
      id: r.id,
      category: r.category,
      name: r.name,
      gender: r.gender,
      mobile: r.mobile,
      email: r.email,
      location: r.location,
      description: r.description,
      created_on: r.createdOn.toISOString(),
    })),
  };
}

export async function contentAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['admin-content'];
  const idParams = z.object({ id: idParam });

  /**
   * GET list, POST create, optionally PUT update, DELETE of one simple kind under `/admin/<path>/`,
   * typed by the Zod type provider: the kind takes the body the provider gives for `form`
   * (`ProvidedBody`, which is `z.output` of it once `form` is known) and gives `item`s.
   */
  function simpleKind<T extends IdTable, S extends z.ZodType, O extends z.ZodType>(
    path: string,
    kind: ContentKind<T, ProvidedBody<S>, z.output<O>>,
    form: S,
    item: O,
    opts: { update: boolean },
  ) {
    // The provider cannot match a generic item to a generic response schema (a list of them it
    // can): the saved item's schema is given as any schema; the kind's toItem types the item.
    const saved: z.ZodType = item;
    r.get(
      `/admin/${path}/`,
      {
        onRequest: moderatorGuard,
        schema: { tags, querystring: contentPageQuery, response: { 200: contentPage(item) } },
      },
      async (req) => listContent(db(), kind, req.query),
    );
    r.post(
      `/admin/${path}/`,
      { onRequest: moderatorGuard, schema: { tags, body: form, response: { 201: saved } } },
      async (req, reply) =>
        reply.status(201).send(await createContent(db(), kind, moderatorOf(req), req.body)),
    );
    if (opts.update) {
      r.put(
        `/admin/${path}/:id/`,
        {
          onRequest: moderatorGuard,
          schema: { tags, params: idParams, body: form, response: { 200: saved } },
        },
        async (req) => updateContent(db(), kind, moderatorOf(req), req.params.id, req.body),
      );
    }
    r.delete(
      `/admin/${path}/:id/`,
      { onRequest: moderatorGuard, schema: { tags, params: idParams, response: { 200: deletedResponse } } },
      async (req) => {
        await deleteContent(db(), kind, moderatorOf(req), req.params.id);
        return { id: req.params.id };
      },
    );
  }

  simpleKind('guideline-tags', guidelineTagKind, guidelineTagForm, adminGuidelineTagItem, { update: true });
  simpleKind('guidelines', guidelineKind, guidelineForm, adminGuidelineItem, { update: true });
  simpleKind('success-stories', storyKind, successStoryForm, adminStoryItem, { update: true });
  simpleKind('news', newsKind, newsCardForm, adminNewsItem, { update: true });
  simpleKind('header-messages', headerMessageKind, headerMessageForm, adminHeaderMessageItem, {
    update: true,
  });
  simpleKind('blocked-keywords', keywordKind, blockedKeywordForm, adminKeywordItem, { update: false });
  simpleKind('groups', groupKind, groupForm, adminGroupItem, { update: false });

  const bookDescription =
    'multipart/form-data: fields `title`, `author`, `language` (english, urdu or hindi); files `cover` ' +
    '(JPEG, PNG, WebP or GIF, at most 8 MB, re-encoded) and `pdf` (a PDF, at most 20 MB)';
  r.get(
    '/admin/books/',
    {
      onRequest: moderatorGuard,
      schema: { tags, querystring: contentPageQuery, response: { 200: contentPage(adminBookItem) } },
    },
    async (req) => listAdminBooks(db(), req.query),
  );
  r.post(
    '/admin/books/',
    {
      onRequest: moderatorGuard,
      schema: {
        tags,
        description: `${bookDescription}; both files required.`,
        response: { 201: adminBookItem },
      },
    },
    async (req, reply) => {
      const by = moderatorOf(req);
      const { fields, files } = await readBookUpload(req);
      const form = parseFields(bookForm, fields);
      const book = await createBook({ db: db(), storage: app.deps.storage }, by, form, files);
      return reply.status(201).send(book);
    },
  );
  r.post(
    '/admin/books/:id/',
    {
      onRequest: moderatorGuard,
      schema: {
        tags,
        description: `${bookDescription}; a file left out is kept.`,
        params: idParams,
        response: { 200: adminBookItem },
      },
    },
    async (req) => {
      const by = moderatorOf(req);
      const { fields, files } = await readBookUpload(req);
      const form = parseFields(bookForm, fields);
      return updateBook({ db: db(), storage: app.deps.storage }, by, req.params.id, form, files);
    },
  );
  r.delete(
    '/admin/books/:id/',
    { onRequest: moderatorGuard, schema: { tags, params: idParams, response: { 200: deletedResponse } } },
    async (req) => {
      await deleteBook({ db: db(), storage: app.deps.storage }, moderatorOf(req), req.params.id);
      return { id: req.params.id };
    },
  );

  r.get(
    '/admin/feedback/',
    {
      onRequest: moderatorGuard,
      schema: { tags, querystring: contentPageQuery, response: { 200: contentPage(adminFeedbackItem) } },
    },
    async (req) => listFeedback(db(), req.query),
  );
}

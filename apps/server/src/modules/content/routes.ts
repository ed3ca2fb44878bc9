/**
 * Content calls of SPEC.md section 7: `GET /api/book/list/`, `book/increase-book-counter/{id}`,
 * `configs/guidelines-tags/`, `configs/guidelines/{tagId}`, `configs/all-guidelines`,
 * `configs/blogs`, `configs/success-stories/`; and `configs/about-videos/` (the five videos of the
 * about page, SPEC.md section 1). Lists are public; a missing id answers 404 `{detail}`. The book
 * and guideline lists are the same for everyone: cached briefly with an ETag (lib/http-cache.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aboutVideoItem,
  blogItem,
  bookCounterResponse,
  bookItem,
  guidelineItem,
  guidelineTagItem,
  successStoryItem,
  msg,
} from '@nikah/shared';
import { detailError } from '../../lib/errors';
import { sendShared } from '../../lib/http-cache';
import { idParam } from '../../lib/params';
import * as svc from './service';

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  r.get(
    '/book/list/',
    { schema: { tags: ['content'], response: { 200: z.array(bookItem) } } },
    async (req, reply) => sendShared(req, reply, () => svc.listBooks(db())),
  );
  r.get(
    '/book/increase-book-counter/:id',
    {
      schema: {
        tags: ['content'],
        summary: "Adds one to a book's download count; the web app then opens the PDF.",
        params: z.object({ id: idParam }),
        response: { 200: bookCounterResponse },
      },
    },
    async (req, reply) => {
      const counted = await svc.countBookDownload(db(), req.params.id);
      if (!counted) throw detailError(404, msg('notFound'));
      // The book list shows the count: the next reader gets it fresh.
      app.publicCache.clear('/api/book/');
      reply.header('Cache-Control', 'no-store');
      return counted;
    },
  );
  r.get(
    '/configs/about-videos/',
    { schema: { tags: ['content'], response: { 200: z.array(aboutVideoItem) } } },
    async () => svc.aboutVideos(db()),
  );
  r.get(
    '/configs/guidelines-tags/',
    { schema: { tags: ['content'], response: { 200: z.array(guidelineTagItem) } } },
    async (req, reply) => sendShared(req, reply, () => svc.listGuidelineTags(db())),
  );
  r.get(
    '/configs/guidelines/:tagId',
    {
      schema: {
        tags: ['content'],
        params: z.object({ tagId: idParam }),
        response: { 200: z.array(guidelineItem) },
      },
    },
    async (req, reply) =>
      sendShared(req, reply, async () => {
        const tags = await svc.listGuidelineTags(db());
        if (!tags.some((t) => t.id === req.params.tagId)) throw detailError(404, msg('notFound'));
        return svc.listGuidelines(db(), req.params.tagId);
      }),
  );
  r.get(
    '/configs/all-guidelines',
    { schema: { tags: ['content'], response: { 200: z.array(guidelineItem) } } },
    async (req, reply) => sendShared(req, reply, () => svc.listGuidelines(db())),
  );
  r.get('/configs/blogs', { schema: { tags: ['content'], response: { 200: z.array(blogItem) } } }, async () =>
    svc.listBlogs(db()),
  );
  r.get(
    '/configs/success-stories/',
    { schema: { tags: ['content'], response: { 200: z.array(successStoryItem) } } },
    async () => svc.listSuccessStories(db()),
  );
}

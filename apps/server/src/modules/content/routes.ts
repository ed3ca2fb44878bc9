/**
 * Content calls of SPEC.md section 7: `GET /api/book/list/`, `configs/guidelines-tags/`,
 * `configs/guidelines/{tagId}`, `configs/all-guidelines`, `configs/blogs`, `configs/success-stories/`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogItem, bookItem, guidelineItem, guidelineTagItem, MSG, successStoryItem } from '@nikah/shared';
import { detailError } from '../../lib/errors';
import * as svc from './service';

const idParam = z.coerce.number().int().positive().max(2_147_483_647);

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  r.get('/book/list/', { schema: { tags: ['content'], response: { 200: z.array(bookItem) } } }, async () =>
    svc.listBooks(db()),
  );
  r.get(
    '/configs/guidelines-tags/',
    { schema: { tags: ['content'], response: { 200: z.array(guidelineTagItem) } } },
    async () => svc.listGuidelineTags(db()),
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
    async (req) => {
      const tags = await svc.listGuidelineTags(db());
      if (!tags.some((t) => t.id === req.params.tagId)) throw detailError(404, MSG.notFound);
      return svc.listGuidelines(db(), req.params.tagId);
    },
  );
  r.get(
    '/configs/all-guidelines',
    { schema: { tags: ['content'], response: { 200: z.array(guidelineItem) } } },
    async () => svc.listGuidelines(db()),
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

/**
 * Public media: generated avatars (`/api/media/avatar/{seed}?g=Male|Female&v=<version>`, SVG, kept a
 * year at the current drawing's version) and book files
 * (`/api/media/books/{id}/cover|pdf`, with range requests; the cover also resized with
 * `?w=<IMAGE_WIDTHS>&fmt=avif|webp|jpeg`, lib/image-variants.ts). Member photos are not served
 * here: they are private (DESIGN.md D5).
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GENDERS, IMAGE_MIME, keyed, msg } from '@nikah/shared';
import { detailError } from '../../lib/errors';
import { idParam } from '../../lib/params';
import { AVATAR_VERSION, renderAvatarSvg } from '../../lib/avatar';
import { imageSizeFields, imageVariant, variantSpec } from '../../lib/image-variants';
import { findBook } from '../content/service';

const DAY_SECONDS = 24 * 3600;
const YEAR_SECONDS = 365 * DAY_SECONDS;

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/media/avatar/:seed',
    {
      schema: {
        tags: ['media'],
        params: z.object({
          seed: z.string().refine((s) => /^[A-Za-z0-9_-]{1,40}$/.test(s), keyed(msg('invalidValue'))),
        }),
        querystring: z.object({ g: z.enum(GENDERS).default('Male'), v: z.string().max(40).optional() }),
      },
    },
    async (req, reply) =>
      reply
        .type('image/svg+xml')
        // The URL names the drawing's version (profiles/card.ts): that answer never changes.
        .header(
          'Cache-Control',
          req.query.v === AVATAR_VERSION
            ? `public, max-age=${YEAR_SECONDS}, immutable`
            : `public, max-age=${DAY_SECONDS}`,
        )
        .send(renderAvatarSvg(req.params.seed, req.query.g)),
  );

  r.get(
    '/media/books/:id/:file',
    {
      schema: {
        tags: ['media'],
        params: z.object({
          id: idParam,
          file: z.enum(['cover', 'pdf']),
        }),
        querystring: z.object(imageSizeFields),
      },
    },
    async (req, reply) => {
      const book = await findBook(app.deps.database.db, req.params.id);
      if (!book) throw detailError(404, msg('notFound'));
      const key = req.params.file === 'pdf' ? book.pdfKey : book.coverKey;
      // A PDF has no resized copies: `w`/`fmt` only apply to the cover.
      const size = req.params.file === 'cover' ? variantSpec(req.query) : null;
      const file = size
        ? await imageVariant(app.deps.storage, key, size)
        : await app.deps.storage.locate(key);
      if (!file) throw detailError(404, msg('notFound'));
      reply.header('Cache-Control', `public, max-age=${DAY_SECONDS}`);
      if (size) reply.type(IMAGE_MIME[size.format]);
      if (req.params.file === 'pdf') {
        const name = `${book.title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'book'}.pdf`;
        reply.header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`);
      }
      // sendFile would put its own Cache-Control (max-age=0) over ours.
      return reply.sendFile(path.basename(file), path.dirname(file), { cacheControl: false });
    },
  );
}

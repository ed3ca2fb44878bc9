/**
 * Photos (SPEC.md section 7, DESIGN.md D5); the logic lives in photos.ts and the access policy:
 * - `POST /api/profiles/upload/{user}/{index}/`: multipart field `file` into slot 0 or 1 of the
 *   caller's own profile; an empty value (or no file) empties the slot.
 * - `GET /api/profiles/photo/{slug}/{index}?variant=blur|original`: the owner gets either variant;
 *   anyone else gets the blurred one of a visible profile, and the original only through a link
 *   signed for them after the captcha (`&exp=&sig=`, modules/captcha/photo-links.ts). With
 *   `&w=<IMAGE_WIDTHS>&fmt=avif|webp|jpeg` the same photo resized (lib/image-variants.ts), under
 *   the same rules.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_MIME, PHOTO_SLOTS, photoUploadResponse } from '@nikah/shared';
import { readMultipartForm } from '../../lib/multipart';
import { idParam, slugParam } from '../../lib/params';
import { imageSizeFields, variantSpec } from '../../lib/image-variants';
import { accountLimits } from '../../lib/rate-limit';
import { authenticate, identify, memberOf } from '../../plugins/auth';
import { authorize } from '../policy';
import { ownPhotos, photoFile, replacePhoto } from './photos';

const slotParam = z.coerce
  .number()
  .int()
  .min(0)
  .max(PHOTO_SLOTS - 1);

/**
 * The bytes of the multipart field `file` (within the app's limits: 8 MB), or null for an empty
 * value or no file at all.
 */
async function uploadedFile(req: FastifyRequest): Promise<Buffer | null> {
  const form = await readMultipartForm(req, { files: ['file'], fields: [] });
  return form.files.file ?? null;
}

export async function photoRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const limits = accountLimits(app.deps.config);

  r.post(
    '/profiles/upload/:user/:index/',
    {
      onRequest: [authenticate],
      config: { rateLimit: limits.uploads },
      schema: {
        tags: ['accounts'],
        description:
          'multipart/form-data with field `file` (JPEG, PNG, WebP or GIF, at most 8 MB); an empty ' +
          '`file` value or no file empties the slot. `user` is your profile id, `index` 0 or 1.',
        params: z.object({ user: idParam, index: slotParam }),
        response: { 200: photoUploadResponse },
      },
    },
    async (req) => {
      authorize(memberOf(req), 'actAs', { profileId: req.params.user });
      const upload = await uploadedFile(req);
      await replacePhoto({ db: db(), storage: app.deps.storage }, req.params.user, req.params.index, upload);
      return ownPhotos(db(), req.params.user);
    },
  );

  r.get(
    '/profiles/photo/:slug/:index',
    {
      onRequest: [identify],
      schema: {
        tags: ['accounts'],
        description:
          'A stored photo (JPEG). `variant=original` for the owner, or for the member a captcha ' +
          'link (`exp`, `sig`) was signed for until `exp`; `variant=pending` (a new photo awaiting ' +
          'approval) for the owner only, 404 for anyone else; `v` is ignored (cache key). `w` and ' +
          '`fmt` (both or neither) ask for the photo at that width in AVIF, WebP or JPEG.',
        params: z.object({ slug: slugParam, index: slotParam }),
        querystring: z.object({
          variant: z.enum(['blur', 'original', 'pending']).default('blur'),
          v: z.string().max(64).optional(),
          exp: z.coerce.number().int().positive().max(1e11).optional(),
          sig: z.string().max(128).optional(),
          ...imageSizeFields,
        }),
      },
    },
    async (req, reply) => {
      const { w, fmt, ...query } = req.query;
      const size = variantSpec({ w, fmt }) ?? undefined;
      const { file, cacheControl } = await photoFile(
        {
          db: db(),
          storage: app.deps.storage,
          key: app.deps.serverKey,
          now: app.deps.now(),
        },
        req.member,
        { ...req.params, ...query, size },
      );
      reply.type(size ? IMAGE_MIME[size.format] : 'image/jpeg').header('Content-Disposition', 'inline');
      // sendFile sets its own Cache-Control unless told not to; ours depends on the variant.
      return reply.header('Cache-Control', cacheControl).sendFile(path.basename(file), path.dirname(file), {
        cacheControl: false,
      });
    },
  );
}

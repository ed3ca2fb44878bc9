/**
 * Photos (SPEC.md section 7, DESIGN.md D5):
 * - `POST /api/profiles/upload/{user}/{index}/`: multipart field `file` into slot 0 or 1 of the
 *   caller's own profile; an empty value (or no file) empties the slot.
 * - `GET /api/profiles/photo/{slug}/{index}?variant=blur|original`: the owner gets either variant;
 *   anyone else gets the blurred one of a visible profile, and the original only through a link
 *   signed for them after the captcha (`&exp=&sig=`, modules/captcha/photo-links.ts).
 */
import fsp from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ACCOUNT_MSG, MSG, PHOTO_SLOTS, photoUploadResponse } from '@nikah/shared';
import { profiles } from '../../db/schema';
import { detailError } from '../../lib/errors';
import { accountLimits } from '../../lib/rate-limit';
import { authenticate, identify, memberOf } from '../../plugins/auth';
import { photoLinkValid } from '../captcha/photo-links';
import { cardThumbnail } from '../profiles/card';
import { blurKeyOf, photoUrl } from '../profiles/photos';
import { isVisible } from './detail';
import { replacePhoto } from './photos';

const slotParam = z.coerce
  .number()
  .int()
  .min(0)
  .max(PHOTO_SLOTS - 1);

/** The bytes of the multipart field `file`, or null for an empty value or no file at all. */
async function uploadedFile(req: FastifyRequest): Promise<Buffer | null> {
  if (!req.isMultipart()) return null;
  let data: Buffer | null = null;
  for await (const part of req.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname === 'file' && data === null) data = await part.toBuffer();
    else part.file.resume();
  }
  return data;
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
        params: z.object({ user: z.coerce.number().int().positive().max(2_147_483_647), index: slotParam }),
        response: { 200: photoUploadResponse },
      },
    },
    async (req) => {
      const member = memberOf(req);
      if (member.profileId === null || member.profileId !== req.params.user) {
        throw detailError(403, ACCOUNT_MSG.forbidden);
      }
      const upload = await uploadedFile(req);
      await replacePhoto({ db: db(), storage: app.deps.storage }, req.params.user, req.params.index, upload);
      const [p] = await db()
        .select({
          slug: profiles.slug,
          gender: profiles.gender,
          avatarSeed: profiles.avatarSeed,
          photo1: profiles.photo1,
          photo2: profiles.photo2,
        })
        .from(profiles)
        .where(eq(profiles.id, req.params.user));
      if (!p) throw detailError(404, ACCOUNT_MSG.noProfile);
      const photo1 = photoUrl(p.slug, 0, p.photo1, 'original');
      const photo2 = photoUrl(p.slug, 1, p.photo2, 'original');
      return {
        status: 'Done' as const,
        photo_1: photo1,
        photo_2: photo2,
        thumbnail: photo1 ?? photo2 ?? cardThumbnail(p),
      };
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
          'link (`exp`, `sig`) was signed for until `exp`; `v` is ignored (cache key).',
        params: z.object({ slug: z.string().min(1).max(120), index: slotParam }),
        querystring: z.object({
          variant: z.enum(['blur', 'original']).default('blur'),
          v: z.string().max(64).optional(),
          exp: z.coerce.number().int().positive().max(1e11).optional(),
          sig: z.string().max(128).optional(),
        }),
      },
    },
    async (req, reply) => {
      const [p] = await db().select().from(profiles).where(eq(profiles.slug, req.params.slug)).limit(1);
      const owner = p !== undefined && req.member !== null && req.member.profileId === p.id;
      if (!p || (!owner && !isVisible(p))) throw detailError(404, MSG.notFound);
      const key = req.params.index === 0 ? p.photo1 : p.photo2;
      if (!key) throw detailError(404, MSG.notFound);
      if (req.query.variant === 'original' && !owner) {
        const link = {
          slug: p.slug,
          viewerUserId: req.member?.userId ?? null,
          exp: req.query.exp,
          sig: req.query.sig,
        };
        if (!photoLinkValid(app.deps.serverKey, link, app.deps.clock?.() ?? new Date())) {
          throw detailError(403, ACCOUNT_MSG.forbidden);
        }
      }
      const file = await app.deps.storage.locate(req.query.variant === 'blur' ? blurKeyOf(key) : key);
      if (!file) throw detailError(404, MSG.notFound);
      return reply
        .type('image/jpeg')
        .header(
          'Cache-Control',
          req.query.variant === 'original' ? 'private, no-cache' : 'private, max-age=86400',
        )
        .header('Content-Disposition', 'inline')
        .send(await fsp.readFile(file));
    },
  );
}

/**
 * `POST /api/profiles/upload/{user}/docs/` (SPEC.md section 7, DESIGN.md D2 and D12): the owner
 * uploads a verification document (multipart field `verification_docs`); documents.ts holds the
 * rules. `{user}` must be the session's profile id (403 otherwise).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verificationUploadResponse } from '@nikah/shared';
import { idParam } from '../../lib/params';
import { accountLimits } from '../../lib/rate-limit';
import { authenticate, memberOf } from '../../plugins/auth';
import { authorize } from '../policy';
import { readMultipart } from '../reports/multipart';
import { DOCUMENT_FIELD, uploadDocument } from './documents';

export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = accountLimits(app.deps.config);

  r.post(
    '/profiles/upload/:user/docs/',
    {
      onRequest: [authenticate],
      config: { rateLimit: limits.uploads },
      schema: {
        tags: ['accounts'],
        description:
          'multipart/form-data with field `verification_docs`: a PNG, GIF or JPEG image (by ' +
          'content, at most 8 MB). `user` is your profile id. Sets verification_status to In ' +
          'Process; refused (409) while a document is In Process or the profile is Verified, ' +
          'allowed again after Rejected. The document is never served to members.',
        params: z.object({ user: idParam }),
        response: { 200: verificationUploadResponse },
      },
    },
    async (req) => {
      const profileId = authorize(memberOf(req), 'actAs', { profileId: req.params.user });
      const upload = await readMultipart(req, DOCUMENT_FIELD, []);
      return uploadDocument({ db: app.deps.database.db, storage: app.deps.storage }, profileId, upload.file);
    },
  );
}

/**
 * `POST /api/profiles/report-profile/` (SPEC.md section 7, DESIGN.md D11): a Verified member
 * reports another visible profile with a reason and an evidence image; the logic is in
 * service.ts and the access rule in the policy (member-actions.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg, reportForm, reportResponse } from '@nikah/shared';
import { fieldError } from '../../lib/errors';
import { slugParam } from '../../lib/params';
import { authenticate, memberOf } from '../../plugins/auth';
import { reportLimit } from '../policy/limits';
import { parseFields } from '../../lib/form-fields';
import { readMultipart } from './multipart';
import { reportProfile } from './service';

const FIELDS = ['reason', 'other_reason', 'user_slug', 'user-slug'] as const;

export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perMember = reportLimit(app);

  r.post(
    '/profiles/report-profile/',
    {
      onRequest: [authenticate],
      preHandler: [perMember],
      schema: {
        tags: ['accounts'],
        description:
          'multipart/form-data: `reason` (one of REPORT_REASONS), `other_reason` (required for ' +
          "'Other', at most 2000 characters), `file` (the evidence image: JPEG, PNG, WebP or GIF by " +
          'content, at most 8 MB) and `user_slug` (or `user-slug`), the reported profile. Only a ' +
          'Verified member may report (403 otherwise); not oneself; one report per profile (409). ' +
          'The evidence is kept privately for moderators. At most ' +
          'RATE_LIMIT_REPORTS_PER_MEMBER_PER_DAY (default 10) reports per member per 24 hours.',
        response: { 200: reportResponse },
      },
    },
    async (req) => {
      const upload = await readMultipart(req, 'file', FIELDS);
      const slugText = upload.fields.user_slug ?? upload.fields['user-slug'];
      const slug = slugParam.safeParse(slugText ?? '');
      if (!slug.success) throw fieldError('user_slug', msg('required'));
      const form = parseFields(reportForm, upload.fields);
      return reportProfile({ db: app.deps.database.db, storage: app.deps.storage }, memberOf(req), {
        slug: slug.data,
        form,
        evidence: upload.file,
      });
    },
  );
}

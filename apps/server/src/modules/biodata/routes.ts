/**
 * `GET /api/profiles/pdf/{slug}?lang=en|hi|ur` (SPEC.md section 7, "slug encoded twice"): the
 * bio-data PDF of a profile for a signed-in member (owner or not; visitors get 401), as an
 * attachment `biodata-<profile_code>.pdf`. The rules are in service.ts; the printer (lib/pdf.ts)
 * is made here, launched on the first request and closed with the app. Limited per member
 * (RATE_LIMIT_BIODATA_PER_MEMBER_PER_HOUR) and per address (the detail's per-address limit).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INTERFACE_LANGUAGES, msg } from '@nikah/shared';
import { detailError } from '../../lib/errors';
import { slugParam } from '../../lib/params';
import { pdfPrinter } from '../../lib/pdf';
import { HOUR_MS } from '../../lib/time';
import { authenticate, memberOf } from '../../plugins/auth';
import { detailLimits, memberLimit } from '../policy/limits';
import { biodataPdf } from './service';

const LANGS = INTERFACE_LANGUAGES.map((l) => l.code) as [
  (typeof INTERFACE_LANGUAGES)[number]['code'],
  ...(typeof INTERFACE_LANGUAGES)[number]['code'][],
];

/**
 * The slug of a path the client encoded twice: Fastify decoded it once, this decodes it again.
 * Throws 400 `malformedUrl` for an encoding that does not decode, and 404 `noProfile` for what
 * cannot be a slug (the answer for an unknown profile).
 */
export function slugFromTwiceEncoded(once: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(once);
  } catch {
    throw detailError(400, msg('malformedUrl'));
  }
  const slug = slugParam.safeParse(decoded);
  if (!slug.success) throw detailError(404, msg('noProfile'));
  return slug.data;
}

export async function biodataRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const c = app.deps.config;
  const printer = pdfPrinter({
    executablePath: c.CHROMIUM_PATH,
    concurrency: c.PDF_CONCURRENCY,
    timeoutMs: c.PDF_TIMEOUT_MS,
  });
  app.addHook('onClose', () => printer.close());
  const perMember = memberLimit(app, 'biodata', c.RATE_LIMIT_BIODATA_PER_MEMBER_PER_HOUR, HOUR_MS);

  r.get(
    '/profiles/pdf/:slug',
    {
      onRequest: [authenticate],
      preHandler: [perMember],
      config: { rateLimit: detailLimits(app).perIp },
      schema: {
        tags: ['accounts'],
        description:
          'The bio-data PDF (A4) of a profile, as an attachment `biodata-<profile_code>.pdf`. The ' +
          'slug is encoded twice (`encodeURIComponent(encodeURIComponent(slug))`); one that does ' +
          'not decode gives 400. `lang` (en, hi, ur; default en) picks the language of the labels. ' +
          'Signed-in members only (401 otherwise); a profile the caller may not see gives 404. ' +
          'The owner gets contact details and original photos; others get blurred photos, and ' +
          "contact details only when a proposal exists between them and the owner's contact " +
          'rules allow it now (then logged like "Show contact"). At most ' +
          'RATE_LIMIT_BIODATA_PER_MEMBER_PER_HOUR (default 30) per member per hour, then 429; 503 ' +
          'when printing takes longer than PDF_TIMEOUT_MS.',
        params: z.object({ slug: z.string().min(1).max(400) }),
        querystring: z.object({ lang: z.enum(LANGS).default('en') }),
      },
    },
    async (req, reply) => {
      const slug = slugFromTwiceEncoded(req.params.slug);
      const { filename, pdf } = await biodataPdf(
        {
          db: app.deps.database.db,
          storage: app.deps.storage,
          printer,
          now: app.deps.now(),
          contactRevealCap: c.CONTACT_REVEALS_PER_DAY,
        },
        memberOf(req),
        slug,
        req.query.lang,
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
}

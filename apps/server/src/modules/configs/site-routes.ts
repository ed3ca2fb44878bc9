/**
 * `GET /api/configs/site/` (our addition, issue 15): the service's own contact details from the
 * configuration (SITE_* settings of config.ts), `null` for each one left unset. The web app's
 * footer, Contact us and share dialogs show them; nothing else of the configuration is exposed.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteContacts, type SiteContacts } from '@nikah/shared';
import type { Config } from '../../config';

/** Browsers and proxies may reuse the answer this long (seconds); a change shows within it. */
const SITE_MAX_AGE_S = 300;

/** The contact details of `config`, as the web app reads them. */
export function siteContactsOf(config: Config): SiteContacts {
  return {
    whatsapp: config.SITE_WHATSAPP ?? null,
    email: config.SITE_EMAIL ?? null,
    youtube: config.SITE_YOUTUBE_URL ?? null,
    facebook: config.SITE_FACEBOOK_URL ?? null,
    instagram: config.SITE_INSTAGRAM_URL ?? null,
    play_store: config.SITE_PLAY_STORE_URL ?? null,
    app_store: config.SITE_APP_STORE_URL ?? null,
    site_url: config.SITE_URL ?? null,
  };
}

/** Registers `GET /configs/site/`. */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const contacts = siteContactsOf(app.deps.config);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/configs/site/',
    {
      schema: {
        tags: ['configs'],
        summary: "The service's own contact details (null when not configured).",
        response: { 200: siteContacts },
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', `public, max-age=${SITE_MAX_AGE_S}`);
      return contacts;
    },
  );
}

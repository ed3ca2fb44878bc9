/**
 * `GET /api/home/`: everything the home page of SPEC.md section 1 shows, in one round trip for
 * slow connections (ticker, counts, video, carousels, ten random guidelines and books). The same
 * for everyone, so cached briefly with an ETag (lib/http-cache.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HOME_CAROUSEL_ITEMS, HOME_RANDOM_ITEMS, homeResponse } from '@nikah/shared';
import { listHeaderMessages, partnerFoundCount } from '../configs/service';
import { listSuccessStories, randomBooks, randomGuidelines, storyForCarousel } from '../content/service';
import { countVisibleProfiles } from '../reference/service';
import { listNewProfiles } from '../profiles/service';
import { sendShared } from '../../lib/http-cache';
import { homeVideo } from './service';

export async function homeRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/home/', { schema: { tags: ['home'], response: { 200: homeResponse } } }, async (req, reply) =>
      sendShared(req, reply, async () => {
        const db = app.deps.database.db;
        const [messages, total, partners, video, newProfiles, stories, guidelines, books] = await Promise.all(
          [
            listHeaderMessages(db),
            countVisibleProfiles(db),
            partnerFoundCount(db),
            homeVideo(db),
            listNewProfiles(db, HOME_CAROUSEL_ITEMS),
            listSuccessStories(db, HOME_CAROUSEL_ITEMS),
            randomGuidelines(db, HOME_RANDOM_ITEMS),
            randomBooks(db, HOME_RANDOM_ITEMS),
          ],
        );
        return {
          header_messages: messages.map((m) => m.message),
          header_message_translations: messages.map((m) => m.translations),
          totalProfile: total > 0 ? total : null,
          partner_found: partners,
          video,
          new_profiles: newProfiles,
          success_stories: stories.map(storyForCarousel),
          guidelines,
          books,
        };
      }),
    );
}

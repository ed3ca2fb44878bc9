/**
 * `POST /api/configs/feedback/` (our addition: SPEC.md section 2 shows the feedback form without a
 * submit action). The body is checked with the shared `feedbackForm` schema (SPEC.md section 5:
 * all fields required, contact 10 digits, e-mail valid); bad fields answer 400 `{field: [msgs]}`.
 * A valid message is stored for moderators and answered 201 `{message}` with the thanks text.
 * Limited to RATE_LIMIT_FEEDBACK_PER_HOUR (config.ts) requests per client address per hour (429
 * `{detail}` beyond).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FEEDBACK_MSG, feedbackForm, feedbackResponse, type FeedbackForm } from '@nikah/shared';
import type { Db } from '../../db/client';
import { feedback } from '../../db/schema';
import { HOUR_MS } from '../../lib/time';

/** Stores one validated feedback message; returns its id. No address or session is kept. */
export async function saveFeedback(db: Db, form: FeedbackForm): Promise<number> {
  const [row] = await db.insert(feedback).values(form).returning({ id: feedback.id });
  return row!.id;
}

/** Registers `POST /configs/feedback/` with its per-address limit from the configuration. */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/configs/feedback/',
    {
      schema: {
        tags: ['configs'],
        summary: 'Sends a feedback message to the moderators.',
        body: feedbackForm,
        response: { 201: feedbackResponse },
      },
      config: { rateLimit: { max: app.deps.config.RATE_LIMIT_FEEDBACK_PER_HOUR, timeWindow: HOUR_MS } },
    },
    async (req, reply) => {
      await saveFeedback(app.deps.database.db, req.body);
      return reply.status(201).send({ message: FEEDBACK_MSG.thanks });
    },
  );
}

import type { FeedbackForm } from '@nikah/shared';
import { postFeedback } from '../../../lib/endpoints';

/**
 * `POST /api/configs/feedback/` with the form. Resolves on 201; throws the ApiError of lib/api with
 * the status and the parsed body otherwise (400 `{field: [messages]}`, 429 `{detail}`), status 0
 * offline.
 */
export async function sendFeedback(values: Record<keyof FeedbackForm, string>): Promise<void> {
  await postFeedback(values);
}

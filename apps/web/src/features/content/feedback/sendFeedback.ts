import type { FeedbackForm } from '@nikah/shared';
import { ApiError } from '../../../lib/api';

/**
 * `POST /api/configs/feedback/` with the form. Resolves on 201; throws an ApiError with the status
 * and the parsed body otherwise (400 `{field: [messages]}`, 429 `{detail}`), status 0 offline.
 */
export async function sendFeedback(values: Record<keyof FeedbackForm, string>): Promise<void> {
  let res: Response;
  try {
    res = await fetch('/api/configs/feedback/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(values),
    });
  } catch {
    throw new ApiError(0, 'Network error', null);
  }
  if (res.ok) return;
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  const detail =
    body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string'
      ? body.detail
      : res.statusText;
  throw new ApiError(res.status, detail, body);
}

/**
 * The answers' schemas of the notification API (full Zod), loaded by ./endpoints with the first
 * call that needs one: the bell in every member page's header imports ./endpoints, and Zod is
 * not evaluated at start for it (issue 29). Import it only with `import()` or `import type`.
 */
import { z } from 'zod';

export { notificationPage, savedSearchItem, savedSearchList } from '@nikah/shared';

/** `{ unread }` of `POST /api/notifications/read/`. */
export const unreadAnswer = z.object({ unread: z.number().int() });
/** `{ ok }` of `POST /api/push/subscriptions/`. */
export const okAnswer = z.object({ ok: z.boolean() });
/** `{ key }` of `GET /api/push/public-key/`. */
export const pushKeyAnswer = z.object({ key: z.string() });
/** An answer whose body the caller does not read (`DELETE /api/searches/{id}/`). */
export const ignoredAnswer = z.unknown();

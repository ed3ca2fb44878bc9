/**
 * Answers parsed just after hydration, written with `zod/mini` (see site.ts); their JSON schemas
 * are the ones full Zod gives. `{ count }`: the counters (SPEC.md section 7: `GET
 * /api/configs/counter/{page}`, `GET /api/configs/count/partner-found`), on every public page.
 * `{ status: 'ok' }`: `GET /api/profiles/update-last-active/`, on every page a member opens
 * (issue 29: with full Zod, it loaded every answer's schema at the start of a member's
 * server-rendered profile detail). The notification preferences: a member's first start on a
 * browser saves the interface language (`PUT /api/notifications/preferences/`, D21).
 */
import * as z from 'zod/mini';

export const countResponse = z.object({ count: z.int() });

export const lastActiveResponse = z.object({ status: z.literal('ok') });

/** `GET` and `PUT /api/notifications/preferences/` (D21; the update body is in notifications.ts). */
export const notificationPreferences = z.object({
  language: z.string(),
  time_zone: z.string(),
  quiet_hours: z.nullable(z.object({ start: z.string(), end: z.string() })),
  channels: z.object({
    push: z.record(z.string(), z.boolean()),
    email: z.record(z.string(), z.boolean()),
    sms: z.record(z.string(), z.boolean()),
  }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/**
 * Answers parsed just after hydration, written with `zod/mini` (see site.ts); their JSON schemas
 * are the ones full Zod gives. `{ count }`: the counters (SPEC.md section 7: `GET
 * /api/configs/counter/{page}`, `GET /api/configs/count/partner-found`), on every public page.
 * `{ status: 'ok' }`: `GET /api/profiles/update-last-active/`, on every page a member opens
 * (issue 29: with full Zod, it loaded every answer's schema at the start of a member's
 * server-rendered profile detail).
 */
import * as z from 'zod/mini';

export const countResponse = z.object({ count: z.int() });

export const lastActiveResponse = z.object({ status: z.literal('ok') });

/**
 * `{ count }`, the answer of the counters (SPEC.md section 7: `GET /api/configs/counter/{page}`,
 * `GET /api/configs/count/partner-found`). Written with `zod/mini` because the public pages parse it
 * just after hydration (see site.ts); its JSON schema is the one full Zod gives.
 */
import * as z from 'zod/mini';

export const countResponse = z.object({ count: z.int() });

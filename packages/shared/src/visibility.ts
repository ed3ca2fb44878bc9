/**
 * `PATCH profiles/visibility/` (DESIGN.md D16): its body and its answer, declared in the route
 * schemas. Apart from profile-update.ts, whose form rules (and the phone-number library behind
 * them) the web app's first route must not load (issue 11).
 */
import { z } from 'zod';

/** `PATCH profiles/visibility/`: hide (`false`) or show (`true`) the member's own profile. */
export const visibilityForm = z.strictObject({ is_active: z.boolean() });
export type VisibilityForm = z.output<typeof visibilityForm>;

/** The answer of `PATCH profiles/visibility/`: the profile's state after the call. */
export const visibilityResponse = z.object({ is_active: z.boolean() });
export type VisibilityResponse = z.infer<typeof visibilityResponse>;

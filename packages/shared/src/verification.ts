/**
 * Profile verification by document (SPEC.md sections 4 and 5; DESIGN.md D12): the statuses, the
 * document types (checked by content on the server) and the answer of
 * `POST /api/profiles/upload/{user}/docs/`.
 */
import { z } from 'zod';
import { VERIFICATION_STATUSES } from './verification-statuses';

// The statuses and rules live without Zod, so a page that only reads them does not load it.
export * from './verification-statuses';

/** The answer: the new status and SPEC.md's success message. */
export const verificationUploadResponse = z.object({
  status: z.literal('Done'),
  message: z.string(),
  verification_status: z.enum(VERIFICATION_STATUSES),
});
export type VerificationUploadResponse = z.infer<typeof verificationUploadResponse>;

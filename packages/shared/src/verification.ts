/**
 * Profile verification by document (SPEC.md sections 4 and 5; DESIGN.md D12): the statuses, the
 * document types (checked by content on the server) and the answer of
 * `POST /api/profiles/upload/{user}/docs/`.
 */
import { z } from 'zod';

/** verification_status of a profile: Verified (badge), Not Verified, In Process, Rejected. */
export const VERIFICATION_STATUSES = ['Verified', 'Not Verified', 'In Process', 'Rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Image types a verification document may have (SPEC.md section 5: png, gif or jpeg). */
export const VERIFICATION_DOC_MIME_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;

/** Statuses in which a new document is refused (one is being checked, or the profile is verified). */
export const VERIFICATION_LOCKED_STATUSES: readonly VerificationStatus[] = ['In Process', 'Verified'];

/** True when a member with `status` may upload a document now (Not Verified or Rejected). */
export const mayUploadVerification = (status: string): boolean =>
  !(VERIFICATION_LOCKED_STATUSES as readonly string[]).includes(status);

/** The answer: the new status and SPEC.md's success message. */
export const verificationUploadResponse = z.object({
  status: z.literal('Done'),
  message: z.string(),
  verification_status: z.enum(VERIFICATION_STATUSES),
});
export type VerificationUploadResponse = z.infer<typeof verificationUploadResponse>;

/**
 * Profile verification's statuses, document types and the rule of who may upload (SPEC.md sections
 * 4 and 5; DESIGN.md D12). Without Zod, so that the profile page, which only reads them, does not
 * load and run schemas (issue 29); verification.ts re-exports them.
 */

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

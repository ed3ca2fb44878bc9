/**
 * The case profile presenter (issue 9 part 2; DESIGN.md section 3): the profile beside a
 * moderation case (a verification document, a report's reporter and reported profile), shared
 * `caseProfile`, inside the documents and reports pages of `/api/admin/`. It names the profile
 * and shows the state a moderator acts on (verification, block and its reason); nothing of the
 * profile's contact details or photos, which a case does not need. Moderators only: the
 * moderation guard decides that before any case is read.
 */
import type { CaseProfile } from '@nikah/shared';

/** The columns a case summary selects (`caseProfileColumnsOf`, modules/moderation/cases-shared.ts). */
export interface CaseProfileRow {
  id: number;
  profileCode: string;
  fullName: string;
  slug: string;
  verificationStatus: string;
  isBlocked: boolean;
  blockedReason: string | null;
}

/** The wire summary of case profile row `p`. */
export function presentCaseProfile(p: CaseProfileRow): CaseProfile {
  return {
    id: p.id,
    profile_code: p.profileCode,
    full_name: p.fullName,
    slug: p.slug,
    verification_status: p.verificationStatus,
    is_blocked: p.isBlocked,
    blocked_reason: p.blockedReason,
  };
}

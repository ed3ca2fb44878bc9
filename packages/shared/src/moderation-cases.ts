/**
 * Moderation cases (issue 9, DESIGN.md section 3, D11-D13): verification documents, reports and
 * deletion requests as the moderators' console reads and decides them. Superusers only; the server
 * validates its queries, bodies and answers with these schemas and the web console parses them.
 *
 * Lists take `?page=&page_size=` (moderation.ts `adminPageQuery`), a status filter and an
 * `ordering`, and answer `{count, results}`.
 */
import { z } from 'zod';
import { msg } from './messages';
import { addMessageIssue, keyed } from './zod-messages';
import { ADMIN_REMARKS_MAX, adminPage, adminPageQuery } from './moderation';

/** Status of a verification document (and of the profile's verification_status once decided). */
export const DOCUMENT_STATUSES = ['In Process', 'Verified', 'Rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** What a moderator may decide about a document. */
export const VERIFICATION_DECISIONS = ['Verified', 'Rejected'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

/** Status of a report: open until a moderator dismisses it, warns or blocks the reported member. */
export const REPORT_STATUSES = ['open', 'dismissed', 'warned', 'blocked'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** The decisions on a report, i.e. the path segment of `POST /api/admin/reports/{id}/<action>/`. */
export const REPORT_ACTIONS = ['dismiss', 'warn', 'block'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** profiles.deletion_status once set (DESIGN.md D11); a completed deletion leaves a tombstone. */
export const DELETION_STATUSES = ['requested', 'completed', 'declined'] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

/**
 * `GET /api/admin/documents/`: by status (default In Process), by submission time, oldest first
 * unless `ordering=-submitted_on`.
 */
export const documentListQuery = adminPageQuery.extend({
  status: z.enum(DOCUMENT_STATUSES).default('In Process'),
  ordering: z.enum(['submitted_on', '-submitted_on']).default('submitted_on'),
});
export type DocumentListQuery = z.input<typeof documentListQuery>;

/** `GET /api/admin/reports/`: by status (default open), oldest first unless `ordering=-created_on`. */
export const reportListQuery = adminPageQuery.extend({
  status: z.enum(REPORT_STATUSES).default('open'),
  ordering: z.enum(['created_on', '-created_on']).default('created_on'),
});
export type ReportListQuery = z.input<typeof reportListQuery>;

/**
 * `GET /api/admin/deletion-requests/`: by deletion status (default requested), by request time,
 * oldest first unless `ordering=-deletion_requested_on`.
 */
export const deletionListQuery = adminPageQuery.extend({
  status: z.enum(DELETION_STATUSES).default('requested'),
  ordering: z.enum(['deletion_requested_on', '-deletion_requested_on']).default('deletion_requested_on'),
});
export type DeletionListQuery = z.input<typeof deletionListQuery>;

/** Moderator text (remarks, a warning, a reason): trimmed, at most ADMIN_REMARKS_MAX characters. */
const remarks = z.string().trim().max(ADMIN_REMARKS_MAX);
const requiredRemarks = remarks.refine((s) => s.length > 0, keyed(msg('reasonRequired')));

/**
 * `POST /api/admin/profiles/{id}/verification/`: the decision on the profile's latest document
 * In Process. Remarks are required for Rejected (the member reads them), optional for Verified.
 */
export const verificationDecisionBody = z
  .object({ status: z.enum(VERIFICATION_DECISIONS), remarks: remarks.optional() })
  .superRefine((b, ctx) => {
    if (b.status === 'Rejected' && !b.remarks) addMessageIssue(ctx, msg('reasonRequired'), ['remarks']);
  });
export type VerificationDecisionBody = z.input<typeof verificationDecisionBody>;

/** `POST /api/admin/reports/{id}/dismiss/`: optional remarks (kept with the report). */
export const dismissReportBody = z.object({ remarks: remarks.optional() });
export type DismissReportBody = z.input<typeof dismissReportBody>;
/** `POST /api/admin/reports/{id}/warn/`: the moderator's message, sent to the reported member. */
export const warnReportBody = z.object({ message: requiredRemarks });
export type WarnReportBody = z.input<typeof warnReportBody>;
/** `POST /api/admin/reports/{id}/block/`: the reason, which login then shows to the member. */
export const blockReportBody = z.object({ reason: requiredRemarks });
export type BlockReportBody = z.input<typeof blockReportBody>;
/** `POST /api/admin/deletion-requests/{id}/decline/`: remarks shown to the profile's owner. */
export const declineDeletionBody = z.object({ remarks: requiredRemarks });
export type DeclineDeletionBody = z.input<typeof declineDeletionBody>;
/** `POST /api/admin/deletion-requests/{id}/complete/`: optional remarks for the audit log. */
export const completeDeletionBody = z.object({ remarks: remarks.optional() });
export type CompleteDeletionBody = z.input<typeof completeDeletionBody>;

/** A profile as a moderator sees it beside a case. */
export const caseProfile = z.object({
  id: z.number().int(),
  profile_code: z.string(),
  full_name: z.string(),
  slug: z.string(),
  verification_status: z.string(),
  is_blocked: z.boolean(),
  blocked_reason: z.string().nullable(),
});
export type CaseProfile = z.infer<typeof caseProfile>;

/** A verification document; `file` is the admin-only URL of the stored file, null once deleted. */
export const documentItem = z.object({
  id: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  remarks: z.string().nullable(),
  mime_type: z.string(),
  submitted_on: z.string(),
  decided_on: z.string().nullable(),
  file_deleted_on: z.string().nullable(),
  file: z.string().nullable(),
  profile: caseProfile,
});
export type DocumentItem = z.infer<typeof documentItem>;
export const documentPage = adminPage(documentItem);
export type DocumentPage = z.infer<typeof documentPage>;

/** An earlier report against the same profile. */
export const reportHistoryItem = z.object({
  id: z.number().int(),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_on: z.string(),
});
/** An earlier moderator action on the same profile (from the audit log). */
export const actionHistoryItem = z.object({
  action: z.string(),
  remarks: z.string().nullable(),
  created_on: z.string(),
});

/** A report with both profiles, the evidence link (admin-only) and the reported profile's history. */
export const reportItem = z.object({
  id: z.number().int(),
  status: z.enum(REPORT_STATUSES),
  reason: z.string(),
  text: z.string().nullable(),
  /** Admin-only URL of the evidence image, null when none is stored. */
  evidence: z.string().nullable(),
  remarks: z.string().nullable(),
  created_on: z.string(),
  decided_on: z.string().nullable(),
  reporter: caseProfile,
  reported: caseProfile,
  history: z.object({
    reports: z.array(reportHistoryItem),
    actions: z.array(actionHistoryItem),
  }),
});
export type ReportItem = z.infer<typeof reportItem>;
export const reportPage = adminPage(reportItem);
export type ReportPage = z.infer<typeof reportPage>;

/** A deletion request; `{id}` of the routes is the profile id. */
export const deletionItem = z.object({
  id: z.number().int(),
  profile_code: z.string(),
  full_name: z.string(),
  slug: z.string(),
  reason_to_delete: z.string().nullable(),
  deletion_status: z.enum(DELETION_STATUSES),
  deletion_remarks: z.string().nullable(),
  deletion_requested_on: z.string().nullable(),
  deleted_on: z.string().nullable(),
  created_on: z.string(),
});
export type DeletionItem = z.infer<typeof deletionItem>;
export const deletionPage = adminPage(deletionItem);
export type DeletionPage = z.infer<typeof deletionPage>;

/**
 * Reporting a profile (SPEC.md sections 2, 5, 7 and 8; DESIGN.md D11): the seven reasons, the
 * form both the report screen and `POST /api/profiles/report-profile/` check, and the answer.
 * 'Other' needs a text of at most REASON_TEXT_MAX characters; the evidence image is required and
 * checked by content on the server (one of PHOTO_MIME_TYPES).
 */
import { z } from 'zod';
import { REASON_TEXT_MAX } from './constants';
import { msg } from './messages';
import { addMessageIssue, keyed } from './zod-messages';

/** The reasons a member may give for a report, as SPEC.md names them (7). */
export const REPORT_REASONS = [
  'Fake profile',
  'Asking for money',
  'Inappropriate photos',
  'Abusive or disrespectful behaviour',
  'Already married or engaged',
  'Wrong information',
  'Other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reason that needs a text of its own. */
export const REPORT_OTHER_REASON: ReportReason = 'Other';

/** The free text of a reason (SPEC.md section 5): trimmed, at most REASON_TEXT_MAX characters. */
export const reasonText = z
  .string()
  .trim()
  .max(REASON_TEXT_MAX)
  .refine((s) => !s.includes('\u0000'), keyed(msg('nul')));

/**
 * The text fields of a report (multipart fields `reason` and `other_reason`): a reason among
 * REPORT_REASONS; `other_reason` required when it is 'Other' (and ignored otherwise).
 */
export const reportForm = z
  .object({ reason: z.enum(REPORT_REASONS), other_reason: reasonText.optional() })
  .superRefine((v, ctx) => {
    if (v.reason === REPORT_OTHER_REASON && !v.other_reason) {
      addMessageIssue(ctx, msg('required'), ['other_reason']);
    }
  });
export type ReportForm = z.output<typeof reportForm>;

/** `POST /api/profiles/report-profile/`: `{status: 'Done', message: 'Reported successfully.'}`. */
export const reportResponse = z.object({ status: z.literal('Done'), message: z.string() });
export type ReportResponse = z.infer<typeof reportResponse>;

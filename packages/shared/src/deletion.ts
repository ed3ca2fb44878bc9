/**
 * Requesting the deletion of one's own profile (SPEC.md sections 4, 5, 7 and 8; DESIGN.md D11):
 * the ten reasons, the body of `PATCH /api/profiles/detail/{id}/` (also the delete screen's form)
 * and the answer. The request is refused within DELETION_BLOCK_DAYS of the profile's creation.
 */
import { z } from 'zod';
import { msg } from './messages';
import { addMessageIssue } from './zod-messages';
import { reasonText } from './reports';

/** The reasons a member may give for deleting their profile, as SPEC.md names them (10). */
export const DELETE_REASONS = [
  'Marriage fixed through this site',
  'Marriage fixed elsewhere',
  'Marriage fixed by family',
  'Not getting suitable matches',
  'Too many calls or messages',
  'Privacy concerns',
  'Taking a break',
  'Created a new profile',
  'Profile created by mistake',
  'Others',
] as const;
export type DeleteReason = (typeof DELETE_REASONS)[number];

/** The reason that needs a text of its own. */
export const DELETE_OTHER_REASON: DeleteReason = 'Others';

/**
 * The body `{reason_to_delete, reason_detail?}` (also the delete screen's form): a reason among
 * DELETE_REASONS; `reason_detail` required when it is 'Others' (and ignored otherwise).
 */
export const deleteRequestBody = z
  .object({ reason_to_delete: z.enum(DELETE_REASONS), reason_detail: reasonText.optional() })
  .superRefine((v, ctx) => {
    if (v.reason_to_delete === DELETE_OTHER_REASON && !v.reason_detail) {
      addMessageIssue(ctx, msg('required'), ['reason_detail']);
    }
  });
export type DeleteRequestBody = z.output<typeof deleteRequestBody>;

/** The answer: the state of the request and SPEC.md's message. */
export const deleteRequestResponse = z.object({
  status: z.literal('Done'),
  message: z.string(),
  /** 'requested' until a moderator completes or declines it (DESIGN.md D11). */
  deletion_status: z.literal('requested'),
  reason_to_delete: z.string(),
  deletion_requested_on: z.string(),
});
export type DeleteRequestResponse = z.infer<typeof deleteRequestResponse>;

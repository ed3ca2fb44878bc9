/**
 * Guardian (wali, DESIGN.md D19; issue 10): a member invites a guardian by mobile number or e-mail;
 * the guardian accepts with a one-time code and then reads (never writes) the member's friend
 * chats. The requests and answers of `/api/guardian/`, and the limits both sides apply.
 */
import { z } from 'zod';
import { username } from './fields';
import { OTP_LENGTH } from './constants';
import { msg } from './messages';
import { keyed } from './zod-messages';
import { dbId } from './primitives';
import { chatMessage } from './realtime';

/** Most guardians a member may have at once (invited or active). */
export const GUARDIANS_MAX = 2;
/** Most guardian invitations one member may send in 24 hours. */
export const GUARDIAN_INVITES_PER_DAY = 5;
/** Most guardian invitations one mobile number or e-mail address may receive in 24 hours (all members). */
export const GUARDIAN_INVITES_PER_CONTACT_PER_DAY = 3;
/** Longest name a member gives a guardian. */
export const GUARDIAN_NAME_MAX = 50;

/** The states of an invitation: invited (code sent), active (accepted), removed. */
export const GUARDIAN_STATUSES = ['invited', 'active', 'removed'] as const;
export type GuardianStatus = (typeof GUARDIAN_STATUSES)[number];

/** `POST /api/guardian/invite`: the guardian's mobile number or e-mail (the username rule) and a name. */
export const guardianInviteForm = z.object({
  contact: username,
  name: z
    .string()
    .trim()
    .refine((s) => s.length > 0, keyed(msg('required')))
    .refine((s) => s.length <= GUARDIAN_NAME_MAX, keyed(msg('maxChars', { n: GUARDIAN_NAME_MAX }))),
});
export type GuardianInviteForm = z.output<typeof guardianInviteForm>;

/** `POST /api/guardian/accept`: the contact the invitation went to and the code it carried. */
export const guardianAcceptForm = z.object({
  contact: username,
  code: z
    .string()
    .trim()
    .refine((s) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(s), keyed(msg('otpDigits', { n: OTP_LENGTH }))),
});
export type GuardianAcceptForm = z.output<typeof guardianAcceptForm>;

/** One of the member's guardians, as the member sees it. */
export const guardianItem = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  contact: z.string(),
  status: z.enum(GUARDIAN_STATUSES),
  created_on: z.string(),
  accepted_on: z.string().nullable(),
});
export type GuardianItem = z.infer<typeof guardianItem>;

/** Answer of `GET /api/guardian/`: the member's invited and active guardians, newest first. */
export const guardianListResponse = z.object({ guardians: z.array(guardianItem), max: z.number().int() });
export type GuardianListResponse = z.infer<typeof guardianListResponse>;

/** Answer of `POST /api/guardian/invite`: the invitation (the code went to the contact only). */
export const guardianInviteResponse = z.object({ guardian: guardianItem, valid_minutes: z.number().int() });

/** Answer of `POST /api/guardian/accept`: a session for the guardian (also set as the cookie). */
export const guardianAcceptResponse = z.object({
  token: z.string(),
  /** The guardian's own profile id when the account has one, else null (a guardian-only account). */
  profile_id: z.number().int().nullable(),
  /** The guardian's own profile slug, or null. */
  slug: z.string().nullable(),
  member_name: z.string(),
});

/** A member the caller guards: the card fields a friend would see, never contact details. */
export const guardedMember = z.object({
  profile_id: z.number().int(),
  full_name: z.string(),
  slug: z.string(),
  accepted_on: z.string().nullable(),
});
export type GuardedMember = z.infer<typeof guardedMember>;

/** Answer of `GET /api/guardian/members`. */
export const guardedMembersResponse = z.object({ members: z.array(guardedMember) });
export type GuardedMembersResponse = z.infer<typeof guardedMembersResponse>;

/** `{profileId}` of the guardian's read routes. */
export const guardedMemberParams = z.object({ profileId: dbId });

/** `GET /api/guardian/members/{profileId}/messages?with=<friend>&before=<message id>`. */
export const guardianMessagesQuery = z.object({ with: dbId, before: dbId.optional() });

/** Answer of the guardian's messages: the same shape as the member's get-messages. */
export const guardianMessagesResponse = z.object({
  groupedMessages: z.record(z.string(), z.array(chatMessage)),
  has_more: z.boolean(),
});
export type GuardianMessagesResponse = z.infer<typeof guardianMessagesResponse>;

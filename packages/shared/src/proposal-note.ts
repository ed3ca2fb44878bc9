/**
 * The note of a new proposal (SPEC.md section 7, issue 34 point 8): apart from proposals.ts
 * because its contact-details check (text-safety.ts) brings libphonenumber's metadata (140 kB),
 * which the answers' schemas that the web app loads with its first API call (the profile
 * detail's relation, the proposal lists) must not carry (issue 29).
 */
import { z } from 'zod';
import { PROPOSAL_NOTE_MAX } from './proposals';
import { withoutContactDetails } from './text-safety';

/**
 * Body of `POST /api/profiles/proposal/{code}/` and the web's send form: an optional short note,
 * trimmed, at most PROPOSAL_NOTE_MAX characters and without contact details (a proposal opens no
 * contact by itself, D6); the route also refuses blocked words (a list moderators edit) and
 * marks what the scam shield matches, as for a chat message. An empty note is none (null).
 */
export const proposalSendBody = z
  .object({ note: withoutContactDetails(z.string().trim().max(PROPOSAL_NOTE_MAX)).optional() })
  .transform((v) => ({ note: v.note ? v.note : null }));
export type ProposalSendInput = z.input<typeof proposalSendBody>;

/**
 * Notices about proposals (issue 8; D21): a received proposal to its receiver, an accepted or
 * rejected one (with its reason) to its sender, through the notification service (centre, sockets,
 * push, e-mail, SMS; modules/notifications). SMS and e-mail about proposals stay at most one per
 * member per hour; links are made absolute there (SITE_URL).
 */
import type { Notices } from '../notifications/service';

/** Pages of the web app that list received and sent proposals (SPEC.md section 2). */
export const RECEIVED_PROPOSALS_PATH = '/received-proposal';
export const SENT_PROPOSALS_PATH = '/sent-proposal';

export interface NotifyDeps {
  notices: Notices;
  now: Date;
}

/** Tells account `userId` (null: nobody to tell) that they received a proposal. */
export async function notifyProposalReceived(deps: NotifyDeps, userId: number | null): Promise<void> {
  if (userId === null) return;
  await deps.notices.notify({ userId, kind: 'proposal-received', link: RECEIVED_PROPOSALS_PATH }, deps.now);
}

/** Tells account `userId` (null: nobody to tell) that their proposal was accepted or rejected. */
export async function notifyProposalDecided(
  deps: NotifyDeps,
  userId: number | null,
  decision: { status: string; message?: string | null | undefined },
): Promise<void> {
  if (userId === null) return;
  const accepted = decision.status === 'Accepted';
  await deps.notices.notify(
    {
      userId,
      kind: accepted ? 'proposal-accepted' : 'proposal-rejected',
      ...(accepted ? {} : { params: { reason: decision.message ?? '' } }),
      link: SENT_PROPOSALS_PATH,
    },
    deps.now,
  );
}

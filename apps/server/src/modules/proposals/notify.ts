/**
 * Messages about proposals (issue 8): a received proposal to its receiver, an accepted one to its
 * sender, through `notifyMember` (at most one such message per member per hour, logged). The link
 * is absolute: this site's origin (lib/site-origin.ts: SITE_URL, never from the request) and a path.
 */
import type { Db } from '../../db/client';
import type { Notifier } from '../../lib/notifier';
import { notifyMember } from '../notifications/service';

/** Pages of the web app that list received and sent proposals (SPEC.md section 2). */
export const RECEIVED_PROPOSALS_PATH = '/received-proposal';
export const SENT_PROPOSALS_PATH = '/sent-proposal';

export interface NotifyDeps {
  db: Db;
  notifier: Notifier;
  now: Date;
  /** The site's origin for links (lib/site-origin.ts `siteOrigin`). */
  siteUrl: string | undefined;
}

const linkTo = (siteUrl: string | undefined, path: string) => `${(siteUrl ?? '').replace(/\/+$/, '')}${path}`;

/** Tells account `userId` (null: nobody to tell) that they received a proposal. */
export async function notifyProposalReceived(deps: NotifyDeps, userId: number | null): Promise<void> {
  if (userId === null) return;
  await notifyMember(deps, {
    userId,
    kind: 'proposal-received',
    subject: 'New proposal',
    text: `You have received a new proposal. See it at ${linkTo(deps.siteUrl, RECEIVED_PROPOSALS_PATH)}`,
  });
}

/** Tells account `userId` (null: nobody to tell) that their proposal was accepted. */
export async function notifyProposalAccepted(deps: NotifyDeps, userId: number | null): Promise<void> {
  if (userId === null) return;
  await notifyMember(deps, {
    userId,
    kind: 'proposal-accepted',
    subject: 'Proposal accepted',
    text: `Your proposal has been accepted. See it at ${linkTo(deps.siteUrl, SENT_PROPOSALS_PATH)}`,
  });
}

/**
 * Contact details of a profile for members other than its owner (DESIGN.md D6, issue 13 defect
 * 1): never inside the profile detail; only through "Show contact"
 * (`POST /api/profiles/contact/{profile_code}/`), under the rules of the access policy
 * (`contactHiddenReason`, in the owner's time zone), at most CONTACT_REVEALS_PER_DAY a member per
 * 24 hours. Each reveal is a `contact_views` row, which the owner lists ("who viewed my number").
 * The original-photo reveals of the captcha (D5) are logged in the same table with their own cap
 * (PHOTO_REVEALS_PER_DAY), so the owner sees both and moderators can add them up.
 */
import { and, desc, eq, gt, ne, or } from 'drizzle-orm';
import {
  LOOKUP_LIMIT,
  msg,
  type ContactDetails,
  type ContactHiddenReason,
  type ContactViewsResponse,
  type MessageRef,
  type RevealKind,
} from '@nikah/shared';
import type { Db } from '../../db/client';
import { contactViews, profiles, proposals, users } from '../../db/schema';
import { detailError } from '../../lib/errors';
import type { Member } from '../auth/sessions';
import {
  authorizeNewContact,
  authorizeNotBlockedBy,
  authorizeProfile,
  authorizeTracedViewer,
  blockState,
  contactHiddenReason,
  isOwner,
  leavingState,
  ownerTimeZone,
} from '../policy';
import type { ProfileRow } from './detail';
import { DAY_MS } from '../../lib/time';

/** What the proposals between a viewer and a profile open (D6); Rejected ones count for nothing. */
export interface ProposalLinks {
  /** A proposal either way. */
  between: boolean;
  /** A proposal from the profile to the viewer. */
  fromProfile: boolean;
  /** A proposal either way that is Accepted. */
  accepted: boolean;
}

/**
 * Proposals between profiles `viewerId` and `profileId`, Rejected ones left out (D6). A viewer
 * without a profile (a guardian) has none.
 */
export async function proposalLinks(
  db: Db,
  viewerId: number | null,
  profileId: number,
): Promise<ProposalLinks> {
  if (viewerId === null) return { between: false, fromProfile: false, accepted: false };
  const rows = await db
    .select({ senderId: proposals.senderId, status: proposals.status })
    .from(proposals)
    .where(
      and(
        ne(proposals.status, 'Rejected'),
        or(
          and(eq(proposals.senderId, viewerId), eq(proposals.receiverId, profileId)),
          and(eq(proposals.senderId, profileId), eq(proposals.receiverId, viewerId)),
        ),
      ),
    );
  return {
    between: rows.length > 0,
    fromProfile: rows.some((r) => r.senderId === profileId),
    accepted: rows.some((r) => r.status === 'Accepted'),
  };
}

/**
 * Whether `member` may see the contact details of `row` now (null) or why not, with the owner's
 * zone the window is counted in. `fromProposal`: the request says `?from=proposal`.
 */
export async function contactAccess(
  db: Db,
  member: Member,
  row: ProfileRow,
  opts: { fromProposal: boolean; now: Date },
): Promise<{ reason: ContactHiddenReason | null; timeZone: string }> {
  const timeZone = ownerTimeZone(row);
  const links = await proposalLinks(db, member.profileId, row.id);
  const reason = contactHiddenReason({
    privateContact: row.privateContact,
    proposalFromProfile: links.fromProfile,
    proposalAccepted: links.accepted,
    openedFromProposal: opts.fromProposal,
    now: opts.now,
    timeZone,
  });
  return { reason, timeZone };
}

/**
 * Records one reveal of `kind` of profile `profileId` to `member`, unless `member` already had
 * `cap` reveals of that kind in the 24 hours before `now`: then throws 429 with `capMessage`.
 * Each profile counts once a day (issue 34 point 9): a profile `member` was shown in those 24
 * hours is shown again without a new row or count. The viewer's account row is locked meanwhile,
 * so parallel requests cannot pass the cap together. Returns how many reveals of that kind are
 * left. 403 for a viewer without a profile (a guardian:
 * 'guardianReadOnly'), so that no reveal is logged without a viewer the owner is shown.
 */
export async function recordReveal(
  db: Db,
  member: Member,
  profileId: number,
  kind: RevealKind,
  limit: { cap: number; capMessage: MessageRef; now: Date },
): Promise<number> {
  // Every reveal names a viewer profile the owner can see ("who viewed my number") and block.
  const viewerProfileId = authorizeTracedViewer(member);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, member.userId)).for('update');
    const since = new Date(limit.now.getTime() - DAY_MS);
    const today = and(
      eq(contactViews.viewerUserId, member.userId),
      eq(contactViews.kind, kind),
      gt(contactViews.createdOn, since),
    );
    // At most `cap` distinct profiles: one small query answers both how many and whether this one.
    const shown = await tx
      .selectDistinct({ profileId: contactViews.profileId })
      .from(contactViews)
      .where(today);
    const used = shown.length;
    if (shown.some((r) => r.profileId === profileId)) return Math.max(0, limit.cap - used);
    if (used >= limit.cap) throw detailError(429, limit.capMessage);
    await tx.insert(contactViews).values({
      viewerUserId: member.userId,
      viewerProfileId,
      profileId,
      kind,
      createdOn: limit.now,
    });
    return limit.cap - used - 1;
  });
}

/**
 * "Show contact": the contact details of profile `row` for `member`. The owner gets their own,
 * neither checked nor logged. Errors: 404 for a profile `member` may not see; 403
 * 'deletionPendingNoContact' while the viewer's own deletion is pending; 403 `{detail}` when
 * the rules hide the contact now (private contact without a proposal, or outside 08:00-22:00 in
 * the owner's zone, named in the message); 429 once `cap` reveals were made in 24 hours.
 */
export async function revealContact(
  db: Db,
  member: Member,
  row: ProfileRow | undefined,
  opts: { fromProposal: boolean; now: Date; cap: number },
): Promise<ContactDetails> {
  const p = authorizeProfile(member, row);
  const details = (revealsLeft: number | null): ContactDetails => ({
    contact_of: p.contactOf,
    contact_number: p.contactNumber,
    whatsapp_country_code: p.whatsappCountryCode,
    whatsapp_number: p.whatsappNumber,
    email: p.email,
    reveals_left: revealsLeft,
  });
  if (isOwner(member, p)) return details(null);
  authorizeNotBlockedBy(await blockState(db, member.profileId, p.id));
  authorizeNewContact(await leavingState(db, member.profileId));
  const access = await contactAccess(db, member, p, opts);
  if (access.reason === 'private') throw detailError(403, msg('contactPrivate'));
  if (access.reason === 'hours') {
    throw detailError(403, msg('contactHours', { zone: access.timeZone }));
  }
  const left = await recordReveal(db, member, p.id, 'contact', {
    cap: opts.cap,
    capMessage: msg('contactCap', { n: opts.cap }),
    now: opts.now,
  });
  return details(left);
}

/**
 * Who was shown the contact details or original photos of profile `profileId` ("who viewed my
 * number"), latest first, at most LOOKUP_LIMIT: the viewer's name, code and slug, what was shown
 * and when. Reveals to accounts without a profile are left out (there is no one to name).
 */
export async function listContactViews(db: Db, profileId: number): Promise<ContactViewsResponse> {
  const rows = await db
    .select({
      fullName: profiles.fullName,
      profileCode: profiles.profileCode,
      slug: profiles.slug,
      kind: contactViews.kind,
      createdOn: contactViews.createdOn,
    })
    .from(contactViews)
    .innerJoin(profiles, eq(profiles.id, contactViews.viewerProfileId))
    .where(eq(contactViews.profileId, profileId))
    .orderBy(desc(contactViews.createdOn), desc(contactViews.id))
    .limit(LOOKUP_LIMIT);
  return {
    results: rows.map((r) => ({
      full_name: r.fullName,
      profile_code: r.profileCode,
      slug: r.slug,
      kind: r.kind === 'photos' ? 'photos' : 'contact',
      viewed_on: r.createdOn.toISOString(),
    })),
  };
}

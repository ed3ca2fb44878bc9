/**
 * `GET /api/profiles/detail-slug/{slug}` for a member (SPEC.md sections 4, 6 and 7; DESIGN.md
 * D4-D6): the owner gets the owner view; anyone else gets the public view of a visible profile,
 * counted as a view and a visit unless `skip-update`, with contacts under the rules of contacts.ts
 * and the favourite mark.
 */
import { ACCOUNT_MSG, type ProfileDetail } from '@nikah/shared';
import type { Db } from '../../db/client';
import { detailError } from '../../lib/errors';
import type { Member } from '../auth/sessions';
import { isFavourite } from '../favourites/service';
import { recordView } from '../visitors/service';
import { contactHiddenReason, proposalLinks } from './contacts';
import { findProfileBySlug, isVisible, toOwnerDetail, toPublicDetail } from './detail';

export interface ViewOptions {
  /** `skip-update=true`: neither a view nor a visit is counted (e.g. a refresh after an edit). */
  skipUpdate: boolean;
  /** `from=proposal`: opened from a received proposal (contacts outside hours, DESIGN.md D6). */
  fromProposal: boolean;
  /** The viewer's time zone (`resolveTimeZone` of the X-Timezone header). */
  timeZone: string;
  now: Date;
}

/**
 * The detail of profile `slug` as `member` sees it. Errors: 404 `{detail: 'No Profile Found!'}`
 * for an unknown slug, and for a profile that is not visible (DESIGN.md D4) to anyone but its owner.
 */
export async function viewProfile(
  db: Db,
  member: Member,
  slug: string,
  opts: ViewOptions,
): Promise<ProfileDetail> {
  const row = await findProfileBySlug(db, slug);
  if (!row) throw detailError(404, ACCOUNT_MSG.noProfile);
  if (row.userId !== null && row.userId === member.userId) return toOwnerDetail(row, opts.now);
  if (!isVisible(row)) throw detailError(404, ACCOUNT_MSG.noProfile);
  const viewerId = member.profileId;
  const [links, favourite] = await Promise.all([
    proposalLinks(db, viewerId, row.id),
    isFavourite(db, viewerId, row.id),
    opts.skipUpdate ? undefined : recordView(db, viewerId, row.id, opts.now),
  ]);
  const reason = contactHiddenReason({
    privateContact: row.privateContact,
    proposalBetween: links.between,
    proposalFromProfile: links.fromProfile,
    openedFromProposal: opts.fromProposal,
    now: opts.now,
    timeZone: opts.timeZone,
  });
  return toPublicDetail(row, opts.now, { contactHiddenReason: reason, isFavourite: favourite });
}

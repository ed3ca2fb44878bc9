/**
 * `GET /api/profiles/detail-slug/{slug}` for a member (SPEC.md sections 4, 6 and 7; DESIGN.md
 * D4-D6): the owner gets the owner view; anyone else gets the public view of a visible profile
 * (the access policy decides), always counted as a view and a visit, with whether "Show contact"
 * would answer now, the favourite mark and the relation (proposals, block, report; a member the
 * owner blocked gets 404). Contact details never come here for a non-owner.
 */
import type { ProfileDetail } from '@nikah/shared';
import type { Db } from '../../db/client';
import type { Member } from '../auth/sessions';
import { isFavourite } from '../favourites/service';
import { relationForDetail } from '../proposals/relation';
import { authorizeProfile, isOwner } from '../policy';
import { recordView } from '../visitors/service';
import { refuseTombstone } from '../moderation/deletions-tombstone';
import { contactAccess } from './contacts';
import { presentOwnerDetail, presentPublicDetail } from '../../presenters/profile-detail';
import { findProfileBySlug } from './detail';

export interface ViewOptions {
  /** `from=proposal`: opened from a received proposal (contacts outside hours, DESIGN.md D6). */
  fromProposal: boolean;
  now: Date;
}

/**
 * The detail of profile `slug` as `member` sees it. Errors: 404 `{detail: 'No Profile Found!'}`
 * for an unknown slug, and for a profile that is not visible (DESIGN.md D4) to anyone but its owner.
 * 410 `{detail: 'This profile has been deleted.'}` for the tombstone of a completed deletion.
 */
export async function viewProfile(
  db: Db,
  member: Member,
  slug: string,
  opts: ViewOptions,
): Promise<ProfileDetail> {
  const row = authorizeProfile(member, refuseTombstone(await findProfileBySlug(db, slug)));
  if (isOwner(member, row)) return presentOwnerDetail(row, opts.now);
  const viewerId = member.profileId;
  // 404 when the owner blocked the viewer; marks the owner's Sent proposals to the viewer Opened.
  const relation = await relationForDetail(db, viewerId, row.id, opts.now);
  const [access, favourite] = await Promise.all([
    contactAccess(db, member, row, opts),
    isFavourite(db, viewerId, row.id),
    recordView(db, viewerId, row.id, opts.now),
  ]);
  return presentPublicDetail(row, opts.now, {
    contactHiddenReason: access.reason,
    contactTimeZone: access.timeZone,
    isFavourite: favourite,
    relation,
  });
}

/**
 * The bio-data PDF of a profile (SPEC.md sections 6 and 7: owners and other members download it;
 * DESIGN.md D5, D6), printed as THIS viewer may see the profile:
 * - who: the same visibility as the profile detail (`authorizeProfile`: unknown, hidden, pending,
 *   blocked or being deleted gives 404 to anyone but the owner), and a member the owner blocked
 *   gets the same 404 (`authorizeNotBlockedBy`, as for the detail and "Show contact");
 * - contact details (contact_number, whatsapp_number, email, with contact_of): for the owner; for
 *   anyone else only when the contact policy allows this viewer now (`contactHiddenReason`: private
 *   contact needs the owner's proposal or an Accepted one; otherwise 08:00-22:00 in the owner's
 *   zone) AND a proposal (not
 *   Rejected) exists between the two (`proposalLinks`). A PDF is a copy that travels, so it is
 *   stricter than "Show contact", which needs no proposal for a non-private contact. Such a print
 *   is a reveal like "Show contact": logged for the owner ("who viewed my number") and counted in
 *   CONTACT_REVEALS_PER_DAY; past that cap the PDF is printed without the contact section, and so
 *   it is for a viewer whose own deletion is pending (policy/leaving.ts: no new contact);
 * - photos: the owner's originals; anyone else gets the blurred variant (`maySeeOriginals` needs
 *   a captcha link, which a PDF request never carries; cards blur every photo, female ones
 *   included). A profile without photos shows its generated avatar. Images are embedded as data:
 *   URLs: Chromium fetches nothing.
 */
import fs from 'node:fs/promises';
import { msg, type InterfaceLanguage } from '@nikah/shared';
import type { Db } from '../../db/client';
import { renderAvatarSvg } from '../../lib/avatar';
import { detailError, HttpError } from '../../lib/errors';
import { PdfTimeoutError, type PdfPrinter } from '../../lib/pdf';
import { presentBiodata } from '../../presenters/biodata';
import type { Storage } from '../../lib/storage';
import type { Member } from '../auth/sessions';
import { proposalLinks, recordReveal } from '../accounts/contacts';
import { findProfileBySlug, type ProfileRow } from '../accounts/detail';
import {
  authorizeNotBlockedBy,
  authorizeProfile,
  blockState,
  contactHiddenReason,
  isOwner,
  leavingState,
  maySeeOriginals,
  ownerTimeZone,
} from '../policy';
import { blurKeyOf } from '../profiles/photos';
import { fontFaces } from './fonts';
import { BIODATA_LABELS } from './labels';
import { valueWriter } from './values';
import { biodataHtml } from './template';

export interface BiodataDeps {
  db: Db;
  storage: Storage;
  printer: PdfPrinter;
  now: Date;
  /** CONTACT_REVEALS_PER_DAY. */
  contactRevealCap: number;
}

/**
 * Whether `member` gets the contact details of `p` in the PDF (see the module comment); records
 * the reveal for a non-owner. False when the day's reveals are used up.
 */
async function contactAllowed(deps: BiodataDeps, member: Member, p: ProfileRow): Promise<boolean> {
  if (isOwner(member, p)) return true;
  // A viewer whose deletion is pending starts no contact (policy/leaving.ts): no contact section.
  if (await leavingState(deps.db, member.profileId)) return false;
  const links = await proposalLinks(deps.db, member.profileId, p.id);
  const reason = contactHiddenReason({
    privateContact: p.privateContact,
    proposalFromProfile: links.fromProfile,
    proposalAccepted: links.accepted,
    openedFromProposal: false,
    now: deps.now,
    timeZone: ownerTimeZone(p),
  });
  if (reason !== null || !links.between) return false;
  try {
    await recordReveal(deps.db, member, p.id, 'contact', {
      cap: deps.contactRevealCap,
      capMessage: msg('contactCap', { n: deps.contactRevealCap }),
      now: deps.now,
    });
    return true;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 429) return false;
    throw err;
  }
}

/** The photos `member` may see of `p` as data: URLs (see the module comment). */
async function photoSources(storage: Storage, member: Member, p: ProfileRow): Promise<string[]> {
  const originals = maySeeOriginals(member, p, () => false);
  const keys = [p.photo1, p.photo2].filter((k): k is string => Boolean(k));
  const sources: string[] = [];
  for (const key of keys) {
    const file = await storage.locate(originals ? key : blurKeyOf(key));
    if (!file) continue;
    const bytes = await fs.readFile(file);
    sources.push(`data:image/jpeg;base64,${bytes.toString('base64')}`);
  }
  if (sources.length === 0 && p.avatarSeed) {
    const svg = renderAvatarSvg(p.avatarSeed, p.gender);
    sources.push(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`);
  }
  return sources;
}

/**
 * The bio-data PDF of the profile `slug` for `member` in language `lang`: the file name
 * (`biodata-<profile_code>.pdf`) and the bytes. Errors: 404 `noProfile` for a profile `member`
 * may not see or whose owner blocked `member`; 503 `serverError` when printing takes longer than
 * PDF_TIMEOUT_MS.
 */
export async function biodataPdf(
  deps: BiodataDeps,
  member: Member,
  slug: string,
  lang: InterfaceLanguage,
): Promise<{ filename: string; pdf: Buffer }> {
  const p = authorizeProfile(member, await findProfileBySlug(deps.db, slug));
  authorizeNotBlockedBy(await blockState(deps.db, member.profileId, p.id));
  const photos = await photoSources(deps.storage, member, p);
  const withContact = await contactAllowed(deps, member, p);
  const content = presentBiodata(p, { now: deps.now, photos, withContact, values: valueWriter(lang) });
  const words = JSON.stringify({ ...content, photos: [], labels: BIODATA_LABELS[lang] });
  const html = biodataHtml(content, lang, deps.now, await fontFaces(words));
  try {
    return { filename: `biodata-${p.profileCode}.pdf`, pdf: await deps.printer.print(html) };
  } catch (err) {
    if (err instanceof PdfTimeoutError) throw detailError(503, msg('serverError'));
    throw err;
  }
}

/**
 * Proposals (SPEC.md sections 4, 6 and 7; DESIGN.md D10): sending one (the rules are the policy's
 * `authorizePropose`), the received and sent lists, the receiver's decision, the Opened mark when
 * the receiver views the sender's profile, and the per-pair state for the profile detail.
 *
 * Decided here: a member who has an open proposal FROM a profile cannot send one back (409, they
 * are told to accept the received one); a new proposal may follow a rejected one (the daily cap
 * limits repeats). The lists leave out proposals whose other party is no longer visible or is
 * blocked either way, like every other list of cards.
 */
import { and, count, desc, eq, gt, or, type SQL } from 'drizzle-orm';
import {
  PROPOSAL_PAGE_SIZE,
  PROPOSAL_STATUSES,
  blockedWordInMessageRef,
  detectScam,
  findBlockedWord,
  isOpenProposal,
  msg,
  type ProposalItem,
  type ProposalList,
  type ProposalState,
  type ProposalStatus,
  type ProposalUpdateBody,
} from '@nikah/shared';
import type { Db, Tx } from '../../db/client';
import { profiles, proposals } from '../../db/schema';
import { HttpError, detailError, fieldError } from '../../lib/errors';
import { blockedKeywordList } from '../accounts/checks';
import { DAY_MS } from '../../lib/time';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  VISIBLE_PROFILE_SQL,
  authorizeDecision,
  authorizePropose,
  blockState,
  leavingState,
  notBlockedWith,
} from '../policy';
import { presentCard, type CardRow } from '../../presenters/card';
import { cardColumns } from '../profiles/service';

type ProposalRow = typeof proposals.$inferSelect;
export type Direction = 'received' | 'sent';

/** A stored status as its wire value (the column only ever holds these). */
const asStatus = (s: string): ProposalStatus => PROPOSAL_STATUSES.find((x) => x === s) ?? 'Sent';

/** The wire item of proposal `p`; `other` is the other party's card row, `mine` the viewer's code. */
function toItem(p: ProposalRow, dir: Direction, other: CardRow, mine: string, now: Date): ProposalItem {
  return {
    id: p.id,
    status: asStatus(p.status),
    message: p.message,
    note: p.note,
    note_scam: p.noteScam,
    created_on: p.createdOn.toISOString(),
    updated_on: p.updatedOn.toISOString(),
    opened_on: p.openedOn?.toISOString() ?? null,
    sender: dir === 'sent' ? mine : other.profileCode,
    receiver: dir === 'sent' ? other.profileCode : mine,
    slug: other.slug,
    profile: presentCard(other, now),
  };
}

async function codeOf(db: Db | Tx, profileId: number): Promise<string> {
  const [row] = await db
    .select({ code: profiles.profileCode })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row?.code ?? '';
}

/** Conditions of a list: my side, and the other party (the joined `profiles`) visible and not blocked. */
function listWhere(me: number, dir: Direction, extra?: SQL): SQL | undefined {
  return and(
    dir === 'received' ? eq(proposals.receiverId, me) : eq(proposals.senderId, me),
    VISIBLE_PROFILE_SQL,
    notBlockedWith(me),
    extra,
  );
}

const otherId = (dir: Direction) => (dir === 'received' ? proposals.senderId : proposals.receiverId);

/**
 * Page `page` (PROPOSAL_PAGE_SIZE) of the proposals member profile `me` received or sent, newest
 * first, with `count` (all of that list) and `new_count` (received ones still 'Sent').
 */
export async function listProposals(
  db: Db,
  me: number,
  dir: Direction,
  page: number,
  now: Date,
): Promise<ProposalList> {
  const where = listWhere(me, dir);
  const [rows, [total], [fresh], mine] = await Promise.all([
    db
      .select({ proposal: proposals, other: cardColumns })
      .from(proposals)
      .innerJoin(profiles, eq(profiles.id, otherId(dir)))
      .where(where)
      .orderBy(desc(proposals.createdOn), desc(proposals.id))
      .limit(PROPOSAL_PAGE_SIZE)
      .offset((page - 1) * PROPOSAL_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(proposals)
      .innerJoin(profiles, eq(profiles.id, otherId(dir)))
      .where(where),
    db
      .select({ n: count() })
      .from(proposals)
      .innerJoin(profiles, eq(profiles.id, proposals.senderId))
      .where(listWhere(me, 'received', eq(proposals.status, 'Sent'))),
    codeOf(db, me),
  ]);
  return {
    count: total?.n ?? 0,
    new_count: fresh?.n ?? 0,
    results: rows.map((r) => toItem(r.proposal, dir, r.other, mine, now)),
  };
}

/** Every proposal between profiles `a` and `b`, either way, newest first. */
async function proposalsBetween(db: Db | Tx, a: number, b: number): Promise<ProposalRow[]> {
  return db
    .select()
    .from(proposals)
    .where(
      or(
        and(eq(proposals.senderId, a), eq(proposals.receiverId, b)),
        and(eq(proposals.senderId, b), eq(proposals.receiverId, a)),
      ),
    )
    .orderBy(desc(proposals.createdOn), desc(proposals.id));
}

/** The latest proposal each way between member profile `me` and profile `other` (D10). */
export async function proposalState(db: Db, me: number | null, other: number): Promise<ProposalState> {
  if (me === null) return { sent: null, received: null };
  const rows = await proposalsBetween(db, me, other);
  const side = (p: ProposalRow | undefined) =>
    p ? { id: p.id, status: asStatus(p.status), message: p.message } : null;
  return {
    sent: side(rows.find((p) => p.senderId === me)),
    received: side(rows.find((p) => p.senderId === other)),
  };
}

/** The profile row a proposal rule reads, by code or id. */
async function partyWhere(db: Db | Tx, where: SQL) {
  const [row] = await db
    .select({
      ...cardColumns,
      userId: profiles.userId,
      isActive: profiles.isActive,
      approvalStatus: profiles.approvalStatus,
      isBlocked: profiles.isBlocked,
      deletionRequestedOn: profiles.deletionRequestedOn,
      deletedOn: profiles.deletedOn,
    })
    .from(profiles)
    .where(where)
    .limit(1);
  return row;
}

/** A proposal that was sent, with who must hear of it. */
export interface SentProposal {
  item: ProposalItem;
  /** The receiver's account (users.id), null when it has none. */
  receiverUserId: number | null;
}

/**
 * Sends a proposal from member profile `senderId` (null: an account without a profile) to the
 * profile with code `code` at `now`, at most `cap` per 24 hours. The sender's profile row is
 * locked meanwhile, so parallel calls cannot pass the cap or the one-open rule together.
 * Errors: those of the policy's `authorizePropose` (400, 403, 404, 409, 429).
 */
export async function sendProposal(
  db: Db,
  senderId: number | null,
  code: string,
  opts: { now: Date; cap: number; note?: string | null },
): Promise<SentProposal> {
  if (senderId === null) throw detailError(403, msg('proposalNoProfile'));
  const note = opts.note ?? null;
  if (note !== null) {
    const word = findBlockedWord(note, await blockedKeywordList(db));
    if (word) throw fieldError('note', blockedWordInMessageRef(word));
  }
  const noteScam = note !== null && detectScam(note).match;
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, senderId)).for('update');
      // One query after another: a transaction holds one connection.
      const sender = await partyWhere(tx, eq(profiles.id, senderId));
      const receiver = await partyWhere(tx, eq(profiles.profileCode, code));
      const between = receiver ? await proposalsBetween(tx, senderId, receiver.id) : [];
      const blocks = receiver ? await blockState(tx, senderId, receiver.id) : { byMe: false, byThem: false };
      const since = new Date(opts.now.getTime() - DAY_MS);
      const [sent] = await tx
        .select({ n: count() })
        .from(proposals)
        .where(and(eq(proposals.senderId, senderId), gt(proposals.createdOn, since)));
      authorizePropose({
        sender,
        receiver,
        blocks,
        openSent: between.some((p) => p.senderId === senderId && isOpenProposal(p.status)),
        openReceived: between.some((p) => p.senderId !== senderId && isOpenProposal(p.status)),
        accepted: between.some((p) => p.status === 'Accepted'),
        sentLastDay: sent?.n ?? 0,
        cap: opts.cap,
      });
      // authorizePropose returned: both exist.
      const to = receiver!;
      const [row] = await tx
        .insert(proposals)
        .values({
          senderId,
          receiverId: to.id,
          status: 'Sent',
          note,
          noteScam,
          createdOn: opts.now,
          updatedOn: opts.now,
        })
        .returning();
      return {
        item: toItem(row!, 'sent', to, sender!.profileCode, opts.now),
        receiverUserId: to.userId,
      };
    });
  } catch (err) {
    if (!(err instanceof HttpError) && isUniqueViolation(err)) {
      throw detailError(409, msg('proposalAlreadySent'));
    }
    throw err;
  }
}

/** A decided proposal, with who must hear of an acceptance. */
export interface DecidedProposal {
  item: ProposalItem;
  /** The sender's account (users.id) when the proposal was accepted, else null. */
  notifyUserId: number | null;
  /** The sender's account (users.id), told of either decision (D21). */
  senderUserId: number | null;
}

/**
 * The receiver's decision on proposal `id` by member profile `me` at `now`: Accepted, or Rejected
 * with the reason (the body schema requires it). Errors: those of the policy's
 * `authorizeDecision` (404, also while a block exists between the two either way or the sender's
 * deletion is pending; 403, also when a receiver whose deletion is pending accepts; 409).
 */
export async function decideProposal(
  db: Db,
  me: number | null,
  id: number,
  body: ProposalUpdateBody,
  now: Date,
): Promise<DecidedProposal> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(proposals).where(eq(proposals.id, id)).for('update');
    const blocks = current
      ? await blockState(tx, current.receiverId, current.senderId)
      : { byMe: false, byThem: false };
    const leaving = current
      ? {
          sender: await leavingState(tx, current.senderId),
          receiver: await leavingState(tx, current.receiverId),
        }
      : { sender: false, receiver: false };
    authorizeDecision(me, current, { blocks, status: body.status, leaving });
    const [row] = await tx
      .update(proposals)
      .set({ status: body.status, message: body.message, updatedOn: now })
      .where(eq(proposals.id, id))
      .returning();
    const sender = await partyWhere(tx, eq(profiles.id, row!.senderId));
    const mine = await codeOf(tx, row!.receiverId);
    if (!sender) throw detailError(404, msg('proposalNotFound'));
    return {
      item: toItem(row!, 'received', sender, mine, now),
      notifyUserId: body.status === 'Accepted' ? sender.userId : null,
      senderUserId: sender.userId,
    };
  });
}

/**
 * The receiver opened the sender's profile: every 'Sent' proposal from profile `senderId` to
 * member profile `viewerId` becomes 'Opened' with `opened_on` = `now` (SPEC.md section 4, D10).
 */
export async function markProposalsOpened(
  db: Db,
  viewerId: number | null,
  senderId: number,
  now: Date,
): Promise<void> {
  if (viewerId === null) return;
  await db
    .update(proposals)
    .set({ status: 'Opened', openedOn: now, updatedOn: now })
    .where(
      and(eq(proposals.senderId, senderId), eq(proposals.receiverId, viewerId), eq(proposals.status, 'Sent')),
    );
}

/**
 * Fixtures of the access matrix (issue 14): the members and objects each role acts on, and how a
 * route's path parameters, query and body are filled for a role. Roles (matrix.ts, ROLES):
 * - visitor: no session, on B's objects;
 * - own: member A on A's objects (A's conversation with friend F, a proposal P sent A);
 * - other: member A on B's objects (B's conversation with friend G, a proposal Q sent B);
 * - blocked: member C on D's objects after D blocked C (their conversation, D's proposal to C);
 * - deleted: member E, whose profile is being deleted (deletion requested), on E's own objects;
 * - superuser: a superuser without a profile, on B's objects;
 * - guardian: the guardian of A (invited by A, accepted with the code: a session without a
 *   profile), on A's objects, A's conversation with F included.
 */
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { groups, profiles, proposals } from '../db/schema';
import { createOrPromoteSuperuser } from '../modules/auth/superuser';
import type { TestApp } from '../../test/app';
import { auth, send, type Member } from '../../test/accounts-helpers';
import { codeOf, insertProposal } from '../../test/discovery-helpers';
import { befriend, sendTo, visibleMember } from '../modules/chat/chat-test-helpers';
import { makeGuardian } from '../modules/guardian/guardian-test-helpers';
import type { Role } from './matrix';

/** Whose objects a role acts on: the profile, a conversation partner, and a proposal to answer. */
interface Target {
  token: string | null;
  /** Profile id of the acting side in chat pairs (the actor, or B for `other`, as a spy would name). */
  me: number;
  /** The other side of that conversation. */
  peer: number;
  profileId: number;
  slug: string;
  code: string;
  proposalId: number;
}

export interface AccessFixtures {
  targets: Record<Role, Target>;
  groupId: number;
  groupName: string;
}

async function proposalId(t: TestApp, senderId: number, receiverId: number): Promise<number> {
  await insertProposal(t, senderId, receiverId, 'Sent');
  const [row] = await t.database.db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.senderId, senderId), eq(proposals.receiverId, receiverId)));
  return row!.id;
}

/** Signs up and connects the members, sends messages and proposals, blocks, requests a deletion. */
export async function buildFixtures(t: TestApp): Promise<AccessFixtures> {
  const a = await visibleMember(t, 'Male', 'Yusuf Ansari');
  const b = await visibleMember(t, 'Female', 'Ayesha Siddiqui');
  const f = await visibleMember(t, 'Female', 'Fatima Khan');
  const g = await visibleMember(t, 'Male', 'Gulzar Ahmed');
  const c = await visibleMember(t, 'Male', 'Casim Qureshi');
  const d = await visibleMember(t, 'Female', 'Dilshad Begum');
  const e = await visibleMember(t, 'Male', 'Ehsan Malik');
  const p = await visibleMember(t, 'Female', 'Parveen Akhtar');
  const q = await visibleMember(t, 'Male', 'Qamar Hussain');
  for (const [x, y] of [
    [a, f],
    [g, b],
    [e, p],
  ] as const) {
    await befriend(t, x, y);
    await sendTo(t, x, y, 'Assalamu alaikum');
    await sendTo(t, y, x, 'Wa alaikum assalam');
  }
  const own = await proposalId(t, p.profileId, a.profileId);
  const others = await proposalId(t, q.profileId, b.profileId);
  const blockedProposal = await proposalId(t, d.profileId, c.profileId);
  const deletedProposal = await proposalId(t, f.profileId, e.profileId);
  const block = await send(t, 'POST', `/api/profiles/block/${await codeOf(t, c)}/`, {}, auth(d.token));
  if (block.statusCode >= 300) throw new Error(`block failed: ${block.body}`);
  await t.database.db
    .update(profiles)
    .set({ deletionRequestedOn: new Date() })
    .where(eq(profiles.id, e.profileId));
  await createOrPromoteSuperuser(t.database.db, 'matrixadmin', 'matrix-pass1');
  const su = await send(t, 'POST', '/api/profiles/login/', {
    username: 'matrixadmin',
    password: 'matrix-pass1',
  });
  const suToken = su.json<{ token: string }>().token;
  const guardian = await makeGuardian(t, a);
  const [group] = await t.database.db
    .insert(groups)
    .values({ groupName: 'Matrix Group', createdBy: b.profileId })
    .returning();

  const target = async (m: Member, token: string | null, me: number, peer: number, proposal: number) => ({
    token,
    me,
    peer,
    profileId: m.profileId,
    slug: m.slug,
    code: await codeOf(t, m),
    proposalId: proposal,
  });
  return {
    targets: {
      visitor: await target(b, null, b.profileId, g.profileId, others),
      own: await target(a, a.token, a.profileId, f.profileId, own),
      other: await target(b, a.token, b.profileId, g.profileId, others),
      blocked: await target(d, c.token, c.profileId, d.profileId, blockedProposal),
      deleted: await target(e, e.token, e.profileId, p.profileId, deletedProposal),
      superuser: await target(b, suToken, b.profileId, g.profileId, others),
      guardian: await target(a, guardian.token, a.profileId, f.profileId, own),
    },
    groupId: group!.id,
    groupName: group!.groupName,
  };
}

/** An id no row has (the largest int4). */
const UNKNOWN_ID = 2_147_483_647;

/** Path parameter `name` for a role's target. */
function paramValue(name: string, x: Target, fx: AccessFixtures): string {
  switch (name) {
    case 'profile_code':
      return x.code;
    case 'slug':
      return x.slug;
    case 'userId':
    case 'user':
    case 'profileId':
      return String(x.profileId);
    case 'index':
    case 'slot':
      return '1';
    case 'which':
      return 'thumb';
    case 'groupName':
      return encodeURIComponent(fx.groupName);
    case 'groupId':
      return String(fx.groupId);
    case 'page':
      return 'home';
    case 'seed':
      return 'matrix';
    case 'file':
      return 'cover.jpg';
    case 'tagId':
      return '1';
    default:
      return String(x.profileId);
  }
}

/** Query and body values the chat and profile calls name (`sender_id`, `receiver_id`...). */
function namedValues(x: Target): Record<string, number | string> {
  return {
    sender_id: x.me,
    receiver_id: x.peer,
    user_id: x.me,
    friend_id: x.peer,
    // The guardian's read of a conversation names the friend.
    with: x.peer,
    profile_id: x.profileId,
  };
}

/** The request of `method path` for `role` (path ids of the role's target, chat pair in query/body). */
export function requestFor(
  method: string,
  path: string,
  role: Role,
  fx: AccessFixtures,
  queryNames: string[],
): InjectOptions {
  const x = fx.targets[role];
  let url = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (name === 'id' && path.includes('proposal-update')) return String(x.proposalId);
    // No guardian has this id: removing a real one would end the guardian role's session.
    if (name === 'id' && path.startsWith('/api/guardian/')) return String(UNKNOWN_ID);
    return paramValue(name, x, fx);
  });
  const named = namedValues(x);
  // The unread count is the caller's own (receiver_id names the caller, not the partner).
  if (path.includes('unread-count')) named.receiver_id = x.me;
  const qs = queryNames.filter((n) => n in named).map((n) => `${n}=${named[n]}`);
  if (qs.length > 0) url += `?${qs.join('&')}`;
  const headers: Record<string, string> = x.token ? auth(x.token) : {};
  const opts: InjectOptions = { method: method, url, headers };
  if (method !== 'GET' && method !== 'DELETE') {
    // `status`: what a message is sent with, or the answer to a proposal.
    opts.payload = {
      ...named,
      message: 'Salaam',
      status: path.includes('send-message') ? 'sent' : 'Accepted',
    };
  }
  return opts;
}

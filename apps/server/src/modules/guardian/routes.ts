/**
 * Guardian (wali, DESIGN.md D19; issue 10) under `/api/guardian/`. Rules in service.ts and
 * policy/guardian.ts.
 * Member (a session with a profile; else 403):
 * - `GET /api/guardian/`: my invited and active guardians;
 * - `POST /api/guardian/invite` `{contact, name}`: a one-time code to the contact with a link to
 *   /guardian/accept (at most GUARDIANS_MAX guardians; invitations limited per member and per contact);
 * - `DELETE /api/guardian/{id}`: removes the guardian at once.
 * Guardian:
 * - `POST /api/guardian/accept` `{contact, code}`: activates the invitation and starts a session
 *   (token, also the `session` cookie) for the contact's account, made without a profile if needed;
 * - `GET /api/guardian/members`: the members I guard;
 * - `GET /api/guardian/members/{profileId}/friends` and `.../messages?with=&before=`: read-only
 *   views of that member's friend chats (403 unless an active guardian of that member).
 * A guardian never writes: there is no such route, and the chat routes and the socket refuse an
 * account without a profile. A guardian's session (policy/actors.ts) passes only the three reads
 * above (`authenticateReader`); every other route that needs a session answers it 403.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_DEFAULT_TIME_ZONE,
  GUARDIANS_MAX,
  OTP_VALID_MINUTES,
  friendsResponse,
  guardedMemberParams,
  guardedMembersResponse,
  guardianAcceptForm,
  guardianAcceptResponse,
  guardianInviteForm,
  guardianInviteResponse,
  guardianItem,
  guardianListResponse,
  guardianMessagesQuery,
  guardianMessagesResponse,
} from '@nikah/shared';
import { idParam } from '../../lib/params';
import { accountLimits } from '../../lib/rate-limit';
import { authenticate, authenticateReader, memberOf, setSessionCookie } from '../../plugins/auth';
import { guardedMembers, guardianFriends, guardianMessages } from './reads';
import { acceptInvitation, inviteGuardian, listGuardians, removeGuardian } from './service';
import { siteOrigin } from '../../lib/site-origin';

/** Longest `X-Timezone` header read. */
const ZONE_MAX = 100;

/** The zone of the date labels: `X-Timezone` when it names a zone, else CHAT_DEFAULT_TIME_ZONE. */
function zoneOf(req: FastifyRequest): string {
  const zone = req.headers['x-timezone'];
  if (typeof zone !== 'string' || zone.length > ZONE_MAX) return CHAT_DEFAULT_TIME_ZONE;
  return Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC' ? zone : CHAT_DEFAULT_TIME_ZONE;
}

export async function guardianRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const now = () => app.deps.now();
  const limits = accountLimits(app.deps.config);
  // Each route its own hooks array: a plugin adds a route's hooks to the array it was declared
  // with (@fastify/rate-limit pushed the invitation's limit into one shared by every route here).
  const member = () => ({ onRequest: [authenticate] });
  const reader = () => ({ onRequest: [authenticateReader] });
  const tags = ['guardian'];

  r.get(
    '/guardian/',
    {
      ...member(),
      schema: {
        tags,
        description: 'Your invited and active guardians (D19), newest first, and the most you may have.',
        response: { 200: guardianListResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { guardians: await listGuardians(db(), memberOf(req)), max: GUARDIANS_MAX };
    },
  );

  r.post(
    '/guardian/invite',
    {
      ...member(),
      config: { rateLimit: limits.otpRequests },
      schema: {
        tags,
        description:
          'Invites a guardian by 10-digit mobile number or e-mail: a one-time code goes to that contact ' +
          '(never in the answer). 409 past the most guardians; 429 past the invitations per day.',
        body: guardianInviteForm,
        response: { 200: guardianInviteResponse },
      },
    },
    async (req) => {
      const { database, serverKey, notifier, config } = app.deps;
      const guardian = await inviteGuardian(
        { db: database.db, key: serverKey, notifier, siteUrl: siteOrigin(config), log: req.log },
        memberOf(req),
        req.body,
        now(),
      );
      return { guardian, valid_minutes: OTP_VALID_MINUTES };
    },
  );

  r.delete(
    '/guardian/:id',
    {
      ...member(),
      schema: {
        tags,
        description: "Removes your guardian `id` at once. Another member's guardian: 403; unknown: 404.",
        params: z.object({ id: idParam }),
        response: { 200: z.object({ guardian: guardianItem }) },
      },
    },
    async (req) => ({
      guardian: await removeGuardian(
        db(),
        memberOf(req),
        req.params.id,
        now(),
        app.realtime,
        app.deps.notices,
      ),
    }),
  );

  r.post(
    '/guardian/accept',
    {
      config: { rateLimit: limits.codeChecks },
      schema: {
        tags,
        description:
          'Accepts an invitation with its code and starts a session (token, also the `session` cookie) ' +
          'for the account of `contact`. 400 `{code}` for a wrong, used, expired or locked code.',
        body: guardianAcceptForm,
        response: { 200: guardianAcceptResponse },
      },
    },
    async (req, reply) => {
      const done = await acceptInvitation(
        { db: db(), key: app.deps.serverKey, hub: app.realtime, notices: app.deps.notices },
        req.body,
        now(),
      );
      setSessionCookie(reply, done.token);
      return { token: done.token, profile_id: done.profileId, slug: done.slug, member_name: done.memberName };
    },
  );

  r.get(
    '/guardian/members',
    {
      ...reader(),
      schema: { tags, description: 'The members you guard.', response: { 200: guardedMembersResponse } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { members: await guardedMembers(db(), memberOf(req)) };
    },
  );

  r.get(
    '/guardian/members/:profileId/friends',
    {
      ...reader(),
      schema: {
        tags,
        description: 'The friend list of a member you guard, read-only (403 if you do not guard them).',
        params: guardedMemberParams,
        response: { 200: friendsResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { friends: await guardianFriends(db(), memberOf(req), req.params.profileId, app.realtime) };
    },
  );

  r.get(
    '/guardian/members/:profileId/messages',
    {
      ...reader(),
      schema: {
        tags,
        description:
          'A page of the conversation of a member you guard with friend `with` (the latest 50, or those ' +
          'before message `before`), grouped by date label; read-only, changes no status. 403 if you do ' +
          'not guard them or they may not read it.',
        params: guardedMemberParams,
        querystring: guardianMessagesQuery,
        response: { 200: guardianMessagesResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return guardianMessages(db(), memberOf(req), req.params.profileId, req.query, zoneOf(req));
    },
  );
}

/**
 * Group forums over REST (SPEC.md section 7, the chat service's group calls; DESIGN.md D2, D8, D9,
 * D20; issue 10), members only (401 without a session; a `user_id` that is not the caller's: 403):
 * - `GET /api/friends/available-groups`: groups with member counts, joined, unread count;
 * - `POST /api/friends/create-group` `{group_name, user_id}` (superusers; 201; name in use 409);
 * - `POST /api/friends/join-group` `{group_name, user_id}` (Verified members, checked here);
 * - `POST /api/friends/leave-group` `{group_name, user_id}` (a real leave);
 * - `DELETE /api/friends/group/{groupId}` (superusers);
 * - `POST /api/friends/send-group-message` `{group_name, user_id, sender_name, text}` (members; 201);
 * - `GET /api/friends/getAllMessages/{groupName}?timestamp=` (members; marks the group read).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availableGroupsResponse,
  createGroupBody,
  groupActionResponse,
  groupMembershipBody,
  groupMessage,
  groupMessagesQuery,
  groupMessagesResponse,
  groupNameParams,
  sendGroupMessageBody,
} from '@nikah/shared';
import { idParam } from '../../lib/params';
import { MINUTE_MS } from '../../lib/time';
import { authenticate, memberOf } from '../../plugins/auth';
import { memberLimit } from '../policy/limits';
import { groupMessagesFor, sendGroupMessage } from './messages-service';
import { availableGroups, createGroup, deleteGroup, joinGroup, leaveGroup } from './service';

export async function groupsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const now = () => app.deps.now();
  const sendLimit = memberLimit(app, 'group-send', app.deps.config.GROUP_MESSAGES_PER_MINUTE, MINUTE_MS);
  const opts = { onRequest: [authenticate] };
  const tags = ['groups'];

  r.get(
    '/friends/available-groups',
    {
      ...opts,
      schema: {
        tags,
        description:
          'Every group by name with its member count, whether you joined, and your unread count ' +
          '(messages of others since you last read it).',
        response: { 200: availableGroupsResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return availableGroups(db(), memberOf(req));
    },
  );

  r.post(
    '/friends/create-group',
    {
      ...opts,
      schema: {
        tags,
        description:
          "Superusers: creates a group (201, 'Group created successfully! 🎉'); you become its admin " +
          'member when you have a profile. 403 members; 409 a name in use.',
        body: createGroupBody,
        response: { 201: groupActionResponse },
      },
    },
    async (req, reply) => reply.status(201).send(await createGroup(db(), memberOf(req), req.body, now())),
  );

  r.post(
    '/friends/join-group',
    {
      ...opts,
      schema: {
        tags,
        description:
          "Joins a group ('Successfully joined the group! 🎉'); your verification_status must be " +
          "Verified (403 'You're not verified! Please complete your verification.⚠️'). 404 unknown group.",
        body: groupMembershipBody,
        response: { 200: groupActionResponse },
      },
    },
    async (req) => joinGroup(db(), memberOf(req), req.body, now()),
  );

  r.post(
    '/friends/leave-group',
    {
      ...opts,
      schema: {
        tags,
        description: 'Leaves a group: reading and posting need a new join. 404 unknown group.',
        body: groupMembershipBody,
        response: { 200: groupActionResponse },
      },
    },
    async (req) => leaveGroup(db(), memberOf(req), req.body),
  );

  r.delete(
    '/friends/group/:groupId',
    {
      ...opts,
      schema: {
        tags,
        description:
          "Superusers: deletes a group with its members and messages ('Deleted! Group has been deleted.'). " +
          '403 members; 404 unknown group.',
        params: z.object({ groupId: idParam }),
        response: { 200: groupActionResponse },
      },
    },
    async (req) => deleteGroup(db(), memberOf(req), req.params.groupId),
  );

  r.post(
    '/friends/send-group-message',
    {
      ...opts,
      preHandler: sendLimit,
      schema: {
        tags,
        description:
          'Posts to a group you joined (201): stored, then pushed to its members (group:message). The ' +
          'sender name is your profile name (a sent `sender_name` is ignored). Trimmed, 1 to 1000 ' +
          "characters. 403 not a member ('You need to join this group to see messages!❗'); 400 blocked " +
          'words; 429 more than GROUP_MESSAGES_PER_MINUTE (default 20). A message asking for money is ' +
          'stored with `scam: true`.',
        body: sendGroupMessageBody,
        response: { 201: groupMessage },
      },
    },
    async (req, reply) => {
      const message = await sendGroupMessage(db(), memberOf(req), req.body, {
        hub: app.realtime,
        now: now(),
        scam: {
          threshold: app.deps.config.SCAM_FLAG_THRESHOLD,
          windowDays: app.deps.config.SCAM_FLAG_WINDOW_DAYS,
        },
      });
      return reply.status(201).send(message);
    },
  );

  r.get(
    '/friends/getAllMessages/:groupName',
    {
      ...opts,
      schema: {
        tags,
        description:
          'Messages of a group you joined, oldest first: those after `timestamp` (ISO 8601) when given, ' +
          "else the latest 50. Marks the group read for you. 403 'You need to join this group to see " +
          "messages!❗'; 404 unknown group.",
        params: groupNameParams,
        querystring: groupMessagesQuery,
        response: { 200: groupMessagesResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return groupMessagesFor(db(), memberOf(req), req.params.groupName, req.query.timestamp, now());
    },
  );
}

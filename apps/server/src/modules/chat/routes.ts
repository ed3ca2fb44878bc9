/**
 * Friend chat over REST (SPEC.md section 7, the chat service's calls as written, with and without
 * the trailing slash; DESIGN.md D2, D7, D9, D20; issue 10), members only (401 without a session;
 * an id that must be the caller's and is not gets 403):
 * - `GET /api/friends/friends?sender_id=`: friends with last message, unread count, presence;
 * - `GET /api/friends/get-messages?sender_id=&receiver_id=&before=&after=&limit=`: grouped by date;
 * - `POST /api/friends/send-message` `{sender_id, receiver_id, message, status: 'sent'}` (201);
 * - `GET /api/friends/unread-count?receiver_id=`: `{totalUnread, unreadList}`;
 * - `GET /api/friends/check-block-status?sender_id=&receiver_id=`, `POST block-user` and
 *   `unblock-user` `{sender_id, receiver_id}`;
 * - `GET /api/friends/check-verification/{userId}`;
 * - `POST /api/friends/mark-read` `{user_id, friend_id}` (the polling fallback's read);
 * - `GET` and `POST /api/friends/accept-guidelines` (the guidelines popup's agreement);
 * and for superusers `GET /api/admin/scam-shield/?days=` (the scam shield's counts).
 * Date labels follow the client's `X-Timezone` when it names a valid zone (else Asia/Kolkata);
 * `send-message` takes the sender's socket id from `X-Socket-Id` so that device is not echoed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_DEFAULT_TIME_ZONE,
  blockStatusResponse,
  chatBlockResponse,
  chatMessage,
  chatPairBody,
  chatPairQuery,
  checkVerificationResponse,
  friendsQuery,
  friendsResponse,
  getMessagesQuery,
  getMessagesResponse,
  guidelinesResponse,
  markReadBody,
  markReadResponse,
  scamShieldQuery,
  scamShieldResponse,
  sendMessageBody,
  unreadCountQuery,
  unreadCountResponse,
} from '@nikah/shared';
import { idParam } from '../../lib/params';
import { MINUTE_MS } from '../../lib/time';
import { authenticate, memberOf } from '../../plugins/auth';
import { authorize, authorizeModerator } from '../policy';
import { memberLimit } from '../policy/limits';
import { moderatorGuard } from '../moderation/guard';
import {
  acceptGuidelines,
  blockStatus,
  blockUser,
  guidelinesState,
  listFriends,
  unblockUser,
  verificationOf,
} from './friends-service';
import { queueUnreadCheck } from '../notifications/jobs';
import { getMessages, markConversationRead, sendMessage } from './messages-service';
import { scamShieldStats } from './scam-service';
import { unreadCountsOf } from './service';

/** Longest `X-Timezone` and `X-Socket-Id` header read. */
const HEADER_MAX = 100;

/** The zone of the caller's date labels: `X-Timezone` when valid, else CHAT_DEFAULT_TIME_ZONE. */
function labelZone(req: FastifyRequest): string {
  const zone = req.headers['x-timezone'];
  if (typeof zone !== 'string' || zone.length > HEADER_MAX) return CHAT_DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return CHAT_DEFAULT_TIME_ZONE;
  }
}

/** The sender's socket id from `X-Socket-Id`, or null. */
function socketIdOf(req: FastifyRequest): string | null {
  const id = req.headers['x-socket-id'];
  return typeof id === 'string' && id.length > 0 && id.length <= HEADER_MAX ? id : null;
}

export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const now = () => app.deps.now();
  const sendLimit = memberLimit(app, 'chat-send', app.deps.config.CHAT_MESSAGES_PER_MINUTE, MINUTE_MS);
  const opts = { onRequest: [authenticate] };
  const tags = ['chat'];

  r.get(
    '/friends/friends',
    {
      ...opts,
      schema: {
        tags,
        description:
          'Your friends (an Accepted proposal either way; not those who blocked you; those you blocked ' +
          'marked `blocked`), latest conversation first. `sender_id` must be your profile id (else 403).',
        querystring: friendsQuery,
        response: { 200: friendsResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { friends: await listFriends(db(), memberOf(req), req.query.sender_id, app.realtime) };
    },
  );

  r.get(
    '/friends/get-messages',
    {
      ...opts,
      schema: {
        tags,
        description:
          'A page of your conversation with `receiver_id`, grouped by date label (YYYY-MM-DD in the ' +
          'X-Timezone zone, else Asia/Kolkata): the latest `limit` (default 50, at most 200), or those ' +
          'before message `before`, or those after message `after` (catching up, oldest first). ' +
          'Messages to you become received. 403: another `sender_id`, not friends, or blocked by them.',
        querystring: getMessagesQuery,
        response: { 200: getMessagesResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return getMessages(db(), memberOf(req), req.query, {
        hub: app.realtime,
        now: now(),
        timeZone: labelZone(req),
      });
    },
  );

  r.post(
    '/friends/send-message',
    {
      ...opts,
      preHandler: sendLimit,
      schema: {
        tags,
        description:
          'Sends a message to a friend (201): stored, then pushed to their sockets and your other ' +
          'devices (X-Socket-Id names the sending one). Trimmed, 1 to 2000 characters. 403: another ' +
          '`sender_id`, no Accepted proposal, or a block either way; 400 blocked words; 429 more than ' +
          'CHAT_MESSAGES_PER_MINUTE (default 30). A message asking for money is delivered with `scam: true`.',
        body: sendMessageBody,
        response: { 201: chatMessage },
      },
    },
    async (req, reply) => {
      const message = await sendMessage(db(), memberOf(req), req.body, {
        hub: app.realtime,
        now: now(),
        socketId: socketIdOf(req),
        scam: {
          threshold: app.deps.config.SCAM_FLAG_THRESHOLD,
          windowDays: app.deps.config.SCAM_FLAG_WINDOW_DAYS,
        },
      });
      // The receiver hears of unread messages once, after CHAT_UNREAD_NOTIFY_MINUTES (D21).
      queueUnreadCheck(
        app.jobQueue,
        message.receiver_id,
        message.sender_id,
        app.deps.config.CHAT_UNREAD_NOTIFY_MINUTES,
        (err, text) => req.log.error({ err }, text),
      );
      return reply.status(201).send(message);
    },
  );

  r.get(
    '/friends/unread-count',
    {
      ...opts,
      schema: {
        tags,
        description:
          'Your unread messages per sender and in total; `receiver_id`, when given, must be your profile id.',
        querystring: unreadCountQuery,
        response: { 200: unreadCountResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return unreadCountsOf(db(), authorize(memberOf(req), 'actAs', { profileId: req.query.receiver_id }));
    },
  );

  r.get(
    '/friends/check-block-status',
    {
      ...opts,
      schema: {
        tags,
        description: 'Whether a block exists between you (`sender_id`) and `receiver_id`, and which way.',
        querystring: chatPairQuery,
        response: { 200: blockStatusResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return blockStatus(db(), memberOf(req), req.query.sender_id, req.query.receiver_id);
    },
  );

  r.post(
    '/friends/block-user',
    {
      ...opts,
      schema: {
        tags,
        description:
          "Blocks `receiver_id` (the same block as POST /api/profiles/block/{code}/): 'Blocked! User has " +
          "been blocked successfully.' or 'User already blocked.'. 400 yourself, 404 unknown or hidden.",
        body: chatPairBody,
        response: { 200: chatBlockResponse },
      },
    },
    async (req) => blockUser(db(), memberOf(req), req.body.sender_id, req.body.receiver_id, now()),
  );

  r.post(
    '/friends/unblock-user',
    {
      ...opts,
      schema: {
        tags,
        description:
          "Unblocks `receiver_id`: 'Unblocked! User has been unblocked successfully.'; 404 'Failed to " +
          "unblock user.' when you had not blocked them.",
        body: chatPairBody,
        response: { 200: chatBlockResponse },
      },
    },
    async (req) => unblockUser(db(), memberOf(req), req.body.sender_id, req.body.receiver_id),
  );

  r.get(
    '/friends/check-verification/:userId',
    {
      ...opts,
      schema: {
        tags,
        description: 'Your verification_status; `userId` must be your profile id (else 403).',
        params: z.object({ userId: idParam }),
        response: { 200: checkVerificationResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { verification_status: await verificationOf(db(), memberOf(req), req.params.userId) };
    },
  );

  r.post(
    '/friends/mark-read',
    {
      ...opts,
      schema: {
        tags,
        description:
          'You (`user_id`) opened the conversation with `friend_id`: their messages to you become read ' +
          '(the socket event conversation:read, for clients without a socket).',
        body: markReadBody,
        response: { 200: markReadResponse },
      },
    },
    async (req) => markConversationRead(db(), memberOf(req), req.body, { hub: app.realtime, now: now() }),
  );

  r.get(
    '/friends/accept-guidelines',
    {
      ...opts,
      schema: {
        tags,
        description: 'Whether you agreed to the friend-chat guidelines, and when.',
        response: { 200: guidelinesResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return guidelinesState(db(), memberOf(req));
    },
  );

  r.post(
    '/friends/accept-guidelines',
    {
      ...opts,
      schema: {
        tags,
        description: 'Records your agreement to the friend-chat guidelines (the first time stays).',
        response: { 200: guidelinesResponse },
      },
    },
    async (req) => acceptGuidelines(db(), memberOf(req), now()),
  );

  r.get(
    '/admin/scam-shield/',
    {
      // The admin guard (DESIGN.md D24: the second factor too), like every /api/admin/ route.
      onRequest: moderatorGuard,
      schema: {
        tags: ['moderation'],
        description:
          'Superusers: scam-shield hits of friend and group messages over `days` (default 30) per day, ' +
          'top senders, latest matched messages (cut to 120 characters).',
        querystring: scamShieldQuery,
        response: { 200: scamShieldResponse },
      },
    },
    async (req, reply) => {
      authorizeModerator(req.member);
      reply.header('Cache-Control', 'private, no-store');
      return scamShieldStats(db(), req.query.days, now());
    },
  );
}

/**
 * The real-time events of friend chat and group forums (DESIGN.md section 3 "Real time", D7, D8,
 * D20; issue 10): one typed map shared by the Socket.IO server and the web client. Each event's
 * payload has a Zod schema; the client parses what it receives, the server parses what clients
 * send. Event names are the contract: `message:new`, `message:status`, `unread`, `typing`,
 * `group:message`, `presence`, `session:closed`, `notification:new` (D21), and for a guardian's sockets `guarded:message`.
 */
import { z } from 'zod';
import { notificationItem } from './notifications';

/** Delivery status of a friend-chat message (SPEC.md section 4): one tick, two ticks, two blue ticks. */
export const CHAT_MESSAGE_STATUSES = ['sent', 'received', 'read'] as const;
export const chatMessageStatus = z.enum(CHAT_MESSAGE_STATUSES);
export type ChatMessageStatus = z.infer<typeof chatMessageStatus>;

/** A friend-chat message on the wire (SPEC.md section 3: message_id, sender_id, text, timestamp, status). */
export const chatMessage = z.object({
  message_id: z.number().int(),
  sender_id: z.number().int(),
  receiver_id: z.number().int(),
  text: z.string(),
  /** ISO 8601. */
  timestamp: z.string(),
  status: chatMessageStatus,
  /** The scam shield matched it: both sides show the warning (D20). */
  scam: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** A group-forum message on the wire (SPEC.md section 3: sender_id, sender_name, text, timestamp). */
export const groupMessage = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  group_name: z.string(),
  sender_id: z.number().int().nullable(),
  sender_name: z.string(),
  text: z.string(),
  timestamp: z.string(),
  /** Sent by a superuser (styled apart). */
  from_admin: z.boolean(),
  scam: z.boolean(),
});
export type GroupMessage = z.infer<typeof groupMessage>;

/** Unread counts (SPEC.md section 3: totalUnread, unreadList of {sender_id, unread_count}). */
export const unreadCounts = z.object({
  totalUnread: z.number().int().min(0),
  unreadList: z.array(z.object({ sender_id: z.number().int(), unread_count: z.number().int().min(0) })),
});
export type UnreadCounts = z.infer<typeof unreadCounts>;

/**
 * Why the server lets a socket go for good (issue 28 points 7 and 9): `replaced`, the member's newer
 * sockets took it past SOCKETS_PER_MEMBER; `ended`, its session ended (logout, password change,
 * block, guardian removal).
 */
export const SOCKET_CLOSE_REASONS = ['replaced', 'ended'] as const;
export type SocketCloseReason = (typeof SOCKET_CLOSE_REASONS)[number];

/** Payloads of the events the server sends. */
export const serverEventPayloads = {
  /** A new friend-chat message, to the receiver's sockets and the sender's other devices. */
  'message:new': chatMessage,
  /** Status of messages changed (received by a device, or read), to both sides. */
  'message:status': z.object({
    message_ids: z.array(z.number().int()),
    status: chatMessageStatus,
    /** The conversation partner of the socket's member (who received or read them). */
    by: z.number().int(),
  }),
  /** The member's unread counts after a change. */
  unread: unreadCounts,
  /** A friend is typing (or stopped) in the conversation with the socket's member. */
  typing: z.object({ from: z.number().int(), typing: z.boolean() }),
  /** A message in a group the member belongs to. */
  'group:message': groupMessage,
  /** A friend came online or went offline; last_active is ISO 8601 or null. */
  presence: z.object({
    profile_id: z.number().int(),
    online: z.boolean(),
    last_active: z.string().nullable(),
  }),
  /**
   * Sent just before the server disconnects this socket for good: the client must not reconnect
   * (a reconnect would push out another of the member's sockets, or be refused).
   */
  'session:closed': z.object({ reason: z.enum(SOCKET_CLOSE_REASONS) }),
  /**
   * A new message in a friend chat of member `member_id`, to the sockets of the guardians who read
   * that member's chats (D19): a guardian's open page updates without a reload. Apart from
   * `message:new` so that an account that is both a member and a guardian never mixes the two.
   */
  'guarded:message': z.object({ member_id: z.number().int(), message: chatMessage }),
  /** A new item of the member's notification centre (D21), its text in the member's language. */
  'notification:new': notificationItem,
} as const;

/** Payloads of the events a client sends. */
export const clientEventPayloads = {
  /** The member is typing to friend `to` (or stopped). */
  typing: z.object({ to: z.number().int(), typing: z.boolean() }),
  /** A device of the member got these messages (status received). */
  'message:received': z.object({ message_ids: z.array(z.number().int()).max(500) }),
  /** The member opened the conversation with `with` (its messages become read). */
  'conversation:read': z.object({ with: z.number().int() }),
} as const;

export type ServerEventName = keyof typeof serverEventPayloads;
export type ClientEventName = keyof typeof clientEventPayloads;
export type ServerEventPayload<E extends ServerEventName> = z.infer<(typeof serverEventPayloads)[E]>;
export type ClientEventPayload<E extends ClientEventName> = z.infer<(typeof clientEventPayloads)[E]>;

/** Socket.IO's typed map of server-to-client events (the server's `Server<C, S>` generic). */
export type ServerToClientEvents = { [E in ServerEventName]: (payload: ServerEventPayload<E>) => void };
/** Why the server refused a client event (its answer's `error`): bad payload, past the socket's rate, or a failure. */
export const SOCKET_EVENT_ERRORS = ['invalid_payload', 'rate_limited', 'failed'] as const;
/** The server's answer to a client event sent with an acknowledgement callback (optional for clients). */
export const socketEventAck = z.object({ ok: z.boolean(), error: z.enum(SOCKET_EVENT_ERRORS).optional() });
export type SocketEventAck = z.infer<typeof socketEventAck>;

/**
 * Socket.IO's typed map of client-to-server events. A client may pass an acknowledgement callback
 * after the payload; the server answers it with a `SocketEventAck` once the event is handled.
 */
export type ClientToServerEvents = {
  [E in ClientEventName]: (payload: ClientEventPayload<E>, ack?: (answer: SocketEventAck) => void) => void;
};

/**
 * Every server event as one Zod discriminated union on `event` (DESIGN.md section 3), for code that
 * handles events generically (tests, the fuzzer).
 */
export const serverEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('message:new'), payload: serverEventPayloads['message:new'] }),
  z.object({ event: z.literal('message:status'), payload: serverEventPayloads['message:status'] }),
  z.object({ event: z.literal('unread'), payload: serverEventPayloads.unread }),
  z.object({ event: z.literal('typing'), payload: serverEventPayloads.typing }),
  z.object({ event: z.literal('group:message'), payload: serverEventPayloads['group:message'] }),
  z.object({ event: z.literal('presence'), payload: serverEventPayloads.presence }),
  z.object({ event: z.literal('session:closed'), payload: serverEventPayloads['session:closed'] }),
  z.object({ event: z.literal('guarded:message'), payload: serverEventPayloads['guarded:message'] }),
  z.object({ event: z.literal('notification:new'), payload: serverEventPayloads['notification:new'] }),
]);
export type ServerEvent = z.infer<typeof serverEvent>;

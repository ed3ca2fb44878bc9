/**
 * The tab's one real-time connection (DESIGN.md section 3 "Real time", issue 10): a Socket.IO
 * client to the same origin (`/socket.io/`), authenticated by the httpOnly session cookie
 * (`withCredentials`; the server checks the Origin). socket.io-client is loaded on first use, in
 * its own chunk, so pages that never chat never download it.
 *
 * - Every event received is parsed with its shared schema (`serverEventPayloads`); a payload of
 *   another shape is dropped, never cast. Events sent are parsed with `clientEventPayloads` first.
 *   The schemas (./socketPayloads) load with socket.io-client, so Zod stays off the start.
 * - State: 'connecting' until the first connection, 'connected', 'down' whenever pushes may be
 *   missed (never connected yet after an error, or disconnected), and 'closed' once the server let
 *   this tab's socket go because the member's newer devices replaced it. Pages poll only while 'down'
 *   (`usePollingWhileDown` in ./useSocket) and refetch what they missed when the socket comes back
 *   (`onReconnect`: e.g. friend chat asks `get-messages?after=<last id held>`).
 * - Reconnection: Socket.IO's own, with exponential backoff from RECONNECT_MIN_MS to
 *   RECONNECT_MAX_MS (±50 % jitter). A handshake the server refused (no reconnection by Socket.IO)
 *   is retried with the same backoff, except for a missing or invalid session (the REST calls end
 *   the session then, and `stopSocket` follows).
 * - Final close (issue 28): the server says `session:closed` before it lets a socket go for good.
 *   The socket then closes itself and is never retried (a retry would push out another of the
 *   member's sockets, or be refused): 'replaced' (more than SOCKETS_PER_MEMBER devices) leaves the
 *   state 'closed' and tells `onSocketClosed` listeners (the page shows a notice with a reload);
 *   'ended' (the session ended) leaves it 'down', as a signed-out session: the page's next call is
 *   refused and ends the session.
 * - WebSocket only: a browser always sends Origin on the upgrade (the server's cookie check); on a
 *   network that blocks WebSockets the state stays 'down' and pages poll.
 * - `currentSocketId()` / `socketIdHeaders()`: REST writes send `X-Socket-Id` so the server does
 *   not echo a message to the device that sent it.
 */
import type { z } from 'zod';
import type {
  ClientEventName,
  ClientEventPayload,
  ServerEventName,
  ServerEventPayload,
  SocketCloseReason,
} from '@nikah/shared';
import type { Socket } from 'socket.io-client';
import type * as SocketPayloads from './socketPayloads';

export type SocketState = 'connected' | 'connecting' | 'down' | 'closed';

/** Header naming the socket of the device that makes a REST write. */
export const SOCKET_ID_HEADER = 'X-Socket-Id';
/** First wait before reconnecting, in ms. */
export const RECONNECT_MIN_MS = 1000;
/** Longest wait between reconnection attempts, in ms. */
export const RECONNECT_MAX_MS = 30_000;
/** Refusals after which no retry helps: the session is missing or ended. */
const FINAL_REFUSALS = new Set(['notAuthenticated', 'invalidToken', 'userBlocked']);

type Handlers = { [E in ServerEventName]: Set<(payload: ServerEventPayload<E>) => void> };
const handlers: Handlers = {
  'message:new': new Set(),
  'message:status': new Set(),
  unread: new Set(),
  typing: new Set(),
  'group:message': new Set(),
  presence: new Set(),
  'session:closed': new Set(),
  'guarded:message': new Set(),
  'notification:new': new Set(),
};

/** The payloads' schemas, once loaded by `startSocket` (no event arrives before). */
let payloads: typeof SocketPayloads | null = null;

/** Parses `raw` with `schema` and hands it to each of `set`; drops a payload of another shape. */
function deliver<T>(set: Set<(payload: T) => void>, schema: z.ZodType<T> | undefined, raw: unknown): void {
  if (!schema) return;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return;
  for (const h of set) h(parsed.data);
}

/** The socket listener of each server event. */
const receivers: { [E in ServerEventName]: (raw: unknown) => void } = {
  'message:new': (raw) => deliver(handlers['message:new'], payloads?.serverEventPayloads['message:new'], raw),
  'message:status': (raw) =>
    deliver(handlers['message:status'], payloads?.serverEventPayloads['message:status'], raw),
  unread: (raw) => deliver(handlers.unread, payloads?.serverEventPayloads.unread, raw),
  typing: (raw) => deliver(handlers.typing, payloads?.serverEventPayloads.typing, raw),
  'group:message': (raw) =>
    deliver(handlers['group:message'], payloads?.serverEventPayloads['group:message'], raw),
  presence: (raw) => deliver(handlers.presence, payloads?.serverEventPayloads.presence, raw),
  'session:closed': (raw) =>
    deliver(handlers['session:closed'], payloads?.serverEventPayloads['session:closed'], raw),
  'notification:new': (raw) =>
    deliver(handlers['notification:new'], payloads?.serverEventPayloads['notification:new'], raw),
  'guarded:message': (raw) =>
    deliver(handlers['guarded:message'], payloads?.serverEventPayloads['guarded:message'], raw),
};

let socket: Socket | null = null;
/** Who the current socket is for (a new login restarts it). */
let owner: string | null = null;
/** Bumped by every start and stop, so that a slow chunk load cannot revive a stopped socket. */
let generation = 0;
let state: SocketState = 'down';
let everConnected = false;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retries = 0;
/** Why the server let the current socket go for good, or null. */
let closedFor: SocketCloseReason | null = null;
const stateListeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();

function setState(next: SocketState): void {
  if (state === next) return;
  state = next;
  for (const l of stateListeners) l();
}

/** Backoff delay of retry number `n` (0-based), with ±50 % jitter. */
export function backoffMs(n: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.min(n, 16));
  return Math.round(base * (0.5 + random()));
}

function clearRetry(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
}

function refusalKey(err: unknown): string | null {
  if (!err || typeof err !== 'object' || !('data' in err)) return null;
  const data = err.data;
  return data && typeof data === 'object' && 'key' in data && typeof data.key === 'string' ? data.key : null;
}

/** The server lets `s` go for good for `reason`: close it on this side too, and never retry. */
function closeForGood(s: Socket, reason: SocketCloseReason): void {
  closedFor = reason;
  clearRetry();
  s.disconnect();
  setState(reason === 'replaced' ? 'closed' : 'down');
}

function wire(s: Socket): void {
  s.on('connect', () => {
    clearRetry();
    retries = 0;
    const again = everConnected;
    everConnected = true;
    setState('connected');
    if (again) for (const l of reconnectListeners) l();
  });
  s.on('disconnect', (reason) => {
    if (closedFor) return; // Let go for good (closeForGood): no retry.
    setState('down');
    // The server ended this socket (its session ended): Socket.IO waits to be told to try again.
    // One try after the backoff: a refused handshake then stops, a valid session reconnects.
    if (reason === 'io server disconnect') {
      clearRetry();
      retryTimer = setTimeout(() => s.connect(), backoffMs(retries++));
    }
  });
  s.on('connect_error', (err: unknown) => {
    if (closedFor) return;
    setState('down');
    if (s.active) return; // Socket.IO retries by itself (network errors).
    const key = refusalKey(err);
    if (key && FINAL_REFUSALS.has(key)) return;
    clearRetry();
    retryTimer = setTimeout(() => s.connect(), backoffMs(retries++));
  });
  for (const [name, receive] of Object.entries(receivers)) s.on(name, receive);
}

// The tab's socket closes for good before the pages hear why (they see the state 'closed' or 'down').
handlers['session:closed'].add(({ reason }) => {
  if (socket) closeForGood(socket, reason);
});

/**
 * Options of `startSocket` for tests outside a browser: `url` (default this page's origin) and
 * `headers` for the handshake (a browser sends its cookie and Origin by itself).
 */
export interface StartOptions {
  url?: string;
  headers?: Record<string, string>;
}

/**
 * Opens the tab's socket for `who` (a member's profile id, as a string or number, or a guardian's
 * `guardian:<username>`: the server knows the session either way); does nothing
 * when it is already open for them (or was closed for good for them: a reload opens it again),
 * and restarts it for someone else.
 */
export async function startSocket(who: string | number, opts: StartOptions = {}): Promise<void> {
  const id = String(who);
  if (socket && owner === id) return;
  stopSocket();
  owner = id;
  const mine = ++generation;
  setState('connecting');
  const [{ io }, loadedPayloads] = await Promise.all([
    import('socket.io-client'),
    import('./socketPayloads'),
  ]);
  payloads = loadedPayloads;
  if (mine !== generation) return;
  const options = {
    path: '/socket.io/',
    transports: ['websocket'],
    withCredentials: true,
    reconnectionDelay: RECONNECT_MIN_MS,
    reconnectionDelayMax: RECONNECT_MAX_MS,
    randomizationFactor: 0.5,
    ...(opts.headers ? { extraHeaders: opts.headers } : {}),
  };
  socket = opts.url ? io(opts.url, options) : io(options);
  wire(socket);
}

/** Closes the tab's socket (logout) and forgets who it was for. */
export function stopSocket(): void {
  generation += 1;
  clearRetry();
  retries = 0;
  everConnected = false;
  closedFor = null;
  owner = null;
  if (socket) {
    socket.removeAllListeners();
    socket.disconnect();
    socket = null;
  }
  setState('down');
}

/** The connection state now. */
export const socketState = (): SocketState => state;

/** Calls `fn` on every change of state; returns the unsubscribe function. */
export function onSocketState(fn: () => void): () => void {
  stateListeners.add(fn);
  return () => stateListeners.delete(fn);
}

/** Calls `handler` with each `event` the server pushes (payload parsed); returns the unsubscribe function. */
export function onServerEvent<E extends ServerEventName>(
  event: E,
  handler: (payload: ServerEventPayload<E>) => void,
): () => void {
  const set: Handlers[E] = handlers[event];
  set.add(handler);
  return () => set.delete(handler);
}

/**
 * Calls `fn` each time the socket connects again after being down (not on the first connection):
 * the moment to fetch what was missed. Returns the unsubscribe function.
 */
export function onReconnect(fn: () => void): () => void {
  reconnectListeners.add(fn);
  return () => reconnectListeners.delete(fn);
}

/**
 * Sends `event` with `payload` when connected and the payload is valid; returns whether it was
 * sent (nothing is queued: statuses and typing are worth nothing later, and REST covers the rest).
 */
export function sendSocketEvent<E extends ClientEventName>(
  event: E,
  payload: ClientEventPayload<E>,
): boolean {
  if (!socket?.connected || !payloads) return false;
  if (!payloads.clientEventPayloads[event].safeParse(payload).success) return false;
  socket.emit(event, payload);
  return true;
}

/** The id of the tab's connected socket, or null. */
export const currentSocketId = (): string | null => (socket?.connected ? (socket.id ?? null) : null);

/** `{ 'X-Socket-Id': id }` while connected, else `{}`: for REST writes (friend chat send). */
export function socketIdHeaders(): Record<string, string> {
  const id = currentSocketId();
  return id ? { [SOCKET_ID_HEADER]: id } : {};
}

/**
 * The tab's socket (./socket.ts) against a real Socket.IO server (issue 28 points 7 and 9): when
 * the server says `session:closed`, the library closes the socket from its own side at once (the
 * server sees the client leave, with no disconnect of its own), so that neither Socket.IO nor the
 * library's retry brings it back; 'replaced' leaves the state 'closed' (no polling, the page
 * shows its notice), 'ended' leaves it 'down' as a signed-out session. Pages hear the reason.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClientToServerEvents, ServerToClientEvents, SocketCloseReason } from '@nikah/shared';
import {
  onServerEvent,
  onSocketState,
  sendSocketEvent,
  socketState,
  startSocket,
  stopSocket,
  type SocketState,
} from './socket';

let io: Server<ClientToServerEvents, ServerToClientEvents>;
let url = '';
/** Every connection the server accepted, in order. */
const connections: ServerSocket<ClientToServerEvents, ServerToClientEvents>[] = [];
const connectionWaiters: (() => void)[] = [];

/** Resolves with the server's side of its `n`-th connection (1-based), once it is there. */
async function connection(n: number): Promise<ServerSocket<ClientToServerEvents, ServerToClientEvents>> {
  while (connections.length < n) await new Promise<void>((resolve) => connectionWaiters.push(resolve));
  return connections[n - 1]!;
}

/** Resolves once the library's state is `wanted` (now or on a later change). */
function stateBecomes(wanted: SocketState): Promise<void> {
  return new Promise((resolve) => {
    if (socketState() === wanted) return resolve();
    const off = onSocketState(() => {
      if (socketState() !== wanted) return;
      off();
      resolve();
    });
  });
}

beforeAll(async () => {
  const http = createServer();
  io = new Server(http);
  io.on('connection', (socket) => {
    connections.push(socket);
    for (const wake of connectionWaiters.splice(0)) wake();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterEach(() => stopSocket());

afterAll(async () => {
  await io.close();
});

describe('a socket the server lets go for good (session:closed)', () => {
  const cases: [SocketCloseReason, SocketState][] = [
    ['replaced', 'closed'],
    ['ended', 'down'],
  ];
  it.each(cases)('%s: closes itself at once, does not reconnect, ends %s', async (reason, finalState) => {
    const heard: SocketCloseReason[] = [];
    const statesWhenHeard: SocketState[] = [];
    const offHeard = onServerEvent('session:closed', (p) => {
      heard.push(p.reason);
      statesWhenHeard.push(socketState());
    });
    const before = connections.length;
    await startSocket(`member-${reason}`, { url });
    const server = await connection(before + 1);
    await stateBecomes('connected');
    const left = new Promise<string>((resolve) => server.once('disconnect', resolve));

    // Only the event: the server does not disconnect it here, the client must end it itself.
    server.emit('session:closed', { reason });
    expect(await left).toBe('client namespace disconnect');
    await stateBecomes(finalState);

    // Ended from the client's side, Socket.IO does not reconnect, and the library arms no retry
    // (it retries only after the server's disconnect or a refused handshake).
    expect(socketState()).toBe(finalState);
    expect(connections.slice(before).filter((s) => s.connected)).toEqual([]);
    expect(heard).toEqual([reason]);
    expect(statesWhenHeard).toEqual([finalState]);
    // Asked to open for the same member again (a page rendering), it stays closed until a reload.
    await startSocket(`member-${reason}`, { url });
    expect(socketState()).toBe(finalState);
    offHeard();
  });

  it('ignores a session:closed of another shape', async () => {
    const before = connections.length;
    await startSocket('member-bad', { url });
    const server = await connection(before + 1);
    await stateBecomes('connected');
    server.emit('session:closed', { reason: 'whatever' } as unknown as { reason: 'ended' });
    // A round trip after it: the socket is still up.
    const pong = new Promise<void>((resolve) => server.once('typing', () => resolve()));
    expect(sendSocketEvent('typing', { to: 1, typing: true })).toBe(true);
    await pong;
    expect(socketState()).toBe('connected');
    expect(server.connected).toBe(true);
  });
});

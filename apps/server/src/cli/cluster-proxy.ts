/**
 * The bundled reverse proxy of `npm run start:cluster` (issue 14): an HTTP server that hands each
 * request, and each WebSocket upgrade (Socket.IO, `/socket.io/`), to the next ready server process
 * in turn (http-proxy-3). No sticky sessions: sessions live in the database, counters and rate
 * limits in Redis, and the web app's socket is WebSocket-only (one connection, one process).
 * X-Forwarded-For/-Proto are added, so the processes run with TRUST_PROXY=loopback.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { createProxyServer } from 'http-proxy-3';

export interface ProxyTargets {
  /** Ports (on 127.0.0.1) of the processes ready to serve now. */
  ready(): number[];
  /** Called when a process refused a connection (it died): stop sending it requests. */
  unreachable(port: number): void;
}

/** How long, in ms, a process may take to answer before the client gets a 504. */
const PROXY_TIMEOUT_MS = 120_000;

/** Creates the proxy server (not yet listening). A request with no ready process gets 503. */
export function createClusterProxy(targets: ProxyTargets): http.Server {
  const proxy = createProxyServer({ xfwd: true, ws: true, proxyTimeout: PROXY_TIMEOUT_MS });
  let turn = 0;
  const pick = (): number | null => {
    const ports = targets.ready();
    if (ports.length === 0) return null;
    turn = (turn + 1) % ports.length;
    return ports[turn] ?? null;
  };
  const fail = (target: number, err: Error & { code?: string }) => {
    if (err.code === 'ECONNREFUSED' || err.code === 'ECONNRESET') targets.unreachable(target);
  };
  const server = http.createServer((req, res) => {
    const port = pick();
    if (port === null) {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end(JSON.stringify({ detail: 'No server process is ready; try again in a moment.' }));
      return;
    }
    proxy.web(req, res, { target: `http://127.0.0.1:${port}` }, (err: Error & { code?: string }) => {
      fail(port, err);
      // The process died before answering: the request is not acknowledged (502), never lost silently.
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'The server process stopped; try again.' }));
    });
  });
  server.on('upgrade', (req: http.IncomingMessage, socket: Socket, head: Buffer) => {
    const port = pick();
    if (port === null) {
      socket.destroy();
      return;
    }
    proxy.ws(req, socket, head, { target: `http://127.0.0.1:${port}` }, (err: Error & { code?: string }) => {
      fail(port, err);
      socket.destroy();
    });
  });
  return server;
}

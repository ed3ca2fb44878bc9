/**
 * Issue 13 defect 6, slow body: a request with `Content-Length: 1000` and one byte of body stayed
 * open for minutes. A real listening server and a raw socket: the connection is closed within
 * CONNECTION_TIMEOUT_MS when the client goes silent, and within REQUEST_TIMEOUT_MS when it keeps
 * trickling a byte at a time.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/app';

const REQUEST_TIMEOUT_MS = 2000;
const CONNECTION_TIMEOUT_MS = 1500;
/** Node checks request timeouts once a second; allow that and some scheduling. */
const SLACK_MS = 1500;

/** Opens a socket, sends the head and one byte, then `trickle` one byte every 300 ms if asked. */
function slowRequest(port: number, trickle: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/profiles/city-list/ HTTP/1.1\r\nHost: localhost\r\n' +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
    });
    const timer = trickle ? setInterval(() => socket.write(' '), 300) : undefined;
    const give_up = setTimeout(() => {
      socket.destroy();
      reject(new Error('still open after 15 s'));
    }, 15_000);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(give_up);
      resolve(Date.now() - started);
    });
    socket.resume();
  });
}

describe('defect 6, slow body', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await makeTestApp('pglite', {
      demoProfiles: 0,
      env: {
        REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        CONNECTION_TIMEOUT_MS: String(CONNECTION_TIMEOUT_MS),
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('closes a silent connection within CONNECTION_TIMEOUT_MS', async () => {
    const ms = await slowRequest(port, false);
    expect(ms).toBeLessThan(CONNECTION_TIMEOUT_MS + SLACK_MS);
  }, 20_000);

  it('closes a trickling request within REQUEST_TIMEOUT_MS', async () => {
    const ms = await slowRequest(port, true);
    expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
  }, 20_000);
});

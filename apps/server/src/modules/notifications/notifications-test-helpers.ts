/**
 * Test helpers of the notification area: a local HTTPS push service (a self-signed certificate
 * made with openssl; it records each request and answers the status its path asks for), the
 * RFC 8291 decryption of a Web Push message with the subscription's own keys, a minimal local SMTP
 * server that keeps each message as received, and small API calls.
 */
import { createDecipheriv, createECDH, createHmac, randomBytes, type ECDH } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import type { TestApp } from '../../../test/app';
import { makeCertificate } from '../../../test/certificate';
import { auth, send, type Member } from '../../../test/accounts-helpers';

/** The account id of member `m`. */
export async function userIdOf(t: TestApp, m: Member): Promise<number> {
  const [row] = await t.database.db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.id, m.profileId));
  return row!.userId!;
}

/** A call as `m`. */
export const as = (
  t: TestApp,
  m: Member,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) => send(t, method, url, body, auth(m.token));

export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * An HTTPS server on 127.0.0.1 with a fresh self-signed certificate for `localhost`: it records
 * every request and answers `/status/<code>/...` with that code, anything else 201 (as push
 * services do). `agent` trusts its certificate; `host` is `localhost:<port>`.
 */
export async function localPushService() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-push-'));
  const { certFile, keyFile } = makeCertificate(dir);
  const cert = fs.readFileSync(certFile);
  const requests: PushRequest[] = [];
  const server = https.createServer({ key: fs.readFileSync(keyFile), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const asked = /^\/status\/(\d{3})\//.exec(req.url ?? '');
      res.writeHead(asked ? Number(asked[1]) : 201);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    requests,
    host: `localhost:${port}`,
    url: (p: string) => `https://localhost:${port}${p}`,
    agent: new https.Agent({ ca: cert }),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A browser's side of a push subscription: its P-256 key pair and auth secret (RFC 8291). */
export function browserKeys(): { ecdh: ECDH; auth: Buffer; p256dh: string; authText: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    auth: authSecret,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    authText: authSecret.toString('base64url'),
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * Decrypts an `aes128gcm` Web Push body (RFC 8188 framing, RFC 8291 keys) with the receiving
 * browser's key pair and auth secret: header salt(16) rs(4) idlen(1) keyid (the sender's
 * ephemeral public key), then one record whose plaintext ends with the 0x02 delimiter and padding.
 */
export function decryptWebPush(body: Buffer, ua: { ecdh: ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const ecdhSecret = ua.ecdh.computeSecret(asPublic);
  const uaPublic = ua.ecdh.getPublicKey();
  // RFC 8291 section 3.4: IKM from the ECDH secret and the auth secret.
  const prkKey = hmac(ua.auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  // RFC 8188 section 2.2-2.3: content key and nonce from the salt.
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

/**
 * A minimal SMTP server on 127.0.0.1 (EHLO, MAIL, RCPT, DATA, QUIT; no TLS, no auth) keeping each
 * message's raw text: what nodemailer sends through SMTP_URL=`smtp://127.0.0.1:<port>`.
 */
export async function localSmtp() {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 localhost test SMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.'));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    messages,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

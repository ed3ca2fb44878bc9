/**
 * Delivery of codes in production (DESIGN.md D1): SMS through the HTTP gateway (a real local HTTP
 * server stands in for the provider), e-mail through the e-mail sender (nodemailer's JSON transport
 * stands in for SMTP), nothing in the outbox, no dev outbox route, a Secure cookie, failures,
 * and the server key file; outside production with no delivery configured, the code in the log
 * (DESIGN.md section 3, D23).
 */
import fs from 'node:fs';
import http from 'node:http';
import { PassThrough } from 'node:stream';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import { sampleSignup } from '../../../../packages/shared/test/sample-profile';
import { otpCodes, outbox } from '../db/schema';
import { mailSender, type OutgoingMessage } from './notifier';
import { loadConfig } from '../config';
import { DATABASE_KINDS } from '../../test/databases';
import { makeTestApp, type TestApp } from '../../test/app';
import { RELAXED_LIMITS, newMobile, send } from '../../test/accounts-helpers';

interface GatewayCall {
  body: { to: string; text: string };
  authorization?: string;
}

describe.each(DATABASE_KINDS)('code delivery in production on %s', (kind) => {
  let t: TestApp;
  let gateway: http.Server;
  const sms: GatewayCall[] = [];
  const mails: OutgoingMessage[] = [];
  let failNext = false;

  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        if (failNext) {
          failNext = false;
          res.writeHead(500).end('down');
          return;
        }
        sms.push({ body: JSON.parse(raw) as GatewayCall['body'], authorization: req.headers.authorization });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const port = (gateway.address() as AddressInfo).port;
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: {
        ...RELAXED_LIMITS,
        NODE_ENV: 'production',
        SMS_GATEWAY_URL: `http://127.0.0.1:${port}/send`,
        SMS_GATEWAY_TOKEN: 'gateway-token',
      },
      deps: { senders: { email: (m) => Promise.resolve(void mails.push(m)) } },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  it('sends SMS codes through the gateway and keeps nothing in the outbox', async () => {
    const username = newMobile();
    const res = await send(t, 'POST', '/api/configs/send-otp/', { username });
    expect(res.json()).toEqual({ message: 'OTP sent successfully', channel: 'sms', valid_minutes: 10 });
    const call = sms.at(-1)!;
    expect(call.authorization).toBe('Bearer gateway-token');
    expect(call.body.to).toBe(`+91${username}`);
    const code = /\b(\d{6})\b/.exec(call.body.text)![1]!;
    expect(await t.database.db.select().from(outbox).where(eq(outbox.to, username))).toEqual([]);
    expect((await send(t, 'GET', `/api/dev/outbox?to=${username}`)).statusCode).toBe(404);

    const created = await send(t, 'POST', '/api/profiles/create/', sampleSignup({ username, otp: code }));
    expect(created.statusCode, created.body).toBe(200);
    expect(String(created.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('sends e-mail codes to e-mail usernames', async () => {
    const res = await send(t, 'POST', '/api/configs/send-otp/', { username: 'Abroad@Example.com' });
    expect(res.json()).toMatchObject({ channel: 'email' });
    expect(mails.at(-1)).toMatchObject({
      to: 'abroad@example.com',
      channel: 'email',
      subject: 'Your Nikah verification code',
    });
    expect(mails.at(-1)!.text).toMatch(/\b\d{6}\b/);
  });

  it('answers 503 when the gateway fails, and that code does not count', async () => {
    const username = newMobile();
    failNext = true;
    const res = await send(t, 'POST', '/api/configs/send-otp/', { username });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: 'Could not send the OTP, please try again later.' });
    expect(await t.database.db.select().from(otpCodes).where(eq(otpCodes.username, username))).toEqual([]);
    expect((await send(t, 'POST', '/api/configs/send-otp/', { username })).statusCode).toBe(200);
    expect((await send(t, 'POST', '/api/configs/send-otp/', { username })).statusCode).toBe(200);
  });

  it('keeps a generated server key in DATA_DIR/secret.key, readable by the owner only', () => {
    const file = path.join(t.app.deps.config.DATA_DIR, 'secret.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(t.app.deps.serverKey.equals(fs.readFileSync(file))).toBe(true);
  });
});

describe.each(DATABASE_KINDS)('code delivery outside production with no SMS or SMTP, on %s', (kind) => {
  let t: TestApp;
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
    });
    // The defaults of `npm start`: development mode, no DEV_OUTBOX, no SMS_GATEWAY_URL, no SMTP_URL.
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: { ...RELAXED_LIMITS, NODE_ENV: 'development', DEV_OUTBOX: 'false', LOG_LEVEL: 'info' },
      deps: { logStream },
    });
  });
  afterAll(() => t.close());

  it.each([
    { username: newMobile(), channel: 'sms' },
    { username: 'trying.it@example.com', channel: 'email' },
  ])(
    'prints the $channel code in one log line, and it signs the person up',
    async ({ username, channel }) => {
      const res = await send(t, 'POST', '/api/configs/send-otp/', { username });
      expect(res.statusCode, res.body).toBe(200);
      const found = lines.filter((l) => l.to === username);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ channel, code: expect.stringMatching(/^\d{6}$/) });
      const code = found[0]!.code as string;
      expect(found[0]!.msg).toContain(code);
      expect(found[0]!.msg).toContain(username);
      // Without DEV_OUTBOX the outbox keeps nothing, and its route does not exist.
      expect(await t.database.db.select().from(outbox).where(eq(outbox.to, username))).toEqual([]);
      expect((await send(t, 'GET', `/api/dev/outbox?to=${username}`)).statusCode).toBe(404);
      const created = await send(t, 'POST', '/api/profiles/create/', sampleSignup({ username, otp: code }));
      expect(created.statusCode, created.body).toBe(200);
    },
  );
});

describe('notifier adapters', () => {
  it('sends e-mail through a nodemailer transport', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const sender = mailSender(
      {
        sendMail: async (mail) => {
          const info = await transport.sendMail(mail);
          sent.push(info.message);
          return info;
        },
      },
      'Nikah <no-reply@nikah.test>',
    );
    await sender({ to: 'a@example.com', channel: 'email', subject: 'Code', text: '123456 is your code' });
    const message = JSON.parse(sent[0]!) as {
      to: { address: string }[];
      from: { address: string };
      text: string;
    };
    expect(message.to[0]!.address).toBe('a@example.com');
    expect(message.from.address).toBe('no-reply@nikah.test');
    expect(message.text).toBe('123456 is your code');
  });

  it('parses the account settings with their defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      TRUST_PROXY: false,
      RATE_LIMIT_OTP_PER_HOUR: 10,
      RATE_LIMIT_LOGIN_PER_MINUTE: 10,
      RATE_LIMIT_CODE_CHECKS_PER_HOUR: 20,
      RATE_LIMIT_LOOKUPS_PER_MINUTE: 30,
      RATE_LIMIT_UPLOADS_PER_HOUR: 30,
      REDIS_PREFIX: 'nikah:',
    });
    expect(() => loadConfig({ SECRET_KEY: 'short' })).toThrow(/SECRET_KEY/);
    const hops = loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY as (a: string, i: number) => boolean;
    expect([hops('x', 0), hops('x', 1)]).toEqual([true, false]);
  });
});

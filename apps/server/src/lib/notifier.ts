/**
 * Sending SMS and e-mail (DESIGN.md D1) through adapters: the outbox table (every message; outside
 * production it keeps the code so the dev outbox route and tests can read it, in production the
 * code is masked out), SMTP through nodemailer when SMTP_URL is set (e-mail), and an HTTP SMS
 * gateway when SMS_GATEWAY_URL is set (POST JSON `{to, text}`). Message texts are never logged.
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
  /** The one-time code inside `text`, if any; kept in the outbox only outside production. */
  code?: string;
}

/** Delivers one message on one channel; rejects when the provider refuses it. */
export type Sender = (msg: OutgoingMessage) => Promise<void>;

export interface Notifier {
  /** Records `msg` in the outbox and delivers it; rejects when delivery fails. */
  send(msg: OutgoingMessage): Promise<void>;
}

const SMS_TIMEOUT_MS = 10_000;
const CODE_MASK = '******';

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
    sendMail(mail: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
  },
  from: string,
): Sender {
  return async (msg) => {
    await transport.sendMail({ from, to: msg.to, subject: msg.subject, text: msg.text });
  };
}

/**
 * The notifier: writes every message to the outbox (with the code outside production, masked in
 * production), then hands it to the sender of its channel. Without a sender, outside production the
 * outbox is the delivery; in production `send` rejects (nothing would reach the member).
 */
export function createNotifier(opts: {
  db: Db;
  production: boolean;
  senders: Partial<Record<Channel, Sender>>;
}): Notifier {
  return {
    async send(msg) {
      const keep = !opts.production;
      const text = !keep && msg.code ? msg.text.split(msg.code).join(CODE_MASK) : msg.text;
      await opts.db.insert(outbox).values({
        to: msg.to,
        channel: msg.channel,
        text,
        code: keep ? (msg.code ?? null) : null,
      });
      const sender = opts.senders[msg.channel];
      if (sender) await sender(msg);
      else if (opts.production) throw new Error(`No ${msg.channel} delivery is configured`);
    },
  };
}

/**
 * The notifier of a configuration: SMTP when SMTP_URL is set, the SMS gateway when SMS_GATEWAY_URL
 * is set; `overrides` replace a channel's sender (tests).
 */
export function notifierFromConfig(
  config: Config,
  db: Db,
  overrides: Partial<Record<Channel, Sender>> = {},
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
    senders: { ...senders, ...overrides },
  });
}

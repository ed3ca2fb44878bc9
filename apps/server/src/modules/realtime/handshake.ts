/**
 * Who a socket belongs to, decided once at the handshake (DESIGN.md section 3 "Real time", D2, D3):
 * the same session as the REST calls, from `auth: {token}` (API clients), an
 * `Authorization: Token <token>` header, or the httpOnly `session` cookie (the web app). A cookie
 * handshake must come from this site, like a cookie-authenticated write (plugins/auth.ts): its
 * Origin (else its Referer) must name the host it was sent to, so another site cannot open a
 * socket with a visitor's cookie. A guardian's session (D19) connects to listen only. No session,
 * a revoked one, a blocked member or an account with neither a profile nor a guarded member:
 * refused (the client gets `connect_error` with the message, its key in `err.data.key`).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { messageText, msg, type MessageRef } from '@nikah/shared';
import type { Db } from '../../db/client';
import { SESSION_COOKIE } from '../../plugins/auth';
import { resolveSession } from '../auth/sessions';
import { guardedMemberIds } from '../guardian/reads';

/** Where a handshake's token came from. */
export interface HandshakeCredential {
  token: string;
  from: 'auth' | 'header' | 'cookie';
}

/** What the handshake carries that matters here. */
export interface HandshakeInfo {
  headers: IncomingHttpHeaders;
  /** The client's `auth` option (any JSON). */
  auth: unknown;
}

/** A refused handshake: the message and its key (the client shows it by key). */
export class HandshakeRefused extends Error {
  readonly data: { key: string; detail: string };

  constructor(ref: MessageRef) {
    const detail = messageText(ref);
    super(detail);
    this.name = 'HandshakeRefused';
    this.data = { key: ref.key, detail };
  }
}

/** The token of a handshake, from `auth.token`, the Authorization header or the session cookie. */
export function handshakeCredential(
  info: HandshakeInfo,
  parseCookie: (header: string) => Record<string, string | undefined>,
): HandshakeCredential | null {
  const auth = info.auth;
  if (auth && typeof auth === 'object' && 'token' in auth && typeof auth.token === 'string') {
    return { token: auth.token, from: 'auth' };
  }
  const header = info.headers.authorization;
  if (header) return { token: /^Token\s+(\S+)\s*$/i.exec(header)?.[1] ?? '', from: 'header' };
  const cookie = info.headers.cookie ? parseCookie(info.headers.cookie)[SESSION_COOKIE] : undefined;
  return cookie ? { token: cookie, from: 'cookie' } : null;
}

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

const firstValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * True when the handshake says it comes from the site it was sent to: the host of its Origin (else
 * of its Referer) is its Host header, or, behind a trusted proxy (`trustProxy`), the last
 * X-Forwarded-Host (as Fastify's `req.host` reads it). Browsers always send Origin on a WebSocket
 * upgrade.
 */
export function handshakeFromThisSite(headers: IncomingHttpHeaders, trustProxy: boolean): boolean {
  const source = headers.origin !== undefined ? hostOf(headers.origin) : hostOf(firstValue(headers.referer));
  if (source === null) return false;
  const forwarded = firstValue(headers['x-forwarded-host'])?.split(',').pop()?.trim();
  const host = trustProxy && forwarded ? forwarded : headers.host;
  return source === host;
}

/** Who a socket belongs to: its member (null for a guardian's socket) and the members it watches. */
export interface HandshakeIdentity {
  profileId: number | null;
  userId: number;
  sessionId: number;
  token: string;
  /** The profile ids of the members the account guards (D19), ascending; often empty. */
  guarded: number[];
}

/**
 * The profile id, account, session and guarded members of a handshake's session. A guardian's
 * session (no profile, not a superuser, guarding at least one member) is taken too, to listen
 * only. Throws `HandshakeRefused`: 'Authentication credentials were not provided.' without a
 * token, 'You do not have permission to perform this action.' for a cookie from another site or
 * an account with neither a profile nor a member it guards, 'Invalid token.' for an unknown or
 * ended session, 'User Blocked, Reason: ...' for a blocked member.
 */
export async function authenticateHandshake(
  db: Db,
  info: HandshakeInfo,
  opts: { trustProxy: boolean; parseCookie: (header: string) => Record<string, string | undefined> },
): Promise<HandshakeIdentity> {
  const credential = handshakeCredential(info, opts.parseCookie);
  if (!credential) throw new HandshakeRefused(msg('notAuthenticated'));
  if (credential.from === 'cookie' && !handshakeFromThisSite(info.headers, opts.trustProxy)) {
    throw new HandshakeRefused(msg('forbidden'));
  }
  const member = await resolveSession(db, credential.token);
  if (!member) throw new HandshakeRefused(msg('invalidToken'));
  if (member.isBlocked) {
    throw new HandshakeRefused(msg('userBlocked', { reason: member.blockedReason ?? '' }));
  }
  const guarded = await guardedMemberIds(db, member.userId);
  if (member.profileId === null && (member.isSuperuser || guarded.length === 0)) {
    throw new HandshakeRefused(msg('forbidden'));
  }
  return {
    profileId: member.profileId,
    userId: member.userId,
    sessionId: member.sessionId,
    token: credential.token,
    guarded,
  };
}

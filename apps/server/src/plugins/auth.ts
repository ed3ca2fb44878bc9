/**
 * Who is calling (DESIGN.md D2, D3): the session token from `Authorization: Token <token>` (SPEC.md
 * section 7) or from the httpOnly `session` cookie the web app gets at login. Routes opt in with
 * `onRequest: [authenticate]` (a session is required) or `onRequest: [identify]` (optional); either
 * sets `req.member`. A bad or revoked token answers 401 `{"detail": "Invalid token."}`, with an
 * `X-Session-Ended` header when the session was ended for a reason the member should be told; a
 * public route that ignores such a cookie sends that header too, and keeps the cookie. A guardian's
 * session (policy/actors.ts) passes only `authenticateReader`, the hook of the guardian's reads.
 *
 * Cross-site request forgery (issue 13 defect 10): the cookie is SameSite=Lax, and a write (any
 * method but GET, HEAD, OPTIONS) authenticated by the cookie must come from this site: its Origin
 * header (else its Referer) must name the host the request was sent to, or it gets 403. A browser
 * adds the cookie to a forged request by itself but never an `Authorization` header, so
 * `Authorization: Token` (API clients, SPEC.md section 7) needs no such check.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ENDED_HEADER, SESSION_IDLE_DAYS, msg } from '@nikah/shared';
import { detailError } from '../lib/errors';
import { endReasonOf, resolveSession, type Member } from '../modules/auth/sessions';
import { sessionActor, type SessionUse } from '../modules/policy/actors';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The calling member, set by `authenticate` or `identify`; null for visitors. */
    member: Member | null;
  }
}

/** Adds `req.member` (null until a hook sets it). */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('member', null);
}

/** The token a request carries and where it came from, or null when it carries none. */
export function credentialOf(req: FastifyRequest): { token: string; from: 'header' | 'cookie' } | null {
  const header = req.headers.authorization;
  if (header) return { token: /^Token\s+(\S+)\s*$/i.exec(header)?.[1] ?? '', from: 'header' };
  const cookie = req.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, from: 'cookie' } : null;
}

/** Sets the session cookie: httpOnly, SameSite=Lax, Secure in production, for 30 days. */
export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.deps.config.NODE_ENV === 'production',
    path: '/',
    maxAge: SESSION_IDLE_DAYS * 86_400,
  });
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The `host[:port]` of a URL header, or null when it is missing or not a URL (`null` included). */
function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

/**
 * True when a request says it comes from the site it is sent to: its Origin, or without one its
 * Referer, has the request's host (`req.host` follows X-Forwarded-Host behind a trusted proxy).
 */
export function fromThisSite(req: FastifyRequest): boolean {
  const source = req.headers.origin !== undefined ? hostOf(req.headers.origin) : hostOf(req.headers.referer);
  return source !== null && source === req.host;
}

async function identifyAs(req: FastifyRequest, reply: FastifyReply, use: SessionUse): Promise<void> {
  const { required } = use;
  const credential = credentialOf(req);
  if (!credential) {
    if (required) throw detailError(401, msg('notAuthenticated'));
    return;
  }
  if (credential.from === 'cookie' && !SAFE_METHODS.has(req.method) && !fromThisSite(req)) {
    throw detailError(403, msg('forbidden'));
  }
  const db = req.server.deps.database.db;
  const member = await resolveSession(db, credential.token);
  if (!member) {
    const reason = await endReasonOf(db, credential.token);
    if (reason) reply.header(SESSION_ENDED_HEADER, reason);
    // A cookie whose session ended for a reason is kept (until the next login or logout replaces
    // it), so that whichever call of a page reaches the server first, and the first page after a
    // reload that cut the others short, still says why; any other stale cookie is cleared.
    else if (credential.from === 'cookie') clearSessionCookie(reply);
    // A stale cookie on a public route is ignored; a bad Token header never is (as DRF does).
    if (required || credential.from === 'header') throw detailError(401, msg('invalidToken'));
    return;
  }
  if (member.isBlocked) {
    if (required) throw detailError(403, msg('userBlocked', { reason: member.blockedReason ?? '' }));
    return;
  }
  // What a session may do by its kind (a guardian only reads chats) is the policy's (actors.ts).
  req.member = sessionActor(member, use);
}

/**
 * onRequest hook: requires a member's or a moderator's session (401 without one, 403 for a blocked
 * member, 403 'guardianReadOnly' for a guardian: policy/actors.ts).
 */
export const authenticate = (req: FastifyRequest, reply: FastifyReply) =>
  identifyAs(req, reply, { required: true, guardianReads: false });

/**
 * onRequest hook of the guardian's reads (modules/guardian): requires a session, a guardian's
 * included; the route's own rule then says whose chats it may read.
 */
export const authenticateReader = (req: FastifyRequest, reply: FastifyReply) =>
  identifyAs(req, reply, { required: true, guardianReads: true });

/**
 * onRequest hook: sets `req.member` when the request carries a valid session (a guardian's is
 * served as a visitor's: policy/actors.ts).
 */
export const identify = (req: FastifyRequest, reply: FastifyReply) =>
  identifyAs(req, reply, { required: false, guardianReads: false });

/** The member of an `authenticate`d request; throws 401 if the hook did not run. */
export function memberOf(req: FastifyRequest): Member {
  if (!req.member) throw detailError(401, msg('notAuthenticated'));
  return req.member;
}

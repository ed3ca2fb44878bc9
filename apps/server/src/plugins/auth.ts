/**
 * Who is calling (DESIGN.md D2, D3): the session token from `Authorization: Token <token>` (SPEC.md
 * section 7) or from the httpOnly `session` cookie the web app gets at login. Routes opt in with
 * `onRequest: [authenticate]` (a session is required) or `onRequest: [identify]` (optional); either
 * sets `req.member`. A bad or revoked token answers 401 `{"detail": "Invalid token."}`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_IDLE_DAYS, msg } from '@nikah/shared';
import { detailError } from '../lib/errors';
import { resolveSession, type Member } from '../modules/auth/sessions';

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

async function identifyAs(req: FastifyRequest, reply: FastifyReply, required: boolean): Promise<void> {
  const credential = credentialOf(req);
  if (!credential) {
    if (required) throw detailError(401, msg('notAuthenticated'));
    return;
  }
  const member = await resolveSession(req.server.deps.database.db, credential.token);
  if (!member) {
    if (credential.from === 'cookie') clearSessionCookie(reply);
    // A stale cookie on a public route is ignored; a bad Token header never is (as DRF does).
    if (required || credential.from === 'header') throw detailError(401, msg('invalidToken'));
    return;
  }
  if (member.isBlocked) {
    if (required) throw detailError(403, msg('userBlocked', { reason: member.blockedReason ?? '' }));
    return;
  }
  req.member = member;
}

/** onRequest hook: requires a valid session (401 without one, 403 for a blocked member). */
export const authenticate = (req: FastifyRequest, reply: FastifyReply) => identifyAs(req, reply, true);

/** onRequest hook: sets `req.member` when the request carries a valid session. */
export const identify = (req: FastifyRequest, reply: FastifyReply) => identifyAs(req, reply, false);

/** The member of an `authenticate`d request; throws 401 if the hook did not run. */
export function memberOf(req: FastifyRequest): Member {
  if (!req.member) throw detailError(401, msg('notAuthenticated'));
  return req.member;
}

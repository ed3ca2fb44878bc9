/**
 * What the API document says about each operation beyond its schemas (issue 33 point 9), derived
 * in this one place from the route's method, path and hooks, so that no route has to write it:
 * a stable `operationId` and a summary named from the path, who may call it (the `security` of
 * SPEC.md section 7's `Token` header and the web app's session cookie), and which error answers of
 * DESIGN.md section 3 it can give. A route's own `operationId` or `summary` wins.
 */
import type { RouteOptions } from 'fastify';
import { isMemberLimit } from '../modules/policy/limits';
import { moderatorGuard } from '../modules/moderation/guard';
import * as auth from './auth';

/**
 * Who may call a route: anyone (`public`, credentials ignored), anyone with an optional session
 * (`optional`: a bad Token header is still 401), a member's session (`member`), a superuser's.
 */
export type Access = 'public' | 'optional' | 'member' | 'superuser';

/** The error answers an operation documents: names of the document's `components.responses`. */
export type ErrorResponse =
  'BadRequest' | 'Unauthorized' | 'Forbidden' | 'SuperuserOnly' | 'NotFound' | 'TooManyRequests';

/** First words of a path segment that name an action (`login`, `send-message`), not a thing. */
const ACTION_WORDS = new Set([
  'accept',
  'add',
  'approve',
  'block',
  'check',
  'complete',
  'confirm',
  'contact',
  'create',
  'decline',
  'demote',
  'disable',
  'dismiss',
  'enrol',
  'get',
  'increase',
  'invite',
  'join',
  'leave',
  'login',
  'logout',
  'mark',
  'promote',
  'reject',
  'report',
  'send',
  'set',
  'unblock',
  'update',
  'upload',
  'verify',
  'warn',
]);

const isParam = (segment: string) => segment.startsWith(':') || segment.startsWith('{');
/** `getAllMessages`, `add-to-favourite`, `2fa` → lower-case words. */
const wordsOf = (segment: string) =>
  segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[-_ ]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
const isPlural = (w: string) => /[^su]s$/.test(w) || w === 'news';

/** What a method does to a thing, when its path names a thing rather than an action. */
function suffixOf(verb: string, last: string[], endsWithParam: boolean, lastParam: string): string {
  const lastWord = last[last.length - 1] ?? '';
  if (lastWord === 'list') return 'list';
  // `GET accept-guidelines` reads a state, not a list of guidelines.
  const listed = !endsWithParam && isPlural(lastWord) && !ACTION_WORDS.has(last[0] ?? '');
  if (verb === 'GET') return listed ? 'list' : 'get';
  if (verb === 'DELETE') return 'delete';
  // POST to `.../{id}/` changes that object; to `.../{profile_code}/` it makes one aimed at it.
  if (verb === 'POST') return endsWithParam && lastParam === 'id' ? 'update' : 'create';
  return 'update';
}

/**
 * The `operationId` and summary of `METHOD url` (a Fastify url, `:id` or `{id}` params): the words
 * of the path after `/api/` in camelCase, then what the method does, unless a write's path already
 * names an action. `POST /api/profiles/login/` → `profilesLogin` ("Profiles: login."),
 * `POST /api/admin/profiles/{id}/approve/` → `adminProfilesApprove`, `GET /api/admin/news/` →
 * `adminNewsList`, `PUT /api/admin/news/{id}/` → `adminNewsUpdate`, `GET /api/friends/get-messages`
 * → `friendsMessagesList`. The same method and path always give the same name; docs.test.ts checks
 * that no two operations share one.
 */
export function operationName(method: string, url: string): { operationId: string; summary: string } {
  const segments = url
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter(Boolean);
  const params = segments.filter(isParam).map((s) => s.replace(/^[:{]|}$/g, ''));
  const endsWithParam = isParam(segments[segments.length - 1] ?? '');
  const verb = method.toUpperCase();
  // A GET's leading "get" says nothing (`get-messages`, `getAllMessages`).
  const groups = segments
    .filter((s) => !isParam(s))
    .map(wordsOf)
    .map((words) => (verb === 'GET' && words[0] === 'get' && words.length > 1 ? words.slice(1) : words));
  const last = groups[groups.length - 1] ?? [];
  const lastWord = last[last.length - 1] ?? '';
  const actionAt =
    verb === 'GET' || verb === 'DELETE' ? -1 : groups.findIndex((g) => ACTION_WORDS.has(g[0] ?? ''));
  const suffix = actionAt >= 0 ? '' : suffixOf(verb, last, endsWithParam, params[params.length - 1] ?? '');
  // Where the path's own words end with the suffix (`country-list`, `proposal-update`), they say it.
  const split = actionAt >= 0 ? actionAt : suffix === lastWord ? groups.length - 1 : groups.length;
  const area = groups.slice(0, split).flat();
  const action = split < groups.length ? groups.slice(split).flat() : [suffix];
  const words = [...area, ...action];
  const operationId = words.map((w, i) => (i === 0 ? w : capital(w))).join('');
  const on = params.length > 0 ? ` (${params.map((p) => `{${p}}`).join(', ')})` : '';
  const summary =
    area.length > 0
      ? `${capital(area.join(' '))}: ${action.join(' ')}${on}.`
      : `${capital(action.join(' '))}${on}.`;
  return { operationId, summary };
}

const hooksOf = (hooks: unknown): unknown[] => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);

/**
 * The hooks of plugins/auth.ts that require a session: `authenticate` and its kin (the guardian's
 * `authenticateReader`), each named `authenticate…` there.
 */
const SESSION_HOOKS: unknown[] = Object.entries(auth)
  .filter(([name, value]) => name.startsWith('authenticate') && typeof value === 'function')
  .map(([, value]) => value);

/** The hooks of the admin routes' guard, `authenticate` included. */
const MODERATOR_HOOKS: unknown[] = [...moderatorGuard];

/**
 * Who may call `route`, from its `onRequest` hooks (plugins/auth.ts, modules/moderation/guard.ts):
 * a moderator hook makes it a superuser's, a session hook a member's, `identify` optional.
 * docs.test.ts checks the result against the access matrix (src/access/matrix.ts).
 */
export function accessOf(route: Pick<RouteOptions, 'onRequest'>): Access {
  const hooks = hooksOf(route.onRequest);
  if (hooks.some((h) => !SESSION_HOOKS.includes(h) && MODERATOR_HOOKS.includes(h))) return 'superuser';
  if (hooks.some((h) => SESSION_HOOKS.includes(h))) return 'member';
  if (hooks.includes(auth.identify)) return 'optional';
  return 'public';
}

/** The `security` of an operation: either credential, optional for `optional`, none when public. */
export function securityOf(access: Access): Record<string, string[]>[] {
  const either: Record<string, string[]>[] = [{ token: [] }, { session: [] }];
  if (access === 'public') return [];
  return access === 'optional' ? [{}, ...either] : either;
}

/**
 * The error answers `route` can give: 400 when it validates input (body, query or path), 401 and
 * 403 with a session, 404 on a path with parameters, 429 under a rate limit (its `config.rateLimit`
 * or a per-member limiter of modules/policy/limits.ts).
 */
export function errorsOf(
  route: Pick<RouteOptions, 'config' | 'preHandler' | 'url'>,
  schema: { body?: unknown; querystring?: unknown; params?: unknown },
  access: Access,
): ErrorResponse[] {
  const out: ErrorResponse[] = [];
  const hasParams = route.url.split('/').some(isParam);
  if (schema.body || schema.querystring || schema.params || hasParams) out.push('BadRequest');
  if (access !== 'public') out.push('Unauthorized');
  if (access === 'member') out.push('Forbidden');
  if (access === 'superuser') out.push('SuperuserOnly');
  if (hasParams) out.push('NotFound');
  if (route.config?.rateLimit || hooksOf(route.preHandler).some(isMemberLimit)) out.push('TooManyRequests');
  return out;
}

/**
 * Short-lived caching of the API lists every visitor sees (issue 11): the home page, guidelines
 * and books. Three layers, all keyed by the request path:
 * - in this process, the answer is kept PUBLIC_CACHE_SECONDS (config.ts), so a burst of visitors
 *   costs one set of database queries; a moderator's successful write under `/api/admin/` empties
 *   it at once (`registerPublicCache`). With several server processes each has its own copy and
 *   only this process's copy is emptied, so elsewhere the TTL bounds how stale a list can be;
 * - a weak ETag of the answer, so `If-None-Match` gets a bodiless 304;
 * - `Cache-Control`: visitors (no session cookie) `public, max-age=<TTL>, stale-while-revalidate`,
 *   members (session cookie or Authorization header) `private, no-cache` (they revalidate every time, so a moderator sees their own edit),
 *   always with `Vary: Cookie` so no shared cache hands a member's copy to anyone else.
 * Only answers that are the same for everyone may use this: nothing here looks at the session.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../plugins/auth';

/** How long a browser may use a visitor's copy past max-age while it fetches a fresh one (seconds). */
export const STALE_WHILE_REVALIDATE_SECONDS = 300;
/** Most answers kept at once (paths are few; the bound only guards against a flood of ids). */
const MAX_ENTRIES = 500;

interface Entry {
  data: unknown;
  etag: string;
  expires: number;
}

/** A weak ETag of `data` as JSON: the same data, the same tag, in any process. */
export function etagOf(data: unknown): string {
  const hash = createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 27);
  return `W/"${hash}"`;
}

/** True when the `If-None-Match` header `header` names `etag` (weak comparison) or is `*`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** An in-process cache of answers by path, each kept `ttlMs` milliseconds (0: never kept). */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every clear, so an answer computed before a clear is not stored after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The fresh entry under `key`, else `produce()`'s data stored (when no clear happened meanwhile). */
  async get(key: string, produce: () => Promise<unknown>): Promise<{ data: unknown; etag: string }> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit;
    const started = this.generation;
    const data = await produce();
    const entry = { data, etag: etagOf(data), expires: this.now() + this.ttlMs };
    if (this.ttlMs > 0 && started === this.generation) {
      this.entries.delete(key);
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Forgets every entry whose key starts with `prefix` (all of them without one). */
  clear(prefix = ''): void {
    this.generation += 1;
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared answers' cache (lib/http-cache.ts). */
    publicCache: PublicCache;
  }
}

/** Request path without the query string (the cache key: these routes take no query). */
const pathOf = (url: string) => url.split('?')[0] ?? url;

/** Paths whose successful writes change what visitors see: the moderation console's. */
const CONTENT_WRITES = /^\/api\/admin\//;

/**
 * Decorates `app` with a PublicCache of `ttlSeconds` and empties it whenever a write (POST, PUT,
 * PATCH, DELETE) under `/api/admin/` succeeds, before that answer leaves, so the moderator's next
 * read sees the change. Call before the routes are registered.
 */
export function registerPublicCache(app: FastifyInstance, ttlSeconds: number): void {
  app.decorate('publicCache', new PublicCache(ttlSeconds * 1000));
  app.addHook('onSend', async (req, reply, payload) => {
    const write = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';
    if (write && reply.statusCode < 400 && CONTENT_WRITES.test(req.url)) app.publicCache.clear();
    return payload;
  });
}

/**
 * Answers a GET with the shared data of its path: from the cache, or `produce()` stored there;
 * sets ETag, Vary and Cache-Control (see the module comment) and answers 304 without a body when
 * the request's `If-None-Match` names the current tag. Errors thrown by `produce` pass through and
 * are never cached. Returns the data for Fastify to serialise, or the reply when it sent a 304.
 */
export async function sendShared<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  produce: () => Promise<T>,
): Promise<T | FastifyReply> {
  const ttl = req.server.deps.config.PUBLIC_CACHE_SECONDS;
  const { data, etag } = await req.server.publicCache.get(pathOf(req.url), produce);
  const visitor = !req.cookies[SESSION_COOKIE] && !req.headers.authorization;
  reply
    .header('ETag', etag)
    .header('Vary', 'Cookie')
    .header(
      'Cache-Control',
      visitor
        ? `public, max-age=${ttl}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`
        : 'private, no-cache',
    );
  if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
  // The cache holds what `produce` returned for this very path.
  return data as T;
}

/**
 * Cached counts of the profile list (issue 14, search at 1,000,000 profiles): a broad page (a
 * category such as "Unmarried in Uttar Pradesh") matches 100,000+ profiles, and counting them, not
 * reading the page, is the cost. With SEARCH_COUNT_CACHE_SECONDS > 0 a count is reused for that
 * many seconds per server process and database, so the count a member sees may be up to that
 * old (the page itself is always fresh). 0 (the default) counts every time.
 */
/** Most counts remembered per database (the oldest is forgotten first). */
export const COUNT_CACHE_MAX = 2000;

interface Entry {
  n: number;
  /** When it was counted, in ms since the epoch (the request's clock). */
  at: number;
}

const caches = new WeakMap<object, Map<string, Entry>>();

/**
 * The count of `key` in `scope` (the database object, so databases never share counts): the remembered one when younger than `ttlMs` at `nowMs`, else
 * `compute()` (remembered when `ttlMs` > 0). Errors of `compute` are not cached.
 */
export async function cachedCount(
  scope: object,
  key: string,
  ttlMs: number,
  nowMs: number,
  compute: () => Promise<number>,
): Promise<number> {
  if (ttlMs <= 0) return compute();
  let cache = caches.get(scope);
  if (!cache) {
    cache = new Map();
    caches.set(scope, cache);
  }
  const hit = cache.get(key);
  if (hit && nowMs - hit.at < ttlMs && nowMs >= hit.at) return hit.n;
  const n = await compute();
  cache.delete(key);
  cache.set(key, { n, at: nowMs });
  if (cache.size > COUNT_CACHE_MAX) cache.delete(cache.keys().next().value!);
  return n;
}

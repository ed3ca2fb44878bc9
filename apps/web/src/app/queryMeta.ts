/**
 * The `meta` that queries may carry (TanStack Query's `Register`, so `meta` is typed everywhere).
 *
 * `browserOnly`: the request counts or depends on this browser (its cookies), so the server render
 * must not make it: a server-side call has no cookie of the browser and would count a new visitor
 * on every page load (SPEC.md section 7 counters). The server renders the query's loading state and
 * the browser fetches it after hydrating.
 */
import '@tanstack/react-query';

export interface NikahQueryMeta extends Record<string, unknown> {
  browserOnly?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: NikahQueryMeta;
  }
}

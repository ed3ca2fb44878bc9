/**
 * The content area's calls that its cards and counters make, which the home page shows (the visitor
 * count, a book's download count): apart from the pages' queries (./queries.ts), so that the home
 * page's JavaScript holds no other page's queries and endpoints (issue 29).
 */
import { useQuery } from '@tanstack/react-query';
import type { BookItem, CounterPage, HomeResponse } from '@nikah/shared';
import { queryClient } from '../../app/queryClient';
import { countBook, fetchVisitorCount } from '../../lib/firstRouteEndpoints';
import { queryKeys } from '../../lib/queryKeys';

/**
 * The visitor count of a page (`GET /api/configs/counter/{page}`): the server counts this browser
 * once a day. Asked once per visit of the site (never refetched), never retried, and only by the
 * browser (never during the server render).
 */
export function useVisitorCount(page: CounterPage) {
  return useQuery({
    queryKey: queryKeys.content.visitorCount(page),
    queryFn: ({ signal }) => fetchVisitorCount(page, signal),
    select: (d) => d.count,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    // Counted per browser by its cookie: the server render must not count a visit of its own.
    meta: { browserOnly: true },
  });
}

/** Puts a book's new download count into the cached book lists (books page and home page). */
function setDownloadCount(id: number, count: number): void {
  const update = (b: BookItem) => (b.id === id ? { ...b, download_count: count } : b);
  queryClient.setQueryData<BookItem[]>(queryKeys.content.books, (list) => list?.map(update));
  queryClient.setQueryData<HomeResponse>(
    queryKeys.home,
    (home) => home && { ...home, books: home.books.map(update) },
  );
}

/**
 * Counts a download (`GET /api/book/increase-book-counter/{id}`) while the Download link opens the
 * PDF in a new tab by itself (a tab opened after an await would be stopped by pop-up blockers).
 * `keepalive` lets the request finish even if the page goes away. Failures are only logged
 * (SPEC.md section 8: book load failures are only logged).
 */
export async function countBookDownload(id: number): Promise<void> {
  try {
    const body = await countBook(id);
    setDownloadCount(body.id, body.download_count);
  } catch (err) {
    console.warn('download not counted', err);
  }
}

/**
 * Data of the content pages (SPEC.md section 7): books and their download counter, guidelines,
 * news, success stories, the about videos and the visitor counters.
 */
import { useQuery } from '@tanstack/react-query';
import type {
  AboutVideoItem,
  BookCounterResponse,
  BookItem,
  CounterPage,
  GuidelineItem,
  HomeResponse,
  SuccessStoryItem,
  blogItem,
} from '@nikah/shared';
import { queryClient } from '../../app/queryClient';
import { ApiError, apiGet } from '../../lib/api';

/** A news card (the shared schema's output type, without importing zod here). */
export type BlogItem = (typeof blogItem)['_output'];
export interface GuidelineTag {
  id: number;
  name: string;
}

/** Lists come as a bare array; a `{results}` or `{data}` envelope is accepted too. */
function asList<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === 'object') {
    const envelope = body as { results?: unknown; data?: unknown };
    if (Array.isArray(envelope.results)) return envelope.results as T[];
    if (Array.isArray(envelope.data)) return envelope.data as T[];
  }
  return [];
}

export function useGuidelines() {
  return useQuery({
    queryKey: ['guidelines', 'all'],
    queryFn: async ({ signal }) =>
      asList<GuidelineItem>(await apiGet<unknown>('/api/configs/all-guidelines', { signal })),
  });
}

export function useGuidelineTags() {
  return useQuery({
    queryKey: ['guidelines', 'tags'],
    queryFn: async ({ signal }) =>
      asList<GuidelineTag>(await apiGet<unknown>('/api/configs/guidelines-tags/', { signal })),
  });
}

export function useBooks() {
  return useQuery({
    queryKey: ['books'],
    queryFn: async ({ signal }) => asList<BookItem>(await apiGet<unknown>('/api/book/list/', { signal })),
  });
}

export function useBlogs() {
  return useQuery({
    queryKey: ['blogs'],
    queryFn: async ({ signal }) => asList<BlogItem>(await apiGet<unknown>('/api/configs/blogs', { signal })),
  });
}

export function useSuccessStories() {
  return useQuery({
    queryKey: ['success-stories'],
    queryFn: async ({ signal }) =>
      asList<SuccessStoryItem>(await apiGet<unknown>('/api/configs/success-stories/', { signal })),
  });
}

export function useAboutVideos() {
  return useQuery({
    queryKey: ['about-videos'],
    queryFn: async ({ signal }) =>
      asList<AboutVideoItem>(await apiGet<unknown>('/api/configs/about-videos/', { signal })),
  });
}

/**
 * The visitor count of a page (`GET /api/configs/counter/{page}`): the server counts this browser
 * once a day. Asked once per visit of the site (never refetched), and never retried.
 */
export function useVisitorCount(page: CounterPage) {
  return useQuery({
    queryKey: ['visitors', page],
    queryFn: ({ signal }) => apiGet<{ count: number }>(`/api/configs/counter/${page}`, { signal }),
    select: (d) => d.count,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** Puts a book's new download count into the cached book lists (books page and home page). */
function setDownloadCount(id: number, count: number): void {
  const update = (b: BookItem) => (b.id === id ? { ...b, download_count: count } : b);
  queryClient.setQueryData<BookItem[]>(['books'], (list) => list?.map(update));
  queryClient.setQueryData<HomeResponse>(
    ['home'],
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
    const res = await fetch(`/api/book/increase-book-counter/${id}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
    });
    if (!res.ok) throw new ApiError(res.status, res.statusText, null);
    const body = (await res.json()) as BookCounterResponse;
    setDownloadCount(body.id, body.download_count);
  } catch (err) {
    console.warn('download not counted', err);
  }
}

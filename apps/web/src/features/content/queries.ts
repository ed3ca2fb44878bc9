import { useQuery } from '@tanstack/react-query';
import type { BookItem, GuidelineItem, blogItem } from '@nikah/shared';
import { apiGet } from '../../lib/api';

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

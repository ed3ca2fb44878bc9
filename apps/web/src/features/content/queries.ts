/**
 * Data of the content pages (SPEC.md section 7): books, guidelines, news, success stories and the
 * about videos. The visitor counters and the book download counter, which the home page's cards
 * use, are in ./cardQueries.ts.
 */
import { useQuery } from '@tanstack/react-query';
import type { blogItem } from '@nikah/shared';
import {
  fetchAboutVideos,
  fetchBlogs,
  fetchBooks,
  fetchGuidelineTags,
  fetchGuidelines,
  fetchSuccessStories,
} from '../../lib/endpoints';
import { queryKeys } from '../../lib/queryKeys';

/** A news card (the shared schema's output type, without importing zod here). */
export type BlogItem = (typeof blogItem)['_output'];

export function useGuidelines() {
  return useQuery({
    queryKey: queryKeys.content.guidelines,
    queryFn: ({ signal }) => fetchGuidelines(signal),
  });
}

export function useGuidelineTags() {
  return useQuery({
    queryKey: queryKeys.content.guidelineTags,
    queryFn: ({ signal }) => fetchGuidelineTags(signal),
  });
}

export function useBooks() {
  return useQuery({
    queryKey: queryKeys.content.books,
    queryFn: ({ signal }) => fetchBooks(signal),
  });
}

export function useBlogs() {
  return useQuery({
    queryKey: queryKeys.content.blogs,
    queryFn: ({ signal }) => fetchBlogs(signal),
  });
}

export function useSuccessStories() {
  return useQuery({
    queryKey: queryKeys.content.successStories,
    queryFn: ({ signal }) => fetchSuccessStories(signal),
  });
}

export function useAboutVideos() {
  return useQuery({
    queryKey: queryKeys.content.aboutVideos,
    queryFn: ({ signal }) => fetchAboutVideos(signal),
  });
}

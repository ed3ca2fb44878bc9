/**
 * The console's content API (issue 9) as typed functions, each answer parsed with its shared
 * schema (packages/shared moderation-content.ts). In the console's chunk only.
 */
import type { z } from 'zod';
import {
  CONTENT_PAGE_SIZE,
  adminBookItem,
  adminFeedbackItem,
  contentPage,
  deletedResponse,
} from '@nikah/shared';
import { call, upload } from '../../../lib/api';

type Signal = AbortSignal | undefined;

/** The simple kinds' paths under `/api/admin/`. */
export type ContentPath =
  | 'guideline-tags'
  | 'guidelines'
  | 'success-stories'
  | 'news'
  | 'header-messages'
  | 'blocked-keywords'
  | 'groups';

/** `GET /api/admin/<path>/?page=&page_size=`: one page `{count, results}` of `item`s. */
export const fetchContentPage = <S extends z.ZodType>(
  path: string,
  item: S,
  page: number,
  signal?: Signal,
  pageSize: number = CONTENT_PAGE_SIZE,
) => call('GET', `/api/admin/${path}/?page=${page}&page_size=${pageSize}`, contentPage(item), { signal });

/** `POST /api/admin/<path>/`: the created item. */
export const createContent = <S extends z.ZodType>(path: ContentPath, item: S, body: unknown) =>
  call('POST', `/api/admin/${path}/`, item, { body });

/** `PUT /api/admin/<path>/<id>/`: the changed item. */
export const updateContent = <S extends z.ZodType>(path: ContentPath, item: S, id: number, body: unknown) =>
  call('PUT', `/api/admin/${path}/${id}/`, item, { body });

/** `DELETE /api/admin/<path>/<id>/` (also `books`). 409 for a guideline tag still in use. */
export const deleteContent = (path: ContentPath | 'books', id: number) =>
  call('DELETE', `/api/admin/${path}/${id}/`, deletedResponse);

/** `POST /api/admin/books/` (no id) or `/api/admin/books/<id>/`: multipart title, author, language, cover, pdf. */
export const saveBook = (id: number | null, form: FormData, onProgress?: (f: number) => void) =>
  upload(id === null ? '/api/admin/books/' : `/api/admin/books/${id}/`, form, adminBookItem, onProgress);

/** `GET /api/admin/feedback/?page=`: newest first. */
export const fetchFeedback = (page: number, signal?: Signal) =>
  fetchContentPage('feedback', adminFeedbackItem, page, signal);

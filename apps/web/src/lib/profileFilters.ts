/**
 * The profile list's filters (SPEC.md sections 2 and 8), checked with the server's own schema
 * `profileListQuery` (packages/shared). A module of its own, beside lib/endpoints.ts, because it
 * needs Zod at once: `fetchProfileList` loads it with the answers' schemas (lib/schemas.ts), so
 * that it stays off the first route (issue 11) and no list page evaluates Zod to show the list
 * the server rendered (issue 29).
 */
import { profileListQuery } from '@nikah/shared';
import { ApiError } from './api';

/** Filters of the profile list, as the server's schema takes them (strings of a query). */
export type ProfileListFilters = Partial<Record<keyof typeof profileListQuery.shape, string>>;

/**
 * The filters, checked with the server's own schema.
 * @throws {ApiError} 400 with the field errors (no request is made) when they are invalid
 */
export function checkedFilters(filters: ProfileListFilters): ProfileListFilters {
  const result = profileListQuery.safeParse(filters);
  if (result.success) return filters;
  const body: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    (body[issue.path.join('.') || 'non_field_errors'] ??= []).push(issue.message);
  }
  throw new ApiError(400, 'Invalid filters', body);
}

/**
 * The filters of a page's query string that the list accepts (`profileListQuery`'s keys; empty
 * values and other keys such as `tab` are dropped), checked like `fetchProfileList` does.
 * @throws {ApiError} 400 when a filter is invalid
 */
export function listFilters(params: URLSearchParams): ProfileListFilters {
  const filters: ProfileListFilters = {};
  for (const key of Object.keys(profileListQuery.shape)) {
    const value = params.get(key);
    // `key` comes from the schema's shape, so it is one of its keys.
    if (value) filters[key as keyof ProfileListFilters] = value;
  }
  return checkedFilters(filters);
}

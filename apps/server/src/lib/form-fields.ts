/**
 * Form fields read outside a route's body schema (multipart forms: reports, documents, books)
 * parsed with the shared Zod schema into the contract's 400 `{field: [messages]}`.
 */
import type { z } from 'zod';
import { issueRef } from '@nikah/shared';
import { HttpError, type FieldRefs } from './errors';

/**
 * `data` parsed with the shared `schema`; throws 400 `{field: [messages]}` (with their keys, a
 * form-wide issue under `non_field_errors`) when it fails.
 */
export function parseFields<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const refs: FieldRefs = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    (refs[field] ??= []).push(issueRef(issue));
  }
  throw new HttpError(400, refs);
}

/**
 * Query of `GET /api/profiles/list/` (SPEC.md section 7): the browse filters, the search `__in`
 * lists (comma-separated display names), age and height bounds, free text, paging and ordering.
 * The web search and category pages build their URLs from the same schema.
 */
import { z } from 'zod';
import { LOOKUP_LIMIT, MAX_AGE, PAGE_SIZE } from './constants';
import { msg } from './messages';
import { keyed } from './zod-messages';
import { GENDERS, HEIGHT_CHOICES, PHYSICAL_STATUSES } from './reference';

const NAME_MAX = 100;
const LIST_MAX_ITEMS = 60;
const SEARCH_MAX = 100;

const name = z.string().trim().min(1).max(NAME_MAX);
/** A comma-separated list of display names (at most 60), e.g. `Kerala,Karnataka`. */
const nameList = z
  .string()
  .max(LIST_MAX_ITEMS * (NAME_MAX + 1))
  .transform((s) => [
    ...new Set(
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.string().max(NAME_MAX)).min(1).max(LIST_MAX_ITEMS));
const age = z.coerce.number().int().min(0).max(MAX_AGE);
const heightNames = new Set(HEIGHT_CHOICES.map((h) => h.name));

/** Parsed filters of the profile list; every field optional. */
export const profileListQuery = z
  .object({
    gender: z.enum(GENDERS).optional(),
    maslak: name.optional(),
    biradari: name.optional(),
    state: name.optional(),
    state_current: name.optional(),
    /** Country of residence (the native country is always India). */
    country: name.optional(),
    city: name.optional(),
    city_current: name.optional(),
    martial_status: name.optional(),
    education: name.optional(),
    physical_status: z.enum(PHYSICAL_STATUSES).optional(),
    maslak__in: nameList.optional(),
    biradari__in: nameList.optional(),
    state__in: nameList.optional(),
    state_current__in: nameList.optional(),
    martial_status__in: nameList.optional(),
    education__in: nameList.optional(),
    height__in: nameList
      .refine((list) => list.every((h) => heightNames.has(h)), keyed(msg('invalidChoice')))
      .optional(),
    age__gte: age.optional(),
    age__lte: age.optional(),
    /** Free text over name, code, occupation, cities, education, degree, biradari and hobbies. */
    search: z.string().trim().max(SEARCH_MAX).optional(),
    /** Profile codes, comma-separated (favourites and visitor lookups). */
    code: nameList.optional(),
    /** Only profiles whose verification_status is Verified (our addition). */
    verified: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    ordering: z.enum(['-created_on', 'created_on']).default('-created_on'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(LOOKUP_LIMIT).default(PAGE_SIZE),
  })
  .refine((q) => q.age__gte === undefined || q.age__lte === undefined || q.age__gte <= q.age__lte, {
    path: ['age__lte'],
    ...keyed(msg('gteField', { field: 'age__gte' })),
  });
export type ProfileListQuery = z.output<typeof profileListQuery>;

/**
 * The search rules that need no schema (SPEC.md sections 6 and 9): the profile list's largest
 * page per caller and a member's default age range and gender. Apart from search.ts so that a page
 * using them (the web search form) does not load Zod with it (issue 29: evaluating Zod and the
 * list schema was a 60 ms task of the search page's start on a fast machine, 250 ms at 4x CPU
 * slowdown).
 */
import {
  INITIAL_SEARCH_AGE_MAX,
  LOOKUP_LIMIT,
  MAX_AGE,
  MEMBER_LIST_LIMIT_MAX,
  MIN_AGE,
  VISITOR_LIST_LIMIT_MAX,
} from './constants';

/**
 * The largest `limit` of the profile list for this caller (issue 13, scraping): VISITOR_LIST_LIMIT_MAX
 * (20) for a visitor, MEMBER_LIST_LIMIT_MAX (50) for a member, LOOKUP_LIMIT (1000) for a member's
 * look-up by profile codes (`code=`, at most 60 codes, so it never pages through the directory).
 * The server refuses a larger limit with 400; the web builds its URLs within it.
 */
export function listLimitMax(caller: { member: boolean; byCode: boolean }): number {
  if (!caller.member) return VISITOR_LIST_LIMIT_MAX;
  return caller.byCode ? LOOKUP_LIMIT : MEMBER_LIST_LIMIT_MAX;
}

/** Age bounds used when a member searches without any (SPEC.md section 9, initial search range). */
export function initialAgeRange(gender: string, ownAge: number): { min: number; max: number } {
  const own = Math.max(MIN_AGE, Math.min(ownAge, MAX_AGE));
  return gender === 'Male' ? { min: MIN_AGE, max: own } : { min: own, max: INITIAL_SEARCH_AGE_MAX };
}

/** The opposite gender, searched by default for members (SPEC.md section 6). */
export const oppositeGender = (gender: string) => (gender === 'Male' ? 'Female' : 'Male');

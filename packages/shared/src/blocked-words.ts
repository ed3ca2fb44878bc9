/**
 * The blocked-word rule of SPEC.md section 5 and DESIGN.md D9, shared so that the web form's check
 * (every 3 s and before the code request) and the server's check on create and update agree.
 * A keyword matches case-insensitively as a whole word or phrase ('fees' matches "Fees: 500" but not
 * "coffees"); spaces inside a phrase match any run of white space.
 */
import { FORM_MSG } from './fields';

/** Free-text fields of the profile form that are checked for blocked words, in form order. */
export const PROFILE_TEXT_FIELDS = [
  'full_name',
  'detail_for_this_status',
  'duration_after_khula_or_divorce',
  'degree',
  'occupation',
  'handicap_detail',
  'hobbies',
  'state_current',
  'city_current',
  'fathers_name',
  'fathers_occupation',
  'mothers_name',
  'mothers_occupation',
  'expectations',
  'extra_information',
] as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cache = new Map<string, RegExp>();

function matcher(keyword: string): RegExp | undefined {
  const words = keyword.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const key = words.join(' ').toLowerCase();
  let re = cache.get(key);
  if (!re) {
    re = new RegExp(`(?<![\\p{L}\\p{N}_])${words.map(escape).join('\\s+')}(?![\\p{L}\\p{N}_])`, 'iu');
    if (cache.size > 1000) cache.clear();
    cache.set(key, re);
  }
  return re;
}

/** The first of `keywords` that `text` contains (see the file comment), or undefined. */
export function findBlockedWord(text: string, keywords: readonly string[]): string | undefined {
  if (!text) return undefined;
  return keywords.find((k) => matcher(k)?.test(text));
}

/**
 * The first free-text field of `form` (PROFILE_TEXT_FIELDS) that contains a blocked keyword, with
 * the keyword, or undefined. Values that are not strings are ignored.
 */
export function findBlockedWordInForm(
  form: Record<string, unknown>,
  keywords: readonly string[],
): { field: string; word: string } | undefined {
  for (const field of PROFILE_TEXT_FIELDS) {
    const value = form[field];
    if (typeof value !== 'string') continue;
    const word = findBlockedWord(value, keywords);
    if (word) return { field, word };
  }
  return undefined;
}

/** The message of SPEC.md section 5 for a blocked word. */
export const blockedWordMessage = (word: string) => `${FORM_MSG.blockedWords}${word}`;

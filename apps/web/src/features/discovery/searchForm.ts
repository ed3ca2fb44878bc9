/**
 * The search form of `/profiles` and its URL: the list filters, the form's values read from and
 * written to the query string (the same keys as the server's `profileListQuery`), and the
 * defaults the server applies to a member who leaves gender or age open (SPEC.md section 9).
 */
import { useMemo } from 'react';
import { initialAgeRange, oppositeGender } from '@nikah/shared';
import { useUserData } from '../../app/sharedQueries';
import { useSession } from '../../app/session';
import type { RefKind } from '../../i18n/refLabel';

/** The multi-choice filters, by their query-string names. */
export const LISTS = [
  'state__in',
  'state_current__in',
  'martial_status__in',
  'education__in',
  'height__in',
  'maslak__in',
  'biradari__in',
] as const;
export type ListKey = (typeof LISTS)[number];

/** The reference list of each multi-choice filter, whose values are shown translated (D14). */
export const LIST_KINDS: Record<ListKey, RefKind | 'height'> = {
  state__in: 'state',
  state_current__in: 'state',
  martial_status__in: 'maritalStatus',
  education__in: 'education',
  height__in: 'height',
  maslak__in: 'maslak',
  biradari__in: 'biradari',
};

/** A filter value in the interface language, given useRefLabel's `label` and `height`. */
export function listValueLabel(
  k: ListKey,
  value: string,
  ref: { label: (kind: RefKind, v: string) => string; height: (v: string) => string },
): string {
  const kind = LIST_KINDS[k];
  return kind === 'height' ? ref.height(value) : ref.label(kind, value);
}

/** The search form's values. */
export interface Form {
  gender: string;
  age: [number, number] | null;
  lists: Record<ListKey, string[]>;
  city: string;
  verified: boolean;
  search: string;
}

/** The form values of a query string. */
export function formOf(params: URLSearchParams): Form {
  const listOf = (k: ListKey) => (params.get(k) ?? '').split(',').filter(Boolean);
  const lists = Object.fromEntries(LISTS.map((k) => [k, listOf(k)])) as Record<ListKey, string[]>;
  const lo = Number(params.get('age__gte'));
  const hi = Number(params.get('age__lte'));
  return {
    gender: params.get('gender') ?? '',
    age: params.has('age__gte') && params.has('age__lte') ? [lo, hi] : null,
    lists,
    city: params.get('city') ?? '',
    verified: params.get('verified') === 'true',
    search: params.get('search') ?? '',
  };
}

/** The query string of form values (empty values left out). */
export function paramsOf(form: Form): URLSearchParams {
  const p = new URLSearchParams();
  if (form.gender) p.set('gender', form.gender);
  if (form.age) {
    p.set('age__gte', String(form.age[0]));
    p.set('age__lte', String(form.age[1]));
  }
  for (const k of LISTS) if (form.lists[k].length) p.set(k, form.lists[k].join(','));
  if (form.city.trim()) p.set('city', form.city.trim());
  if (form.verified) p.set('verified', 'true');
  if (form.search.trim()) p.set('search', form.search.trim());
  return p;
}

/** What the server fills in for this member when gender or age is left open; null for visitors. */
export interface MemberDefaults {
  gender: string;
  age: [number, number];
}

/** The member's defaults (see `MemberDefaults`), from the session's own profile. */
export function useMemberDefaults(): MemberDefaults | null {
  const session = useSession();
  const me = useUserData().data;
  return useMemo(() => {
    if (!session || !me) return null;
    const range = initialAgeRange(me.gender, me.age);
    return { gender: oppositeGender(me.gender), age: [range.min, range.max] };
  }, [session, me]);
}

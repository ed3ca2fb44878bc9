/**
 * The values of each category tab (SPEC.md sections 2 and 9): what a value is called and which
 * filters of `GET /api/profiles/list/` it stands for.
 */
import {
  EDUCATION_CHOICES,
  EDUCATION_HIGHER,
  EDUCATION_LOWER,
  HEIGHT_CHOICES,
  MARITAL_STATUSES,
  MARITAL_UNMARRIED,
  AGE_GROUPS as AGE_GROUP_RANGES,
  HEIGHT_BANDS as HEIGHT_BAND_RANGES,
  THIRTY_PLUS_AGE_RANGE,
} from '@nikah/shared';
import type { RefKind } from '../../i18n/refLabel';

export const CATEGORY_TABS = [
  'state',
  'country',
  'education',
  'age',
  'height',
  'marital',
  'maslak',
  'biradari',
  'abled',
] as const;
export type CategoryTab = (typeof CATEGORY_TABS)[number];

type LabelKey = `discovery.cat.${'thirtyUnmarried' | 'higher' | 'lower' | 'handicap' | 'normal'}`;

export interface CategoryOption {
  /** Stable id within its tab (kept in the URL). */
  id: string;
  /** Display text (a reference value), unless `labelKey` names a translation. */
  label: string;
  labelKey?: LabelKey;
  /** The reference list `label` belongs to: shown translated (i18n/refLabel.ts, D14). */
  refKind?: RefKind;
  /** First and last height of a height band: shown the language's way. */
  heights?: [string, string];
  params: Record<string, string>;
}

/** Translators of an option's label: `t` for keys, `ref`/`height` from useRefLabel. */
export interface OptionLabelers {
  t: (key: LabelKey) => string;
  ref: (kind: RefKind, value: string) => string;
  height: (value: string) => string;
}

/** The text shown for an option in the interface language. */
export function optionLabel(o: CategoryOption, l: OptionLabelers): string {
  if (o.labelKey) return l.t(o.labelKey);
  if (o.refKind) return l.ref(o.refKind, o.label);
  if (o.heights) return `${l.height(o.heights[0])} – ${l.height(o.heights[1])}`;
  return o.label;
}

/** Age groups of SPEC.md section 9, and the '30+ Unmarried' preset. */
export const AGE_GROUPS: CategoryOption[] = [
  ...AGE_GROUP_RANGES.map(([lo, hi], i) => {
    // The last group is open-ended: '40+' (40 to 100).
    const id = i === AGE_GROUP_RANGES.length - 1 ? `${lo}+` : `${lo}-${hi}`;
    return { id, label: id, params: { age__gte: String(lo), age__lte: String(hi) } };
  }),
  {
    id: '30+unmarried',
    label: 'discovery.cat.thirtyUnmarried',
    labelKey: 'discovery.cat.thirtyUnmarried',
    params: {
      age__gte: String(THIRTY_PLUS_AGE_RANGE[0]),
      age__lte: String(THIRTY_PLUS_AGE_RANGE[1]),
      martial_status: MARITAL_UNMARRIED,
    },
  },
];

/**
 * Height bands of SPEC.md section 9 (feet.inches: 4-4.6, ... 6-6.5), as lists of height names:
 * [from, to) inches. Each is labelled with its first and last height in feet and inches, e.g.
 * 5'0" – 5'5", so that "5.6" is never read as five and a half feet.
 */
export const HEIGHT_BANDS: CategoryOption[] = HEIGHT_BAND_RANGES.map(([id, lo, hi]) => {
  const names = HEIGHT_CHOICES.filter((h) => h.inches >= lo && h.inches < hi).map((h) => h.name);
  return {
    id: `h${id}`,
    label: `${names[0] ?? ''} – ${names[names.length - 1] ?? ''}`,
    heights: [names[0] ?? '', names[names.length - 1] ?? ''],
    params: { height__in: names.join(',') },
  };
});

export const EDUCATION_OPTIONS: CategoryOption[] = [
  {
    id: 'higher',
    label: 'discovery.cat.higher',
    labelKey: 'discovery.cat.higher',
    params: { education__in: EDUCATION_HIGHER.join(',') },
  },
  {
    id: 'lower',
    label: 'discovery.cat.lower',
    labelKey: 'discovery.cat.lower',
    params: { education__in: EDUCATION_LOWER.join(',') },
  },
  ...EDUCATION_CHOICES.map((e) => ({
    id: e,
    label: e,
    refKind: 'education' as const,
    params: { education: e },
  })),
];

export const MARITAL_OPTIONS: CategoryOption[] = MARITAL_STATUSES.map((m) => ({
  id: m,
  label: m,
  refKind: 'maritalStatus',
  params: { martial_status: m },
}));

export const ABLED_OPTIONS: CategoryOption[] = [
  {
    id: 'Handicap',
    label: 'discovery.cat.handicap',
    labelKey: 'discovery.cat.handicap',
    params: { physical_status: 'Handicap' },
  },
  {
    id: 'Normal',
    label: 'discovery.cat.normal',
    labelKey: 'discovery.cat.normal',
    params: { physical_status: 'Normal' },
  },
];

/** Options named after reference values, filtering on `param`. */
export function namedOptions(names: string[], param: string, refKind?: RefKind): CategoryOption[] {
  return names.map((n) => ({ id: n, label: n, refKind, params: { [param]: n } }));
}

/**
 * What a first visit of the page has chosen before the member picks anything (SPEC.md section 9,
 * "Default category marital status Unmarried"): a pick like any other, shown and removable.
 */
export const DEFAULT_CHOICE: Readonly<Partial<Record<CategoryTab, string>>> = { marital: MARITAL_UNMARRIED };

/** Query string of an option's filters. */
export function optionQuery(option: CategoryOption): string {
  return new URLSearchParams(option.params).toString();
}

/** URL key of a tab's chosen option, e.g. `c_state`. */
export const tabParam = (tab: CategoryTab) => `c_${tab}`;

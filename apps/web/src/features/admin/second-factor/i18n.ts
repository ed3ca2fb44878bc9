/**
 * The strings of the console's two-step sign-in (second-factor/i18n/<lang>.json), loaded with this
 * part only, under `admin.secondFactor.` of the current language (../lazyStrings.ts).
 */
import en from './i18n/en.json';
import { lazyStrings, type Leaves } from '../lazyStrings';

const strings = lazyStrings(
  ['admin', 'secondFactor'],
  en,
  import.meta.glob<object>('./i18n/*.json', { import: 'default' }),
);

/** A key of this part's catalogue (second-factor/i18n/en.json). */
export type SecondFactorKey = Leaves<typeof en>;

/** True once this part's strings of the current language are there. */
export const useSecondFactorStrings = strings.useStrings;

/** `t` for this part's keys, checked against its English file. */
export const useSecondFactorT = strings.useT;

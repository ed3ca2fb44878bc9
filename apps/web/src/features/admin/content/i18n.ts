/**
 * The content pages' strings (issue 9), loaded with these pages only, under `admin.content.` of the
 * current language, like the console's own (../lazyStrings.ts).
 */
import en from './i18n/en.json';
import { lazyStrings, type Leaves } from '../lazyStrings';

const strings = lazyStrings(
  ['admin', 'content'],
  en,
  import.meta.glob<object>('./i18n/*.json', { import: 'default' }),
);

/** A key of content/i18n/en.json, without the `admin.content.` prefix. */
export type ContentKey = Leaves<typeof en>;

/** True once the content strings of the current language are there; follows language changes. */
export const useContentStrings = strings.useStrings;

/** `t` for the content keys, checked against the English file. */
export const useContentT = strings.useT;

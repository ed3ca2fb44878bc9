/**
 * The console's strings (features/admin/i18n/<lang>.json), loaded with the console's chunk and
 * never with the member app, under `admin.` of the current language (lazyStrings.ts).
 */
import en from './i18n/en.json';
import { lazyStrings, type Leaves } from './lazyStrings';

const strings = lazyStrings(['admin'], en, import.meta.glob<object>('./i18n/*.json', { import: 'default' }));

/** A key of the console's catalogue (features/admin/i18n/en.json), without the `admin.` prefix. */
export type AdminKey = Leaves<typeof en>;

/** True once the console's strings of the current language are there; follows language changes. */
export const useAdminStrings = strings.useStrings;

/** `t` for the console's keys, checked against the console's English file. */
export const useAdminT = strings.useT;

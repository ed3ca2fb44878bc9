/**
 * The translation catalogues, assembled from the shell's files (`i18n/<lang>.json`) and one folder
 * per feature (`features/<area>/i18n/<lang>.json`, mounted under the area's key, e.g.
 * `t('accounts.login.title')`). English is bundled; Hindi and Urdu load on demand as chunks.
 * To add a feature's strings, add one line per language below.
 */
import type { InterfaceLanguage } from '@nikah/shared';
import shellEn from './en.json';
import contentEn from '../features/content/i18n/en.json';
import accountsEn from '../features/accounts/i18n/en.json';
import discoveryEn from '../features/discovery/i18n/en.json';
import proposalsEn from '../features/proposals/i18n/en.json';
import profileActionsEn from '../features/profile-actions/i18n/en.json';
import chatEn from '../features/chat/i18n/en.json';
import groupsEn from '../features/groups/i18n/en.json';
import guardianEn from '../features/guardian/i18n/en.json';

/** The English catalogue: the source of keys for type checking and the fallback language. */
export const en = {
  ...shellEn,
  content: contentEn,
  accounts: accountsEn,
  discovery: discoveryEn,
  proposals: proposalsEn,
  profileActions: profileActionsEn,
  chat: chatEn,
  groups: groupsEn,
  guardian: guardianEn,
};

export type Catalogue = typeof en;

/** Loads the catalogue of one language. */
export const loaders: Record<InterfaceLanguage, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(en),
  hi: async () => ({
    ...(await import('./hi.json')).default,
    content: (await import('../features/content/i18n/hi.json')).default,
    accounts: (await import('../features/accounts/i18n/hi.json')).default,
    discovery: (await import('../features/discovery/i18n/hi.json')).default,
    proposals: (await import('../features/proposals/i18n/hi.json')).default,
    profileActions: (await import('../features/profile-actions/i18n/hi.json')).default,
    chat: (await import('../features/chat/i18n/hi.json')).default,
    groups: (await import('../features/groups/i18n/hi.json')).default,
    guardian: (await import('../features/guardian/i18n/hi.json')).default,
  }),
  ur: async () => ({
    ...(await import('./ur.json')).default,
    content: (await import('../features/content/i18n/ur.json')).default,
    accounts: (await import('../features/accounts/i18n/ur.json')).default,
    discovery: (await import('../features/discovery/i18n/ur.json')).default,
    proposals: (await import('../features/proposals/i18n/ur.json')).default,
    profileActions: (await import('../features/profile-actions/i18n/ur.json')).default,
    chat: (await import('../features/chat/i18n/ur.json')).default,
    groups: (await import('../features/groups/i18n/ur.json')).default,
    guardian: (await import('../features/guardian/i18n/ur.json')).default,
  }),
};

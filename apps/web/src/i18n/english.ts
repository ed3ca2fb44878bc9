/**
 * The whole English catalogue in one piece, every area bundled: for the server render
 * (i18n/server.ts), which must never wait for a catalogue, and for tests. The browser app does not
 * import it: there only the first route's English strings are bundled (catalogues.ts).
 */
import accountsEn from '../features/accounts/i18n/en.json';
import chatEn from '../features/chat/i18n/en.json';
import discoveryEn from '../features/discovery/i18n/en.json';
import groupsEn from '../features/groups/i18n/en.json';
import guardianEn from '../features/guardian/i18n/en.json';
import privacyEn from '../features/privacy/i18n/en.json';
import notificationsEn from '../features/notifications/i18n/en.json';
import profileActionsEn from '../features/profile-actions/i18n/en.json';
import proposalsEn from '../features/proposals/i18n/en.json';
import { enFirstRoute, type Catalogue } from './catalogues';

/** The English catalogue: the first route's strings and every other area's. */
export const en: Catalogue = {
  ...enFirstRoute,
  discovery: discoveryEn,
  accounts: accountsEn,
  proposals: proposalsEn,
  profileActions: profileActionsEn,
  chat: chatEn,
  groups: groupsEn,
  guardian: guardianEn,
  privacy: privacyEn,
  notifications: notificationsEn,
};

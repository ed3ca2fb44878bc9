/**
 * The notification API (DESIGN.md section 3 "Notifications", D21; issue 30) as typed functions,
 * each parsing its answer with the shared schema. The schemas load with the first call that
 * needs them (./schemas, full Zod); the preferences, which a member's first start on a browser
 * saves, are parsed with Zod Mini (lib/publicAnswers), so the header's bell evaluates no Zod at
 * start (issue 29). Every function throws the ApiError of lib/api on failure.
 */
import type { NotificationPreferencesUpdate } from '@nikah/shared';
import { call } from '../../lib/api';
import type * as Schemas from './schemas';

type Signal = AbortSignal | undefined;
/** A loader of the schema `name` of ./schemas, started beside its request by `call`. */
const schema =
  <K extends keyof typeof Schemas>(name: K) =>
  (): Promise<(typeof Schemas)[K]> =>
    import('./schemas').then((s) => s[name]);
const preferences = () => import('../../lib/publicAnswers').then((s) => s.notificationPreferences);

/** `GET /api/notifications/?page=`: my items, newest first, with the unread count. */
export const fetchNotifications = (page = 1, signal?: Signal) =>
  call('GET', `/api/notifications/?page=${page}`, schema('notificationPage'), { signal });
/** `POST /api/notifications/read/`: these items read, or all of them without `ids`. */
export const markNotificationsRead = (ids?: number[]) =>
  call('POST', '/api/notifications/read/', schema('unreadAnswer'), { body: ids ? { ids } : {} });
/** `GET /api/notifications/preferences/`. */
export const fetchPreferences = (signal?: Signal) =>
  call('GET', '/api/notifications/preferences/', preferences, { signal });
/** `PUT /api/notifications/preferences/`: the given fields change. */
export const updatePreferences = (body: NotificationPreferencesUpdate) =>
  call('PUT', '/api/notifications/preferences/', preferences, { body });
/** `GET /api/searches/`. */
export const fetchSavedSearches = (signal?: Signal) =>
  call('GET', '/api/searches/', schema('savedSearchList'), { signal });
/** `POST /api/searches/` `{name, filters}`. */
export const saveSearch = (body: { name: string; filters: Record<string, string> }) =>
  call('POST', '/api/searches/', schema('savedSearchItem'), { body });
/** `DELETE /api/searches/{id}/`. */
export const deleteSavedSearch = (id: number) =>
  call('DELETE', `/api/searches/${id}/`, schema('ignoredAnswer'));
/** `GET /api/push/public-key/`: the VAPID key push subscriptions are made with. */
export const fetchPushKey = () => call('GET', '/api/push/public-key/', schema('pushKeyAnswer'));
/** `POST /api/push/subscriptions/`: this browser's subscription. */
export const addPushSubscription = (sub: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
  call('POST', '/api/push/subscriptions/', schema('okAnswer'), { body: sub });

/**
 * The notification API (DESIGN.md section 3 "Notifications", D21; issue 30) as typed functions,
 * each parsing its answer with the shared schema. Kept in this feature (like the console's
 * endpoints) so that only its lazy chunks hold them and Zod stays off the first route. Every
 * function throws the ApiError of lib/api on failure.
 */
import { z } from 'zod';
import {
  notificationPage,
  notificationPreferences,
  savedSearchItem,
  savedSearchList,
  type NotificationPreferencesUpdate,
} from '@nikah/shared';
import { call } from '../../lib/api';

type Signal = AbortSignal | undefined;
const unread = z.object({ unread: z.number().int() });
const okAnswer = z.object({ ok: z.boolean() });

/** `GET /api/notifications/?page=`: my items, newest first, with the unread count. */
export const fetchNotifications = (page = 1, signal?: Signal) =>
  call('GET', `/api/notifications/?page=${page}`, notificationPage, { signal });
/** `POST /api/notifications/read/`: these items read, or all of them without `ids`. */
export const markNotificationsRead = (ids?: number[]) =>
  call('POST', '/api/notifications/read/', unread, { body: ids ? { ids } : {} });
/** `GET /api/notifications/preferences/`. */
export const fetchPreferences = (signal?: Signal) =>
  call('GET', '/api/notifications/preferences/', notificationPreferences, { signal });
/** `PUT /api/notifications/preferences/`: the given fields change. */
export const updatePreferences = (body: NotificationPreferencesUpdate) =>
  call('PUT', '/api/notifications/preferences/', notificationPreferences, { body });
/** `GET /api/searches/`. */
export const fetchSavedSearches = (signal?: Signal) =>
  call('GET', '/api/searches/', savedSearchList, { signal });
/** `POST /api/searches/` `{name, filters}`. */
export const saveSearch = (body: { name: string; filters: Record<string, string> }) =>
  call('POST', '/api/searches/', savedSearchItem, { body });
/** `DELETE /api/searches/{id}/`. */
export const deleteSavedSearch = (id: number) => call('DELETE', `/api/searches/${id}/`, z.unknown());
/** `GET /api/push/public-key/`: the VAPID key push subscriptions are made with. */
export const fetchPushKey = () => call('GET', '/api/push/public-key/', z.object({ key: z.string() }));
/** `POST /api/push/subscriptions/`: this browser's subscription. */
export const addPushSubscription = (sub: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
  call('POST', '/api/push/subscriptions/', okAnswer, { body: sub });

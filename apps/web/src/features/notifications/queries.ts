/**
 * Data of the notification feature as TanStack Query hooks over ./endpoints: the centre's first
 * page (live: each `notification:new` pushed by the socket goes to the top and the unread count
 * rises), mark read, preferences and saved searches.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPage, NotificationPreferencesUpdate } from '@nikah/shared';
import { shouldRetry } from '../../lib/api';
import { useSocketEvent } from '../../lib/useSocket';
import {
  deleteSavedSearch,
  fetchNotifications,
  fetchPreferences,
  fetchSavedSearches,
  markNotificationsRead,
  saveSearch,
  updatePreferences,
} from './endpoints';

/** Query keys of this feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  page: (page: number) => ['notifications', 'page', page] as const,
  preferences: ['notifications', 'preferences'] as const,
  searches: ['notifications', 'searches'] as const,
};

/** Page `page` of my notifications (the bell reads page 1). */
export function useNotifications(page = 1) {
  return useQuery({
    queryKey: notificationKeys.page(page),
    queryFn: ({ signal }) => fetchNotifications(page, signal),
    retry: shouldRetry,
  });
}

/** Puts each pushed notification at the top of page 1 and counts it unread, without a request. */
export function useLiveNotifications(): void {
  const client = useQueryClient();
  useSocketEvent('notification:new', (item) => {
    client.setQueryData<NotificationPage>(notificationKeys.page(1), (old) =>
      old && !old.results.some((r) => r.id === item.id)
        ? { count: old.count + 1, unread: old.unread + 1, results: [item, ...old.results] }
        : old,
    );
    if (!client.getQueryData(notificationKeys.page(1))) {
      void client.invalidateQueries({ queryKey: notificationKeys.page(1) });
    }
  });
}

/** Marks items read (all without ids); the lists refresh. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => markNotificationsRead(ids),
    onSettled: () => client.invalidateQueries({ queryKey: ['notifications', 'page'] }),
  });
}

export function usePreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => fetchPreferences(signal),
    retry: shouldRetry,
  });
}

export function useUpdatePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferencesUpdate) => updatePreferences(body),
    onSuccess: (prefs) => client.setQueryData(notificationKeys.preferences, prefs),
  });
}

export function useSavedSearches() {
  return useQuery({
    queryKey: notificationKeys.searches,
    queryFn: ({ signal }) => fetchSavedSearches(signal),
    retry: shouldRetry,
  });
}

export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.searches }),
  });
}

export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.searches }),
  });
}

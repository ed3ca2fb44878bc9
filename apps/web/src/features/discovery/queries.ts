/**
 * Data of the discovery screens (SPEC.md sections 2, 7 and 8): the profile list with its filters,
 * favourites, visitors, matches, the photo captcha and the expectation update.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type {
  CaptchaChallenge,
  CaptchaPhotos,
  FavouritesResponse,
  ProfilePage,
  VisitorsResponse,
} from '@nikah/shared';
import { apiGet, apiPatch, apiPost, authHeaders, failure, shouldRetry } from '../../lib/api';
import { useSession } from '../accounts/session';

/** `GET /api/profiles/list/?…` with the given query string (without `?`). */
export function useProfileList(query: string, enabled = true) {
  return useQuery({
    queryKey: ['profiles', 'list', query],
    queryFn: ({ signal }) => apiGet<ProfilePage>(`/api/profiles/list/?${query}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
    retry: shouldRetry,
    enabled,
  });
}

/** Counts of several list queries at once (`limit=1` each), for the category tabs. */
export function useCounts(tab: string, queries: string[]) {
  return useQuery({
    queryKey: ['profiles', 'counts', tab, queries],
    queryFn: async ({ signal }) => {
      const counts = await Promise.all(
        queries.map((q) =>
          apiGet<ProfilePage>(`/api/profiles/list/?${q}${q ? '&' : ''}limit=1`, { signal }).then(
            (r) => r.count,
          ),
        ),
      );
      return counts;
    },
    staleTime: 5 * 60 * 1000,
    enabled: queries.length > 0,
  });
}

export const favouritesKey = ['discovery', 'favourites'] as const;

export function useFavourites() {
  const session = useSession();
  return useQuery({
    queryKey: favouritesKey,
    queryFn: ({ signal }) => apiGet<FavouritesResponse>('/api/profiles/add-to-favourite/user/', { signal }),
    enabled: !!session,
    retry: shouldRetry,
  });
}

export function useVisitors() {
  const session = useSession();
  return useQuery({
    queryKey: ['discovery', 'visitors'],
    queryFn: ({ signal }) => apiGet<VisitorsResponse>('/api/profiles/profile-visited/user', { signal }),
    enabled: !!session,
    retry: shouldRetry,
  });
}

export function useMatches(page: number) {
  const session = useSession();
  return useQuery({
    queryKey: ['discovery', 'matches', page],
    queryFn: ({ signal }) => apiGet<ProfilePage>(`/api/profiles/matches/?page=${page}`, { signal }),
    enabled: !!session,
    placeholderData: keepPreviousData,
    retry: shouldRetry,
  });
}

async function apiDelete<T>(path: string): Promise<T> {
  const res = await fetch(path, { method: 'DELETE', headers: authHeaders(), credentials: 'same-origin' });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    body = text;
  }
  if (!res.ok) throw failure(res.status, res.statusText, body);
  return body as T;
}

/** Adds (`add: true`) or removes a favourite, with the toasts of SPEC.md section 8. */
export function useFavouriteToggle(profileCode: string, slug: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (add: boolean) => {
      const path = `/api/profiles/add-to-favourite/${encodeURIComponent(profileCode)}/`;
      return add ? apiPatch<{ message: string }>(path, {}) : apiDelete<{ message: string }>(path);
    },
    onSuccess: (_data, add) => {
      notifications.show({
        message: add ? t('discovery.fav.added') : t('discovery.fav.removed'),
        color: 'brand',
      });
      void queryClient.invalidateQueries({ queryKey: favouritesKey });
      void queryClient.invalidateQueries({ queryKey: ['profile', slug] });
    },
    onError: () => notifications.show({ message: t('discovery.common.failed'), color: 'red' }),
  });
}

export function fetchCaptcha(): Promise<CaptchaChallenge> {
  return apiGet<CaptchaChallenge>('/api/profiles/captcha/');
}

export function answerCaptcha(captchaId: string, answer: string, slug: string): Promise<CaptchaPhotos> {
  return apiPost<CaptchaPhotos>('/api/profiles/captcha/', { captcha_id: captchaId, answer, slug });
}

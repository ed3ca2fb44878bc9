/**
 * Data of the discovery screens (SPEC.md sections 2, 7 and 8): the profile list with its filters,
 * favourites, visitors, matches, the photo captcha and the expectation update.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ApiError, shouldRetry } from '../../lib/api';
import {
  answerCaptcha as postCaptchaAnswer,
  fetchCaptcha as getCaptcha,
  fetchFavourites,
  fetchMatches,
  fetchProfileList,
  fetchVisitors,
  setFavourite,
} from '../../lib/endpoints';
import { queryKeys } from '../../lib/queryKeys';
import { errorText } from '../../lib/messages';
import { useSession } from '../../app/session';

/**
 * `GET /api/profiles/list/` with the filters of a page's query string (without `?`), checked with
 * the server's schema (`fetchProfileList`); an invalid filter is a 400 ApiError without a request.
 */
export function useProfileList(query: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.profiles.list(query),
    queryFn: ({ signal }) => fetchProfileList(new URLSearchParams(query), signal),
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
    retry: shouldRetry,
    enabled,
  });
}

/** Counts of several list queries at once (`limit=1` each), for the category tabs. */
export function useCounts(tab: string, queries: string[]) {
  return useQuery({
    queryKey: queryKeys.profiles.counts(tab, queries),
    queryFn: ({ signal }) =>
      Promise.all(
        queries.map((q) => {
          const params = new URLSearchParams(q);
          params.set('limit', '1');
          return fetchProfileList(params, signal).then((r) => r.count);
        }),
      ),
    staleTime: 5 * 60 * 1000,
    enabled: queries.length > 0,
  });
}

export function useFavourites() {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.discovery.favourites,
    queryFn: ({ signal }) => fetchFavourites(signal),
    enabled: !!session,
    retry: shouldRetry,
  });
}

export function useVisitors() {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.discovery.visitors,
    queryFn: ({ signal }) => fetchVisitors(signal),
    enabled: !!session,
    retry: shouldRetry,
  });
}

export function useMatches(page: number) {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.discovery.matches(page),
    queryFn: ({ signal }) => fetchMatches(page, signal),
    enabled: !!session,
    placeholderData: keepPreviousData,
    retry: shouldRetry,
  });
}

/** Adds (`add: true`) or removes a favourite, with the toasts of SPEC.md section 8. */
export function useFavouriteToggle(profileCode: string, slug: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (add: boolean) => setFavourite(profileCode, add),
    onSuccess: (_data, add) => {
      notifications.show({
        message: add ? t('discovery.fav.added') : t('discovery.fav.removed'),
        color: 'brand',
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.discovery.favourites });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile.detail(slug) });
    },
    // A refusal the server explains (e.g. a pending deletion request) says why; anything else is
    // the generic failure.
    onError: (error) =>
      notifications.show({
        message:
          error instanceof ApiError && error.status === 403
            ? errorText(t, error)
            : t('discovery.common.failed'),
        color: 'red',
      }),
  });
}

/** `GET /api/profiles/captcha/`: a new arithmetic question. */
export const fetchCaptcha = getCaptcha;

/** `POST /api/profiles/captcha/`: the answer for `slug`'s photos. */
export const answerCaptcha = postCaptchaAnswer;

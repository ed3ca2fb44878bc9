/**
 * The privacy feature's reads (DESIGN.md D22): the privacy page's settings (public: the grievance
 * officer and the periods the notice states) and the member's accepted notices.
 */
import { useQuery } from '@tanstack/react-query';
import { fetchConsents, fetchPrivacySettings } from '../../lib/endpoints';
import { queryKeys } from '../../lib/queryKeys';

/** `GET /api/configs/privacy/`, kept for the session (the settings change only with a restart). */
export const usePrivacySettings = () =>
  useQuery({
    queryKey: queryKeys.privacy.settings,
    queryFn: ({ signal }) => fetchPrivacySettings(signal),
    staleTime: Infinity,
  });

/** `GET /api/profiles/consents/` of the signed-in member (`enabled` false: not asked). */
export const useConsents = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.privacy.consents,
    queryFn: ({ signal }) => fetchConsents(signal),
    enabled,
    staleTime: Infinity,
  });

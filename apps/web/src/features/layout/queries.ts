import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api';

export const partnerFoundKey = ['partner-found'] as const;

/**
 * Number of members who found their partner. On the home page the home request fills it in, so
 * the separate call is made only on other pages (`enabled`).
 */
export function usePartnerFound(enabled: boolean) {
  return useQuery({
    queryKey: partnerFoundKey,
    queryFn: ({ signal }) => apiGet<{ count: number }>('/api/configs/count/partner-found', { signal }),
    enabled,
    staleTime: 30 * 60 * 1000,
    select: (d) => d.count,
  });
}

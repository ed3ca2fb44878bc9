import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from '../lib/api';

/** One client for the app. Public content changes rarely, so it stays fresh for five minutes. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60 * 1000,
      gcTime: 30 * 60 * 1000,
      retry: shouldRetry,
      refetchOnWindowFocus: false,
    },
  },
});

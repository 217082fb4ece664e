import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/**
 * docs/architecture.md § Web app rules: reads are GETs of their key, never retried, never refetched on focus
 * or on an interval, and never stale (a tab tap refreshes everything explicitly). Mutations are not retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

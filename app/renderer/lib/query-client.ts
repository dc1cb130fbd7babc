import { QueryClient } from '@tanstack/react-query';
import { isTransient } from './api/api-error.ts';

/**
 * Decisions and node mixes are billed, so nothing refetches on focus or reconnect by
 * itself; only transient failures (unreachable, 429, 5xx) are retried, after the 1 s
 * Retry-After the API sends.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: (failureCount, error) => isTransient(error) && failureCount < 2,
        retryDelay: 1000,
      },
      mutations: { retry: false },
    },
  });
}

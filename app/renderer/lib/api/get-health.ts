// GET /v1/health: public liveness probe, polled for the header's connection dot.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { healthResponseSchema } from '../../../shared/contract/responses.ts';
import { apiRequest } from './client.ts';

export async function getHealth(signal?: AbortSignal) {
  const result = await apiRequest({ path: '/v1/health', auth: 'none', schema: healthResponseSchema, signal });
  return result.data;
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: 30_000,
    retry: false,
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}

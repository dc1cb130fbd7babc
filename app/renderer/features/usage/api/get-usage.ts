// GET /v1/usage?month=YYYY-MM: the account's month (billed, discovery, quota, cap,
// rate limit, per day, per engine, per key). Free to ask; refreshed while shown.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { usageResponseSchema } from '../../../../shared/contract/extras.ts';
import { apiRequest } from '../../../lib/api/client.ts';

export async function getUsage(month: string | null, signal?: AbortSignal) {
  const result = await apiRequest({
    path: '/v1/usage',
    query: { month: month ?? undefined },
    auth: 'api-key',
    schema: usageResponseSchema,
    signal,
  });
  return result.data;
}

export function usageQueryOptions(month: string | null) {
  return queryOptions({
    queryKey: ['usage', month ?? 'current'],
    queryFn: ({ signal }) => getUsage(month, signal),
    staleTime: 10_000,
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useUsage(month: string | null) {
  return useQuery(usageQueryOptions(month));
}

// GET /v1/coverage: the spots the account's trees cover and their canonical flops.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { coverageResponseSchema } from '../../../shared/contract/extras.ts';
import { apiRequest } from './client.ts';

export async function getCoverage(signal?: AbortSignal) {
  const result = await apiRequest({ path: '/v1/coverage', auth: 'api-key', schema: coverageResponseSchema, signal });
  return result.data;
}

export function coverageQueryOptions() {
  return queryOptions({
    queryKey: ['coverage'],
    queryFn: ({ signal }) => getCoverage(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCoverage() {
  return useQuery(coverageQueryOptions());
}

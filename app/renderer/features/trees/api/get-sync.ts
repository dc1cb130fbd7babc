// GET /admin/trees/sync: the running or last sync; polled twice a second while it runs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { syncStatusResponseSchema } from '../../../../shared/contract/jobs.ts';
import { apiRequest } from '../../../lib/api/client.ts';

export const SYNC_QUERY_KEY = ['admin', 'trees', 'sync'] as const;
const POLL_MS = 500;

export async function getSync(signal?: AbortSignal) {
  const result = await apiRequest({ path: '/admin/trees/sync', auth: 'admin', schema: syncStatusResponseSchema, signal });
  return result.data.sync;
}

export function syncQueryOptions() {
  return queryOptions({
    queryKey: SYNC_QUERY_KEY,
    queryFn: ({ signal }) => getSync(signal),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  });
}

export function useSync() {
  return useQuery(syncQueryOptions());
}

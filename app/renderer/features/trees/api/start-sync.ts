// POST /admin/trees/sync {source, key?} -> 202 the sync state; DELETE stops it.
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { syncStateSchema, syncStatusResponseSchema, type SyncStartBody } from '../../../../shared/contract/jobs.ts';
import { apiRequest } from '../../../lib/api/client.ts';
import { SYNC_QUERY_KEY } from './get-sync.ts';

export async function startSync(body: SyncStartBody) {
  const result = await apiRequest({ method: 'POST', path: '/admin/trees/sync', body, auth: 'admin', schema: syncStateSchema });
  return result.data;
}

export async function stopSync() {
  const result = await apiRequest({ method: 'DELETE', path: '/admin/trees/sync', auth: 'admin', schema: syncStatusResponseSchema });
  return result.data.sync;
}

export function startSyncMutationOptions() {
  return mutationOptions({ mutationKey: ['admin', 'trees', 'sync', 'start'], mutationFn: startSync });
}

export function useStartSync() {
  const queryClient = useQueryClient();
  return useMutation({
    ...startSyncMutationOptions(),
    onSuccess: (state) => queryClient.setQueryData(SYNC_QUERY_KEY, state),
  });
}

export function useStopSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'trees', 'sync', 'stop'],
    mutationFn: stopSync,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYNC_QUERY_KEY }),
  });
}

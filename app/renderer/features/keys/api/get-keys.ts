// GET /admin/keys: every key of every local account, revoked ones included.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { adminKeysResponseSchema } from '../schemas.ts';

export async function getKeys(signal?: AbortSignal) {
  const result = await apiRequest({ path: '/admin/keys', auth: 'admin', schema: adminKeysResponseSchema, signal });
  return result.data.keys;
}

export const KEYS_QUERY_KEY = ['admin', 'keys'] as const;

export function keysQueryOptions() {
  return queryOptions({ queryKey: KEYS_QUERY_KEY, queryFn: ({ signal }) => getKeys(signal) });
}

export function useKeys() {
  return useQuery(keysQueryOptions());
}

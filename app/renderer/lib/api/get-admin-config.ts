// GET /admin/config (Bearer admin token): the local account's key and name. The browser
// sign-in uses it to turn the admin token into an API key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminConfigResponseSchema, type AdminConfig } from '../../../shared/contract/admin.ts';
import { apiRequest, type Credentials } from './client.ts';

/** `credentials` checks a token that is not kept yet (sign-in). */
export async function getAdminConfig(signal?: AbortSignal, credentials?: Credentials): Promise<AdminConfig> {
  const result = await apiRequest({ path: '/admin/config', auth: 'admin', schema: adminConfigResponseSchema, signal, credentials });
  return result.data;
}

export function adminConfigQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'config'],
    queryFn: ({ signal }) => getAdminConfig(signal),
    staleTime: Infinity,
  });
}

export function useAdminConfig() {
  return useQuery(adminConfigQueryOptions());
}

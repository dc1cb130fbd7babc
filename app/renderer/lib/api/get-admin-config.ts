// GET /admin/config (Bearer admin token): the local account's key and name. The browser
// sign-in uses it to turn the admin token into an API key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, type Credentials } from './client.ts';

/** Local admin endpoint, not in app/shared/contract yet: kept here until it moves there. */
export const adminConfigSchema = z.object({
  local_key: z.string().min(1),
  account: z.string().min(1),
});
export type AdminConfig = z.output<typeof adminConfigSchema>;

/** `credentials` checks a token that is not kept yet (sign-in). */
export async function getAdminConfig(signal?: AbortSignal, credentials?: Credentials): Promise<AdminConfig> {
  const result = await apiRequest({ path: '/admin/config', auth: 'admin', schema: adminConfigSchema, signal, credentials });
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

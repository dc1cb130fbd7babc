// POST /admin/keys {account, label?} -> {key_id, key}: the full key, shown once.
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { type CreateKeyBody, createKeyResponseSchema } from '../schemas.ts';
import { KEYS_QUERY_KEY } from './get-keys.ts';

export async function createKey(body: CreateKeyBody) {
  const result = await apiRequest({ method: 'POST', path: '/admin/keys', body, auth: 'admin', schema: createKeyResponseSchema });
  return result.data;
}

export function createKeyMutationOptions() {
  return mutationOptions({ mutationKey: ['admin', 'keys', 'create'], mutationFn: createKey });
}

export function useCreateKey() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createKeyMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS_QUERY_KEY }),
  });
}

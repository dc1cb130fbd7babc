// DELETE /admin/keys/:key_id -> 204. A revoked key answers 401 from then on.
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { KEYS_QUERY_KEY } from './get-keys.ts';

export async function revokeKey(keyId: string): Promise<void> {
  await apiRequest({ method: 'DELETE', path: `/admin/keys/${encodeURIComponent(keyId)}`, auth: 'admin', schema: undefined });
}

export function revokeKeyMutationOptions() {
  return mutationOptions({ mutationKey: ['admin', 'keys', 'revoke'], mutationFn: revokeKey });
}

export function useRevokeKey() {
  const queryClient = useQueryClient();
  return useMutation({
    ...revokeKeyMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS_QUERY_KEY }),
  });
}

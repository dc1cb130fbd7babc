// POST /v1/strategy: the table as the caller sees it; the solver tree answers when the
// spot fits, the fallback engine otherwise (X-Engine, X-Fallback-Reason). Billed on 200.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { postStrategyResponseSchema } from '../../../../shared/contract/responses.ts';
import type { PostflopBodyInput, PreflopBodyInput } from '../../../../shared/contract/strategy-body.ts';
import { apiRequest } from '../../../lib/api/client.ts';

export type DecisionBody = PostflopBodyInput | PreflopBodyInput;

export async function postDecision(body: DecisionBody) {
  const result = await apiRequest({
    method: 'POST',
    path: '/v1/strategy',
    body,
    auth: 'api-key',
    schema: postStrategyResponseSchema,
  });
  return { response: result.data, meta: result.meta, body };
}

export function postDecisionMutationOptions() {
  return mutationOptions({
    mutationKey: ['decision', 'post'],
    mutationFn: postDecision,
  });
}

export function usePostDecision() {
  return useMutation(postDecisionMutationOptions());
}

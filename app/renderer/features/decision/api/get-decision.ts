// GET /v1/strategy for one hand, full verbosity: the billed answer of the tree (mix,
// full context, source; the audit block on request).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDecisionResponseSchema } from '../../../../shared/contract/responses.ts';
import { apiRequest } from '../../../lib/api/client.ts';
import { type Board, type Spot, spotKey, spotQueryParams } from '../../../lib/spot.ts';

export interface HandQuery {
  spot: Spot;
  board: Board;
  node: string;
  hand: string;
  audit: boolean;
}

export async function getDecision({ spot, board, node, hand, audit }: HandQuery, signal?: AbortSignal) {
  const result = await apiRequest({
    path: '/v1/strategy',
    query: { ...spotQueryParams(spot, board, node), hand, verbosity: 'full', audit: audit ? 'true' : undefined },
    auth: 'api-key',
    schema: getDecisionResponseSchema,
    signal,
  });
  return { decision: result.data, meta: result.meta };
}

export function decisionQueryOptions(query: HandQuery) {
  return queryOptions({
    queryKey: ['node', spotKey(query.spot, query.board), query.node, 'hand', query.hand, { audit: query.audit }],
    queryFn: ({ signal }) => getDecision(query, signal),
    // Billed: an answer is kept for the session rather than asked again.
    staleTime: Infinity,
    gcTime: 60 * 60_000,
  });
}

export function useDecision(query: HandQuery | null) {
  return useQuery({
    ...decisionQueryOptions(query ?? { spot: {} as Spot, board: { flop: '' }, node: '', hand: '', audit: false }),
    enabled: query !== null,
  });
}

// GET /v1/node-mix: the whole acting range at a decision node (every combo in range with
// its reach weight and mix, per-class mixes, overall frequencies). One billed call, so a
// node's mix is cached for the session and never refetched on its own (trees do not
// change under a running server). Shared by the explorer's node view and the exports.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { nodeMixResponseSchema } from '../../../shared/contract/extras.ts';
import { type Board, type Spot, spotKey, spotQueryParams } from '../spot.ts';
import { apiRequest } from './client.ts';

export async function getNodeMix(spot: Spot, board: Board, node: string, signal?: AbortSignal) {
  const result = await apiRequest({
    path: '/v1/node-mix',
    query: spotQueryParams(spot, board, node),
    auth: 'api-key',
    schema: nodeMixResponseSchema,
    signal,
  });
  return result.data;
}

export function nodeMixQueryOptions(spot: Spot, board: Board, node: string) {
  return queryOptions({
    queryKey: ['node', spotKey(spot, board), node, 'mix'],
    queryFn: ({ signal }) => getNodeMix(spot, board, node, signal),
    staleTime: Infinity,
    gcTime: 60 * 60_000,
  });
}

export function useNodeMix(spot: Spot, board: Board, node: string, enabled = true) {
  return useQuery({ ...nodeMixQueryOptions(spot, board, node), enabled });
}

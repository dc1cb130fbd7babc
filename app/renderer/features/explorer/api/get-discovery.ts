// GET /v1/strategy?discovery=true: the structure of a node (legal actions, sizes, who
// acts, pot at the street's start). Free: never billed, so the explorer walks with it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { discoveryResponseSchema } from '../../../../shared/contract/responses.ts';
import { apiRequest } from '../../../lib/api/client.ts';
import { type Board, type Spot, spotKey, spotQueryParams } from '../../../lib/spot.ts';

export async function getDiscovery(spot: Spot, board: Board, node: string, signal?: AbortSignal) {
  const result = await apiRequest({
    path: '/v1/strategy',
    query: { ...spotQueryParams(spot, board, node), discovery: 'true' },
    auth: 'api-key',
    schema: discoveryResponseSchema,
    signal,
  });
  return result.data;
}

export function discoveryQueryOptions(spot: Spot, board: Board, node: string) {
  return queryOptions({
    queryKey: ['node', spotKey(spot, board), node],
    queryFn: ({ signal }) => getDiscovery(spot, board, node, signal),
    // Trees do not change under a running server; a 404 (street closed, terminal, off
    // tree) is an answer, and the default retry leaves 4xx alone.
    staleTime: Infinity,
  });
}

export function useDiscovery(spot: Spot, board: Board, node: string, enabled = true) {
  return useQuery({ ...discoveryQueryOptions(spot, board, node), enabled });
}

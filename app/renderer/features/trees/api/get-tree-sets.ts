// GET /admin/trees: the tree sets on this machine (v1 sets, then strategy folders).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { treeSetsResponseSchema } from '../../../../shared/contract/jobs.ts';
import { apiRequest } from '../../../lib/api/client.ts';

export const TREE_SETS_QUERY_KEY = ['admin', 'trees'] as const;

export async function getTreeSets(signal?: AbortSignal) {
  const result = await apiRequest({ path: '/admin/trees', auth: 'admin', schema: treeSetsResponseSchema, signal });
  return result.data.sets;
}

export function treeSetsQueryOptions() {
  return queryOptions({ queryKey: TREE_SETS_QUERY_KEY, queryFn: ({ signal }) => getTreeSets(signal) });
}

export function useTreeSets() {
  return useQuery(treeSetsQueryOptions());
}
